import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELLER_CALLS } from '../../shared/contract/seller';
import { startServer, type TestServer } from './harness';

/** GET /api/seller/v1/openapi.json (issue 30): OpenAPI 3.1 generated from the zod contract, valid, and naming every call the server answers. */
let server: TestServer;
let status: number;
let doc: { openapi: string; paths: Record<string, Record<string, { requestBody?: unknown; parameters: { name: string; in: string }[] }>> };

beforeAll(async () => {
  server = await startServer();
  const response = await fetch(`${server.base}/api/seller/v1/openapi.json`);
  status = response.status;
  doc = (await response.json()) as typeof doc;
});
afterAll(() => server.close());

describe('seller OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(status).toBe(200);
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it('describes every seller route the server has, and only those', () => {
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`));
    const routes = SELLER_CALLS.map((call) => `${call.method} ${call.path.replace(/:([a-z_]+)/g, '{$1}')}`);
    expect(documented.sort()).toEqual(routes.sort());
    for (const call of SELLER_CALLS) {
      const route = server.app.hasRoute({ method: call.method, url: call.path });
      expect(route, `${call.method} ${call.path}`).toBe(true);
    }
  });

  it('documents the signature, the request id of writes and each body', () => {
    const ship = doc.paths['/api/seller/v1/orders/{order_no}/shipments']!.post!;
    expect(ship.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(['path:order_no', 'header:X-Request-Id']);
    expect(JSON.stringify(ship.requestBody)).toContain('expires_on');
    expect(JSON.stringify(doc.paths['/api/seller/v1/catalogue']!.post!.requestBody)).toContain('purchasable');
    const list = doc.paths['/api/seller/v1/orders']!.get!;
    expect(list.parameters.map((p) => p.name).sort()).toEqual(['cursor', 'limit', 'status', 'updated_after']);
  });
});

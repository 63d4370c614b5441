import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { configure } from '../config/config';
import { defineCall } from '../contract/define-call';
import { query } from './query/query';
import { createApi } from './client';
import { ApiError } from './errors';
import { resetConfig } from './testing/config-reset';
import { sendEnvelope, startServer, type TestServer } from './testing/http-server';

const goodsSearch = defineCall({
  output: z.object({ keywords: z.string(), hits: z.array(z.string()) }),
  method: 'GET',
  path: '/api/goods/search',
  access: 'optional',
  input: z.object({ keywords: z.string() }),
});
const whoAmI = defineCall({
  output: z.object({ authorization: z.string().nullable() }),
  method: 'GET',
  path: '/api/whoami',
  access: 'optional',
  input: z.object({}),
});
const notFoundCall = defineCall({ output: z.unknown(), method: 'GET', path: '/api/nowhere', access: 'optional', input: z.object({}) });
const notAnEnvelope = defineCall({ output: z.unknown(), method: 'GET', path: '/html', access: 'optional', input: z.object({}) });

let server: TestServer;

beforeAll(async () => {
  server = await startServer((request, res) => {
    if (request.path === '/api/goods/search') {
      const keywords = new URLSearchParams(request.query).get('keywords') ?? '';
      sendEnvelope(res, 200, { code: 10000, data: { keywords, hits: [`${keywords} 胶囊`] } });
    } else if (request.path === '/api/whoami') {
      sendEnvelope(res, 200, { code: 10000, data: { authorization: request.headers.authorization ?? null } });
    } else if (request.path === '/api/legacy-ok') {
      // docs/product/errors.md: code 200 and 201 are success as much as 10000 (older endpoints answer them), whatever the HTTP status.
      const code = Number(new URLSearchParams(request.query).get('code'));
      sendEnvelope(res, 200, { code, message: 'ok', data: { code } });
    } else if (request.path === '/html') {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<!doctype html><title>药批</title>');
    } else {
      sendEnvelope(res, 404, { code: 404, message: '请求的内容不存在' });
    }
  });
});

afterEach(() => resetConfig());
afterAll(() => server.close());

describe('API client', () => {
  it('sends a FormData body as multipart, not as JSON or a form-encoded string (uploads)', async () => {
    resetConfig({ apiBase: server.origin });
    const form = new FormData();
    form.append('file', new Blob(['\x89PNG'], { type: 'image/png' }), 'box.png');
    await expect(createApi().send('POST', '/api/whoami', {}, { formData: form })).resolves.toEqual({ authorization: null });
    const sent = server.seen.at(-1)!;
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.body).toContain('filename="box.png"');
    expect(sent.body).toContain('Content-Type: image/png');
  });

  it('returns the data of a success envelope', async () => {
    resetConfig({ apiBase: server.origin });
    const data = await query(goodsSearch, { keywords: '阿莫西林' }, { api: createApi() });
    expect(data).toEqual({ keywords: '阿莫西林', hits: ['阿莫西林 胶囊'] });
  });

  it.each([10000, 200, 201])('takes envelope code %i as success and returns its data (docs/product/errors.md)', async (code) => {
    resetConfig({ apiBase: server.origin });
    await expect(createApi().send('GET', '/api/legacy-ok', { code })).resolves.toEqual({ code });
  });

  it.each([0, 202, 204, 10002])('takes envelope code %i, though HTTP said 200, as a failure carrying its code', async (code) => {
    resetConfig({ apiBase: server.origin });
    const error = await createApi()
      .send('GET', '/api/legacy-ok', { code })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 200, code });
  });

  it('resolves the base URL per call, so configure() after creation still applies', async () => {
    const api = createApi();
    configure({ apiBase: `${server.origin}/` });
    await expect(query(goodsSearch, { keywords: '感冒灵' }, { api })).resolves.toMatchObject({ keywords: '感冒灵' });
    expect(server.seen.at(-1)?.path).toBe('/api/goods/search');
  });

  it('sends no Authorization header without a token', async () => {
    resetConfig({ apiBase: server.origin });
    await expect(query(whoAmI, {}, { api: createApi() })).resolves.toEqual({ authorization: null });
  });

  it('sends the configured token as a Bearer header', async () => {
    const api = createApi();
    configure({ apiBase: server.origin, token: 'partner-minted-token' });
    await expect(query(whoAmI, {}, { api })).resolves.toEqual({ authorization: 'Bearer partner-minted-token' });
  });

  it('sends credentials and accepts JSON on every request', async () => {
    resetConfig({ apiBase: server.origin });
    const inits: RequestInit[] = [];
    const recordingFetch: typeof fetch = (input, init) => {
      inits.push(init ?? {});
      return fetch(input, init);
    };
    await query(goodsSearch, { keywords: '维生素' }, { api: createApi({ fetch: recordingFetch }) });
    expect(inits).toHaveLength(1);
    expect(inits[0]?.credentials).toBe('include');
    expect(new Headers(inits[0]?.headers).get('accept')).toBe('application/json');
    expect(server.seen.at(-1)?.headers.accept).toBe('application/json');
  });

  it('rejects an HTTP error with status, url, code and the parsed envelope', async () => {
    resetConfig({ apiBase: server.origin });
    const error = (await query(notFoundCall, {}, { api: createApi(), silent: true }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 404, code: 404, message: '请求的内容不存在' });
    expect(error.url).toBe(`${server.origin}/api/nowhere`);
    expect(error.body).toMatchObject({ code: 404, message: '请求的内容不存在' });
  });

  it('rejects a 2xx answer that is not an envelope instead of returning garbage', async () => {
    resetConfig({ apiBase: server.origin });
    const error = (await query(notAnEnvelope, {}, { api: createApi(), silent: true }).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ kind: 'http', status: 200, code: 0, message: '服务器返回的数据无法识别' });
    expect(error.body).toContain('<title>药批</title>');
  });

  it('rejects with kind network when nothing listens', async () => {
    const closed = await startServer(() => {});
    await closed.close();
    resetConfig({ apiBase: closed.origin });
    const error = (await query(whoAmI, {}, { api: createApi(), silent: true }).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ kind: 'network', status: 0, message: '网络连接失败，请检查网络' });
  });
});

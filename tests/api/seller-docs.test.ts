import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderParcels, users } from '../../server/db/schema';
import { insertOrder, someGoods } from './fixtures/order';
import { startServer, type TestServer } from './harness';
import { registerSellerClient } from './seller/client';
import { signingKeyOf } from '../../server/services/seller/signature';
import { webhookSignature } from '../../server/services/webhooks/signature';

/** The curl and Node examples of docs/seller-api.md, run as written against a real server (issue 30). */
let server: TestServer;
let env: NodeJS.ProcessEnv;
const doc = readFileSync(new URL('../../docs/seller-api.md', import.meta.url), 'utf8');

function block(lang: string, marker: string): string {
  const found = [...doc.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```', 'g'))].map((m) => m[1]!).find((code) => code.includes(marker));
  if (!found) throw new Error(`docs/seller-api.md has no ${lang} block with ${marker}`);
  return found;
}

function run(command: string, args: string[], extra: NodeJS.ProcessEnv = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(command, args, { env: { ...process.env, ...env, ...extra } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

beforeAll(async () => {
  server = await startServer();
  const client = await registerSellerClient(server.db, 'erp-docs', ['orders', 'fulfilment']);
  env = { YAOPI_BASE: server.base, YAOPI_CLIENT: client.clientId, YAOPI_SECRET: client.secret };
});
afterAll(() => server.close());

describe('docs/seller-api.md examples', () => {
  it('the curl example reads orders', async () => {
    const result = await run('bash', ['-c', block('sh', 'openssl dgst')]);
    expect(result.stderr).toBe('');
    const answer = JSON.parse(result.stdout) as { code: number; data: { orders: unknown[] } };
    expect(answer.code).toBe(10000);
    expect(Array.isArray(answer.data.orders)).toBe(true);
  });

  it('the Node example ships a parcel, once even when run twice', async () => {
    const [demo] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
    const [goods] = await someGoods(server.db, 1);
    const { order, items } = await insertOrder(server.db, { userId: demo!.id, status: 2, lines: [{ goodsId: goods!.id, number: 1, priceFen: 500 }] });
    const extra = { ORDER_NO: order.orderNo, LINE_ID: String(items[0]!.id) };
    const first = await run(process.execPath, ['--input-type=module', '-e', block('js', 'sellerRequest')], extra);
    expect(first.stderr).toBe('');
    expect(JSON.parse(first.stdout)).toMatchObject({ code: 10000, data: { status: 3, parcels: [{ waybill_no: 'SF1400000000001' }] } });
    const second = await run(process.execPath, ['--input-type=module', '-e', block('js', 'sellerRequest')], extra);
    expect(JSON.parse(second.stdout)).toEqual(JSON.parse(first.stdout));
    expect(await server.db.select().from(orderParcels).where(eq(orderParcels.orderId, order.id))).toHaveLength(1);
  });

  it('the Node webhook check accepts the server signature and refuses a changed body, a wrong secret or a stale time', async () => {
    const body = JSON.stringify({ id: 'evt_docs', type: 'order.paid', version: 1, data: { object: { object: 'order', id: 'YP1' } } });
    const t = Math.floor(Date.now() / 1000);
    const header = webhookSignature(signingKeyOf('ypsk_docs_secret'), t, body);
    const check = `${block('js', 'verifyYaopiWebhook')}
const { header, body, t } = JSON.parse(process.env.HOOK);
console.log(JSON.stringify([
  verifyYaopiWebhook('ypsk_docs_secret', header, body),
  verifyYaopiWebhook('ypsk_docs_secret', header, body + ' '),
  verifyYaopiWebhook('ypsk_other', header, body),
  verifyYaopiWebhook('ypsk_docs_secret', header, body, (t + 301) * 1000),
]));`;
    const result = await run(process.execPath, ['--input-type=module', '-e', check], { HOOK: JSON.stringify({ header, body, t }) });
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual([true, false, false, false]);
  });
});

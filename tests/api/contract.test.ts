import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_REQUIRED_MESSAGE, CURRENT_CONTRACT_VERSION, type PurchaseContract } from '../../shared/contract/purchase-contract';
import { contractSignatures, orders } from '../../server/db/schema';
import { json, startServer, type TestServer } from './harness';
import { as, cartWith, defaultAddressId, loginAs, placeOrder, plainGoods, type Who } from './order-fixtures';

let server: TestServer;
let demo: Who;
let chain: Who;

beforeAll(async () => {
  server = await startServer();
  demo = await loginAs(server, 'demo');
  chain = await loginAs(server, 'chain');
});
afterAll(() => server.close());

async function ordersOf(who: Who): Promise<number> {
  const [row] = await server.db.select({ n: count() }).from(orders).where(eq(orders.userId, who.id));
  return row!.n;
}

describe('electronic contract (/dzht) and code 459', () => {
  it('shows the agreement with the parties; seeded buyers signed the current version', async () => {
    const res = await server.api<PurchaseContract>('/api/contract', as(demo));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      version: CURRENT_CONTRACT_VERSION,
      title: '药品采购电子合同',
      party_b: '石家庄市长安区康宁大药房有限公司',
      previous: null,
    });
    expect(res.body.data.party_a).toBe('河北药批医药科技有限公司');
    expect(res.body.data.sections.length).toBeGreaterThan(3);
    expect(res.body.data.signed).toMatchObject({ version: CURRENT_CONTRACT_VERSION });
    expect((await server.api('/api/contract')).status).toBe(401);
  });

  it('an unsigned buyer gets 459 at order creation and nothing is written; after signing the order goes through', async () => {
    await server.db.delete(contractSignatures).where(eq(contractSignatures.userId, demo.id));
    const [a] = await plainGoods(server, 1);
    const ids = await cartWith(server, demo, [{ goods: a!, number: 1 }]);
    const address = await defaultAddressId(server, demo);
    const before = await ordersOf(demo);
    const refused = await placeOrder(server, demo, { ids, address_id: address });
    expect(refused.status).toBe(459);
    expect(refused.body).toMatchObject({ code: 459, message: CONTRACT_REQUIRED_MESSAGE });
    expect(await ordersOf(demo)).toBe(before);
    expect((await server.api<PurchaseContract>('/api/contract', as(demo))).body.data.signed).toBeNull();

    const stale = await server.api('/api/contract/sign', as(demo, json({ version: '2025.1' })));
    expect(stale.status).toBe(422);
    expect(JSON.stringify(stale.body)).toContain('version');
    const bad = await server.api('/api/contract/sign', as(demo, json({})));
    expect(bad.status).toBe(422);
    expect((await server.db.select().from(contractSignatures).where(eq(contractSignatures.userId, demo.id))).length).toBe(0);

    const signed = await server.api<PurchaseContract>(
      '/api/contract/sign',
      as(demo, { ...json({ version: CURRENT_CONTRACT_VERSION }), headers: { ...json({}).headers, 'user-agent': 'e2e-browser/1.0' } }),
    );
    expect(signed.status).toBe(200);
    expect(signed.body.message).toBe('签署成功');
    expect(signed.body.data.signed).toMatchObject({ version: CURRENT_CONTRACT_VERSION, signer_name: '刘建华' });
    // Signing again changes nothing.
    expect((await server.api('/api/contract/sign', as(demo, json({ version: CURRENT_CONTRACT_VERSION })))).status).toBe(200);
    const rows = await server.db
      .select()
      .from(contractSignatures)
      .where(and(eq(contractSignatures.userId, demo.id), eq(contractSignatures.version, CURRENT_CONTRACT_VERSION)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userAgent: 'e2e-browser/1.0', ip: '127.0.0.1' });

    const ordered = await placeOrder(server, demo, { ids, address_id: address });
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(200);
    expect(await ordersOf(demo)).toBe(before + 1);
  });

  it("one buyer's signature is not another's", async () => {
    await server.db.delete(contractSignatures).where(eq(contractSignatures.userId, chain.id));
    const [a] = await plainGoods(server, 1, 1);
    const ids = await cartWith(server, chain, [{ goods: a!, number: 1 }]);
    const refused = await placeOrder(server, chain, { ids, address_id: await defaultAddressId(server, chain) });
    expect(refused.status).toBe(459);
    expect((await server.api<PurchaseContract>('/api/contract', as(demo))).body.data.signed).not.toBeNull();
  });
});

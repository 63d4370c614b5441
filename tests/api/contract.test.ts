import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONTRACT_REQUIRED_MESSAGE, CURRENT_CONTRACT_VERSION, type PurchaseContract } from '../../shared/contract/purchase-contract';
import { contractSignatures, orders } from '../../server/db/schema';
import { json } from './harness';
import { as, cartWith, defaultAddressId, placeOrder, plainGoods, type Who, withDemoAndChain } from './order-fixtures';

const the = withDemoAndChain();

async function ordersOf(who: Who): Promise<number> {
  const [row] = await the.server.db.select({ n: count() }).from(orders).where(eq(orders.userId, who.id));
  return row!.n;
}

describe('electronic contract (/dzht) and code 459', () => {
  it('shows the agreement with the parties; seeded buyers signed the current version', async () => {
    const res = await the.server.api<PurchaseContract>('/api/contract', as(the.demo));
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
    expect((await the.server.api('/api/contract')).status).toBe(401);
  });

  it('an unsigned buyer gets 459 at order creation and nothing is written; after signing the order goes through', async () => {
    await the.server.db.delete(contractSignatures).where(eq(contractSignatures.userId, the.demo.id));
    const [a] = await plainGoods(the.server, 1);
    const ids = await cartWith(the.server, the.demo, [{ goods: a!, number: 1 }]);
    const address = await defaultAddressId(the.server, the.demo);
    const before = await ordersOf(the.demo);
    const refused = await placeOrder(the.server, the.demo, { ids, address_id: address });
    expect(refused.status).toBe(459);
    expect(refused.body).toMatchObject({ code: 459, message: CONTRACT_REQUIRED_MESSAGE });
    expect(await ordersOf(the.demo)).toBe(before);
    expect((await the.server.api<PurchaseContract>('/api/contract', as(the.demo))).body.data.signed).toBeNull();

    const stale = await the.server.api('/api/contract/sign', as(the.demo, json({ version: '2025.1' })));
    expect(stale.status).toBe(422);
    expect(JSON.stringify(stale.body)).toContain('version');
    const bad = await the.server.api('/api/contract/sign', as(the.demo, json({})));
    expect(bad.status).toBe(422);
    expect((await the.server.db.select().from(contractSignatures).where(eq(contractSignatures.userId, the.demo.id))).length).toBe(0);

    const signed = await the.server.api<PurchaseContract>(
      '/api/contract/sign',
      as(the.demo, { ...json({ version: CURRENT_CONTRACT_VERSION }), headers: { ...json({}).headers, 'user-agent': 'e2e-browser/1.0' } }),
    );
    expect(signed.status).toBe(200);
    expect(signed.body.message).toBe('签署成功');
    expect(signed.body.data.signed).toMatchObject({ version: CURRENT_CONTRACT_VERSION, signer_name: '刘建华' });
    // Signing again changes nothing.
    expect((await the.server.api('/api/contract/sign', as(the.demo, json({ version: CURRENT_CONTRACT_VERSION })))).status).toBe(200);
    const rows = await the.server.db
      .select()
      .from(contractSignatures)
      .where(and(eq(contractSignatures.userId, the.demo.id), eq(contractSignatures.version, CURRENT_CONTRACT_VERSION)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userAgent: 'e2e-browser/1.0', ip: '127.0.0.1' });

    const ordered = await placeOrder(the.server, the.demo, { ids, address_id: address });
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(200);
    expect(await ordersOf(the.demo)).toBe(before + 1);
  });

  it("one buyer's signature is not another's", async () => {
    await the.server.db.delete(contractSignatures).where(eq(contractSignatures.userId, the.chain.id));
    const [a] = await plainGoods(the.server, 1, 1);
    const ids = await cartWith(the.server, the.chain, [{ goods: a!, number: 1 }]);
    const refused = await placeOrder(the.server, the.chain, { ids, address_id: await defaultAddressId(the.server, the.chain) });
    expect(refused.status).toBe(459);
    expect((await the.server.api<PurchaseContract>('/api/contract', as(the.demo))).body.data.signed).not.toBeNull();
  });
});

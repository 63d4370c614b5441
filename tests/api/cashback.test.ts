import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CashbackActivity, OrderCashback, WelfareZone } from '../../shared/contract/cashback';
import type { CheckoutPreview } from '../../shared/contract/cart';
import type { Page } from '../../shared/contract/envelope';
import type { GoodsSummary } from '../../shared/contract/goods';
import { applyRate } from '../../shared/domain/money';
import { cashbackGoods, goods, orderCashbacks, orders, promotionGoods, promotions, users, walletTransactions, type GoodsRow } from '../../server/db/schema';
import { creditCashbacks } from '../../server/services/cashback/credit';
import { runLifecycle } from '../../server/services/lifecycle';
import { insertOrder } from './fixtures/order';
import { json } from './harness';
import { as, cartWith, orderOf, yuan, type Who, withDemoAndChain } from './order-fixtures';

const the = withDemoAndChain();

/** Flat-priced, well-stocked ordinary goods among `ids`, made sellable one by one. */
async function plainAmong(ids: number[], n: number): Promise<GoodsRow[]> {
  const rows = (
    await the.server.db
      .select()
      .from(goods)
      .where(and(inArray(goods.id, ids), eq(goods.isBuy, true), gt(goods.stock, 500), eq(goods.ladderPriceType, 0), eq(goods.type, 0), eq(goods.isDpby, false)))
      .orderBy(asc(goods.id))
  ).slice(0, n);
  if (rows.length < n) throw new Error(`only ${rows.length} plain goods`);
  for (const row of rows) await the.server.db.update(goods).set({ step: 1, minBuy: 1 }).where(eq(goods.id, row.id));
  return rows.map((row) => ({ ...row, step: 1, minBuy: 1 }));
}

async function welfareIds(): Promise<number[]> {
  const [promotion] = await the.server.db.select().from(promotions).where(eq(promotions.zone, 'welfare'));
  return (await the.server.db.select({ id: promotionGoods.goodsId }).from(promotionGoods).where(eq(promotionGoods.promotionId, promotion!.id))).map(
    (r) => r.id,
  );
}

async function hbIds(): Promise<number[]> {
  return (await the.server.db.select({ id: cashbackGoods.goodsId }).from(cashbackGoods)).map((r) => r.id);
}

async function listZone(zone: string, who?: Who): Promise<GoodsSummary[]> {
  const response = await the.server.api<Page<GoodsSummary>>(`/api/goods/list?zone=${zone}&per_page=100`, who ? as(who) : {});
  expect(response.status).toBe(200);
  return response.body.data.data;
}

const balance = async (who: Who) => (await the.server.db.select({ b: users.balanceFen }).from(users).where(eq(users.id, who.id)))[0]!.b;
const ledgerSum = async (who: Who) =>
  (
    await the.server.db
      .select({ s: sql<number>`coalesce(sum(${walletTransactions.amountFen}), 0)::int` })
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, who.id))
  )[0]!.s;
const cashbackRows = (orderId: number) => the.server.db.select().from(orderCashbacks).where(eq(orderCashbacks.orderId, orderId));
const ledgerRows = (orderId: number) =>
  the.server.db
    .select()
    .from(walletTransactions)
    .where(and(eq(walletTransactions.orderId, orderId), sql`${walletTransactions.note} like '满额返现%'`));

describe('/welfare 全场94折', () => {
  it('describes the running discount with its goods categories as the side nav', async () => {
    const response = await the.server.api<WelfareZone | null>('/api/zone/welfare');
    expect(response.status).toBe(200);
    const zone = response.body.data!;
    expect(zone).toMatchObject({ name: '福利专区：全场94折', rate: 0.94, rate_text: '94折' });
    expect(zone.categories.length).toBeGreaterThan(1);
    const total = zone.categories.reduce((sum, category) => sum + category.count, 0);
    expect(total).toBe((await welfareIds()).length);
  });

  it('lists exactly the welfare goods with the zone filter', async () => {
    const ids = new Set(await welfareIds());
    const listed = await listZone('welfare', the.demo);
    expect(listed.length).toBeGreaterThan(0);
    for (const item of listed) expect(ids.has(item.id)).toBe(true);
  });

  it('charges 94% of the unit price at checkout and on the order, without the store-wide 98折 on top', async () => {
    const [g] = await plainAmong(await welfareIds(), 1);
    // Enough to pass 满2000 (the store-wide 98折 tier) so a stacked discount would show.
    const number = Math.ceil(210_000 / applyRate(g!.priceFen, 0.94));
    const ids = await cartWith(the.server, the.demo, [{ goods: g!, number }]);
    const preview = (await the.server.api<CheckoutPreview>('/api/cart/checkout', as(the.demo, json({ ids })))).body.data;
    const unit = applyRate(g!.priceFen, 0.94);
    expect(unit).toBeLessThan(g!.priceFen);
    expect(preview.items[0]!.price).toBe(yuan(unit));
    expect(preview.goods_total).toBe(yuan(unit * number));
    expect(preview.discount).toBeNull();

    const created = await orderOf(the.server, the.demo, [{ goods: g!, number }]);
    const [row] = await the.server.db.select().from(orders).where(eq(orders.id, created.id));
    expect(row!.goodsTotalFen).toBe(unit * number);
    expect(row!.discountFen).toBe(0);
    expect(created.pay_total).toBe(preview.pay_total);
  });

  it('leaves goods outside the zone at their own price', async () => {
    const inZone = new Set(await welfareIds());
    const others = (await the.server.db.select({ id: goods.id }).from(goods)).map((r) => r.id).filter((id) => !inZone.has(id));
    const [g] = await plainAmong(others, 1);
    const ids = await cartWith(the.server, the.demo, [{ goods: g!, number: 1 }]);
    const preview = (await the.server.api<CheckoutPreview>('/api/cart/checkout', as(the.demo, json({ ids })))).body.data;
    expect(preview.items[0]!.price).toBe(yuan(g!.priceFen));
  });
});

describe('/hb 满额返现', () => {
  it('shows the running activity with its tiers, lowest first', async () => {
    const response = await the.server.api<CashbackActivity | null>('/api/zone/hb');
    expect(response.status).toBe(200);
    expect(response.body.data!.tiers.map((tier) => tier.text)).toEqual(['满3000返60', '满5000返120', '满10000返300']);
    expect(response.body.data!.tiers[0]).toEqual({ amount: '3000.00', cashback: '60.00', text: '满3000返60' });
  });

  it('lists exactly the cashback goods with the zone filter', async () => {
    const ids = new Set(await hbIds());
    const listed = await listZone('hb');
    expect(listed.length).toBeGreaterThan(0);
    for (const item of listed) expect(ids.has(item.id)).toBe(true);
  });

  it('credits a completed order once, even when the job runs twice and concurrently; the ledger sums to the balance', async () => {
    const [a] = await plainAmong(await hbIds(), 1);
    const number = Math.ceil(520_000 / a!.priceFen);
    const { order } = await insertOrder(the.server.db, { userId: the.demo.id, status: 4, lines: [{ goodsId: a!.id, number, priceFen: a!.priceFen }] });
    const before = await balance(the.demo);
    const expected = a!.priceFen * number >= 1_000_000 ? 30_000 : 12_000;

    await Promise.all([creditCashbacks(the.server.db, new Date()), creditCashbacks(the.server.db, new Date())]);
    await runLifecycle(the.server.db, new Date());
    expect(await creditCashbacks(the.server.db, new Date())).toBe(0);

    expect(await cashbackRows(order.id)).toHaveLength(1);
    const ledger = await ledgerRows(order.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]!.amountFen).toBe(expected);
    expect(await balance(the.demo)).toBe(before + expected);
    expect(await ledgerSum(the.demo)).toBe(await balance(the.demo));

    const shown = await the.server.api<OrderCashback | null>(`/api/order/${order.id}/cashback`, as(the.demo));
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual({ amount: yuan(expected), activity: '品牌中成药满额返现' });
  });

  it('measures the paid amount: order-level reductions are shared out, other goods do not count', async () => {
    const [a] = await plainAmong(await hbIds(), 1);
    const inZone = new Set(await hbIds());
    const others = (await the.server.db.select({ id: goods.id }).from(goods)).map((r) => r.id).filter((id) => !inZone.has(id));
    const [b] = await plainAmong(others, 1);
    const number = Math.ceil(300_000 / a!.priceFen);
    const { order } = await insertOrder(the.server.db, {
      userId: the.demo.id,
      status: 4,
      lines: [
        { goodsId: a!.id, number, priceFen: a!.priceFen },
        { goodsId: b!.id, number: 10, priceFen: b!.priceFen },
      ],
    });
    // A coupon big enough to take the cashback goods' share under 满3000.
    const couponFen = Math.ceil(order.goodsTotalFen / 3);
    await the.server.db
      .update(orders)
      .set({ couponFen, payTotalFen: order.goodsTotalFen - couponFen })
      .where(eq(orders.id, order.id));
    await creditCashbacks(the.server.db, new Date());
    const [row] = await cashbackRows(order.id);
    expect(row!.eligibleFen).toBe(Math.floor((a!.priceFen * number * (order.goodsTotalFen - couponFen)) / order.goodsTotalFen));
    expect(row!.amountFen).toBe(0);
    expect(await ledgerRows(order.id)).toHaveLength(0);
    expect((await the.server.api<OrderCashback | null>(`/api/order/${order.id}/cashback`, as(the.demo))).body.data).toBeNull();
  });

  it('waits for an open after-sale and leaves out orders outside the window or without cashback goods', async () => {
    const [a] = await plainAmong(await hbIds(), 1);
    const number = Math.ceil(300_000 / a!.priceFen);
    const open = await insertOrder(the.server.db, { userId: the.chain.id, status: 4, lines: [{ goodsId: a!.id, number, priceFen: a!.priceFen }] });
    await the.server.db.update(orders).set({ afterSaleStatus: 1 }).where(eq(orders.id, open.order.id));
    const early = await insertOrder(the.server.db, {
      userId: the.chain.id,
      status: 4,
      createdAt: new Date(Date.now() - 30 * 24 * 3600 * 1000),
      lines: [{ goodsId: a!.id, number, priceFen: a!.priceFen }],
    });
    const shipped = await insertOrder(the.server.db, { userId: the.chain.id, status: 3, lines: [{ goodsId: a!.id, number, priceFen: a!.priceFen }] });
    await creditCashbacks(the.server.db, new Date());
    for (const o of [open, early, shipped]) expect(await cashbackRows(o.order.id)).toHaveLength(0);

    await the.server.db.update(orders).set({ afterSaleStatus: 2 }).where(eq(orders.id, open.order.id));
    await creditCashbacks(the.server.db, new Date());
    expect((await cashbackRows(open.order.id))[0]!.amountFen).toBe(6_000);
    expect(await ledgerSum(the.chain)).toBe(await balance(the.chain));
  });

  it('answers an order cashback only to its buyer; malformed ids are 422, visitors 401', async () => {
    const [a] = await plainAmong(await hbIds(), 1);
    const { order } = await insertOrder(the.server.db, { userId: the.demo.id, status: 4, lines: [{ goodsId: a!.id, number: 1, priceFen: a!.priceFen }] });
    expect((await the.server.api(`/api/order/${order.id}/cashback`, as(the.chain))).status).toBe(404);
    expect((await the.server.api(`/api/order/${order.id}/cashback`)).status).toBe(401);
    expect((await the.server.api(`/api/order/2000000000/cashback`, as(the.demo))).status).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5']) {
      const response = await the.server.api(`/api/order/${bad}/cashback`, as(the.demo));
      expect(response.status, bad).toBe(422);
      expect(response.body.errors?.id?.[0]).toMatch(/订单编号/);
    }
    const zone = await the.server.api('/api/goods/list?zone=fuli');
    expect(zone.status).toBe(422);
    expect(zone.body.errors?.zone).toEqual(['专区不正确']);
  });
});

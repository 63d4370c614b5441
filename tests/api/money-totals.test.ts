import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartStore } from '../../shared/contract/cart';
import type { Page } from '../../shared/contract/envelope';
import type { Coupon, OrderCheckoutPreview, OrderDetail } from '../../shared/contract/order';
import { bestCouponId } from '../../shared/domain/best-coupon';
import { yuanToFen } from '../../shared/domain/money';
import { cartItems, combinationItems, coupons, goods, promotionGoods, promotions, userCoupons, type GoodsRow } from '../../server/db/schema';
import { json, startServer, type TestServer } from './harness';
import { as, defaultAddressId, loginAs, placeOrder, yuan, type Who } from './order-fixtures';

// Issue 26 over real HTTP: what the cart reports (GET /api/cart/list) is what
// step 2 shows (POST /api/cart/checkout) and what the order charges (POST
// /api/order), to the fen, with 满减/满折 tiers, coupons and packages; the
// order records its coupon, or why none applied. Issue 27: a package short of
// parts stays selected and counted (docs/product/constants.md).
let server: TestServer;
let demo: Who;
/** Goods in the 满减 activity (tagged 满), flat price. */
let manjianGoods: GoodsRow;
/** Goods outside the 满减 activity, flat price. */
let otherGoods: GoodsRow;
let pack: GoodsRow;
let packParts: GoodsRow[];

const fen = (value: string) => yuanToFen(value);

async function cartOf(who: Who): Promise<CartStore> {
  const response = await server.api<CartStore>('/api/cart/list', as(who));
  expect(response.status).toBe(200);
  return response.body.data;
}

async function fill(who: Who, lines: { goods: GoodsRow; number: number; type?: number }[]): Promise<number[]> {
  await server.db.delete(cartItems).where(eq(cartItems.userId, who.id));
  const added = await server.api('/api/cart', as(who, json({ params: lines.map((l) => ({ goods_id: l.goods.id, number: l.number, type: l.type ?? 0 })) })));
  expect(added.status).toBe(200);
  const rows = await server.db.select().from(cartItems).where(eq(cartItems.userId, who.id));
  return lines.map((l) => rows.find((row) => row.goodsId === l.goods.id)!.id);
}

async function flatGoods(inManjian: boolean): Promise<GoodsRow> {
  const [manjian] = await server.db.select().from(promotions).where(eq(promotions.kind, 'manjian'));
  const covered = await server.db.select({ id: promotionGoods.goodsId }).from(promotionGoods).where(eq(promotionGoods.promotionId, manjian!.id));
  const ids = new Set(covered.map((row) => row.id));
  const rows = await server.db
    .select()
    .from(goods)
    .where(and(eq(goods.type, 0), ne(goods.kind, 'combination'), eq(goods.isEphedrine, false), sql`not (${goods.tags} @> '[{"name":"赠"}]'::jsonb)`))
    .orderBy(asc(goods.id));
  const row = rows.find((r) => ids.has(r.id) === inManjian && r.priceFen >= 1_000 && r.priceFen <= 20_000);
  if (!row) throw new Error(`no goods ${inManjian ? 'in' : 'outside'} the 满减 activity`);
  // This database is the test's own: the goods are made flat (no ladder, no 单品包邮), plentiful and sold one by one.
  const flat = { step: 1, minBuy: 1, stock: 5_000, isBuy: true, isDpby: false, ladderPrice: [], ladderPriceType: 0 };
  await server.db.update(goods).set(flat).where(eq(goods.id, row.id));
  return { ...row, ...flat };
}

/** Only these held coupons stay usable for the buyer (the others are marked used), so the test decides what is offered. */
async function keepCoupons(who: Who, names: string[]): Promise<void> {
  const designs = await server.db.select().from(coupons);
  const keep = designs.filter((d) => names.includes(d.name)).map((d) => d.id);
  await server.db
    .update(userCoupons)
    .set({ status: 1 })
    .where(
      and(eq(userCoupons.userId, who.id), eq(userCoupons.status, 0), sql`${userCoupons.couponId} not in (${sql.join(keep.length ? keep : [0], sql`, `)})`),
    );
}

beforeAll(async () => {
  server = await startServer();
  demo = await loginAs(server, 'demo');
  manjianGoods = await flatGoods(true);
  otherGoods = await flatGoods(false);
  const [row] = await server.db.select().from(goods).where(eq(goods.name, '感冒组合装'));
  pack = row!;
  const parts = await server.db
    .select({ goods })
    .from(combinationItems)
    .innerJoin(goods, eq(goods.id, combinationItems.goodsId))
    .where(eq(combinationItems.combinationGoodsId, pack.id));
  packParts = parts.map((p) => p.goods);
  await server.db
    .update(goods)
    .set({ step: 1, minBuy: 1, stock: 1_000, isBuy: true })
    .where(
      inArray(
        goods.id,
        packParts.map((p) => p.id),
      ),
    );
});
afterAll(() => server?.close());

/** The cart's figures, step 2's with the best coupon, then the order: each must match the one before. */
async function cartPreviewOrder(who: Who) {
  const cart = await cartOf(who);
  const ids = cart.data.filter((line) => line.is_selected === 1).map((line) => line.id);
  const offered = await server.api<Page<Coupon>>(`/api/user/availableCoupon?ids=${ids.join(',')}`, as(who));
  expect(offered.status).toBe(200);
  const couponId = bestCouponId(offered.body.data.data);
  const preview = await server.api<OrderCheckoutPreview>('/api/cart/checkout', as(who, json({ ids, coupon_id: couponId })));
  expect(preview.status).toBe(200);
  const created = await placeOrder(server, who, { ids, address_id: await defaultAddressId(server, who), coupon_id: couponId });
  expect(created.status).toBe(200);
  const detail = await server.api<OrderDetail>(`/api/order/${created.body.data.id}`, as(who));
  expect(detail.status).toBe(200);
  return { cart, preview: preview.body.data, created: created.body.data, order: detail.body.data, couponId };
}

describe('the cart, step 2 and the order charge the same, to the fen', () => {
  it('shows 满减 and 满折 in the cart’s totals as soon as the tiers are reached, and the order takes exactly that off', async () => {
    await keepCoupons(demo, ['满1000减50', '满500减20', '满3000减150']);
    // ¥1,000+ of 满减 goods and ¥2,000+ in all: 满1000减50 over its own goods, 98折 over everything eligible.
    const manjianNumber = Math.ceil(110_000 / manjianGoods.priceFen);
    const otherNumber = Math.ceil(110_000 / otherGoods.priceFen);
    await fill(demo, [
      { goods: manjianGoods, number: manjianNumber },
      { goods: otherGoods, number: otherNumber },
      { goods: pack, number: 1, type: 3 },
    ]);
    const { cart, preview, created, order, couponId } = await cartPreviewOrder(demo);

    const manjianGross = manjianNumber * manjianGoods.priceFen;
    const eligible = manjianGross + otherNumber * otherGoods.priceFen;
    const discount = eligible - Math.floor((eligible * 98) / 100);
    // The cart: each promotion line says which goods count and what it saves now.
    const manjianLine = cart.activity_data.manjians.promotion!;
    expect(manjianLine.eligible_total).toBe(yuan(manjianGross));
    expect(manjianLine.saving).toBe('50.00');
    expect(manjianLine.cart_ids).toEqual([cart.data.find((l) => l.goods.id === manjianGoods.id)!.id]);
    expect(manjianLine.text).toContain('活动商品');
    expect(cart.activity_data.discounts.promotion!.saving).toBe(yuan(discount));
    expect(cart.totals.activity_saving).toBe(yuan(5_000 + discount));
    expect(fen(cart.totals.goods_total) - fen(cart.totals.activity_saving)).toBe(fen(cart.totals.selected_total));
    // The savings sit on the lines (goods_manjian_amount), the package takes none.
    const packLine = cart.data.find((l) => l.goods.id === pack.id)!;
    expect(packLine.goods_manjian_amount).toBe('0.00');
    expect(cart.data.reduce((sum, l) => sum + fen(l.goods_manjian_amount), 0)).toBe(fen(cart.totals.activity_saving));

    // Step 2 = the cart.
    expect(preview.goods_total).toBe(cart.totals.goods_total);
    expect(preview.manjian!.amount).toBe('50.00');
    expect(preview.discount!.amount).toBe(yuan(discount));
    expect(couponId).toBeGreaterThan(0);
    expect(fen(preview.pay_total)).toBe(fen(cart.totals.selected_total) - fen(preview.coupon!.amount) + fen(preview.freight));

    // The order = step 2, and it records the coupon.
    expect(created.pay_total).toBe(preview.pay_total);
    expect(order.pay_total).toBe(preview.pay_total);
    expect(fen(order.manjian) + fen(order.discount)).toBe(fen(cart.totals.activity_saving));
    expect(order.coupon).toBe(preview.coupon!.amount);
    expect(order.coupon_note).toBe(`已使用「${preview.coupon!.name}」，抵扣¥${preview.coupon!.amount}`);
  });

  it('says how much more of the activity’s OWN goods reaches the next tier', async () => {
    const number = Math.ceil(60_000 / manjianGoods.priceFen);
    await fill(demo, [
      { goods: manjianGoods, number },
      { goods: otherGoods, number: Math.ceil(150_000 / otherGoods.priceFen) },
    ]);
    const cart = await cartOf(demo);
    const line = cart.activity_data.manjians.promotion!;
    // ¥1,500+ of other goods in the cart does not bring 满1000减50 closer.
    expect(line.tier).toBeNull();
    expect(line.next!.missing).toBe(yuan(100_000 - number * manjianGoods.priceFen));
    expect(line.next!.text).toBe(`再买活动商品¥${yuan(100_000 - number * manjianGoods.priceFen)}可减¥50.00`);
    const hint = await server.api<{ text: string }>('/api/cart/next_hint', as(demo, json({})));
    expect(hint.body.data.text).toBe(line.next!.text);
  });

  it('records why no coupon applied when the buyer’s coupons did not reach their thresholds', async () => {
    await keepCoupons(demo, ['满3000减150']);
    await fill(demo, [{ goods: otherGoods, number: Math.ceil(20_000 / otherGoods.priceFen) }]);
    const { cart, preview, order, couponId } = await cartPreviewOrder(demo);
    expect(couponId).toBe(0);
    expect(order.pay_total).toBe(preview.pay_total);
    expect(order.coupon).toBe('0.00');
    const short = 300_000 - fen(cart.totals.coupon_eligible_total);
    expect(order.coupon_note).toBe(`未使用优惠券：「满3000减150」还差¥${yuan(short)}可用`);
  });
});

describe('a package short of parts (docs/product/constants.md: packages count regardless of stock)', () => {
  it('stays selected and counted in the cart, and the order refuses it for its parts’ stock', async () => {
    await server.db
      .update(goods)
      .set({ stock: 1_000 })
      .where(
        inArray(
          goods.id,
          packParts.map((p) => p.id),
        ),
      );
    const [id] = await fill(demo, [{ goods: pack, number: 2, type: 3 }]);
    await server.db.update(goods).set({ stock: 0 }).where(eq(goods.id, packParts[0]!.id));

    const cart = await cartOf(demo);
    const line = cart.data.find((l) => l.id === id)!;
    expect(line.is_selected).toBe(1);
    expect(cart.totals.selected_total).toBe(yuan(pack.priceFen * 2));
    expect(cart.totals.selected_count).toBe(1);
    // Unselecting and selecting again is allowed too.
    await server.api('/api/cart/batch_select', as(demo, json({ ids: [id], is_selected: 0 })));
    await server.api('/api/cart/batch_select', as(demo, json({ ids: [id], is_selected: 1 })));
    expect((await cartOf(demo)).totals.selected_total).toBe(yuan(pack.priceFen * 2));

    const refused = await placeOrder(server, demo, { ids: [id], address_id: await defaultAddressId(server, demo) });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain('库存不足');
  });
});

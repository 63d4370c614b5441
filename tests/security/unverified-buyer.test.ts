import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coupon, OrderCheckoutPreview } from '../../shared/contract/order';
import { UNVERIFIED_BUYER_MESSAGE } from '../../shared/contract/user';
import type { Page } from '../../shared/contract/envelope';
import { cartItems, goods, orders, userCoupons, users, type GoodsRow } from '../../server/db/schema';
import { reviewAccount } from '../../server/services/licences/review';
import { json, startServer, type TestServer } from '../api/harness';
import { as, cartWith, defaultAddressId, loginAs, placeOrder, plainGoods, type Who } from '../api/order-fixtures';

/**
 * Threat: a buyer whose licences (资质) are not yet approved (is_passed 0,
 * the seed's tydesheng) orders prescription-grade wholesale medicine.
 * Rule: POST /api/order refuses them with 422 on `user` before anything is
 * locked or written; browsing and the cart stay open; the checkout preview
 * says can_order 0 with the reason.
 */

let server: TestServer;
let unverified: Who;
let verified: Who;
let item: GoodsRow;

beforeAll(async () => {
  server = await startServer();
  unverified = await loginAs(server, 'tydesheng');
  verified = await loginAs(server, 'demo');
  item = (await plainGoods(server, 1))[0]!;
});
afterAll(() => server?.close());

/** Everything an order would change for the buyer: orders, cart lines, held coupons, the goods' stock. */
async function footprint(who: Who) {
  const [[placed], cart, coupons, [stock]] = await Promise.all([
    server.db.select({ n: count() }).from(orders).where(eq(orders.userId, who.id)),
    server.db.select({ id: cartItems.id, number: cartItems.number }).from(cartItems).where(eq(cartItems.userId, who.id)).orderBy(asc(cartItems.id)),
    server.db
      .select({ id: userCoupons.id, status: userCoupons.status, orderId: userCoupons.orderId })
      .from(userCoupons)
      .where(eq(userCoupons.userId, who.id))
      .orderBy(asc(userCoupons.id)),
    server.db.select({ stock: goods.stock, sales: goods.sales }).from(goods).where(eq(goods.id, item.id)),
  ]);
  return { orders: placed?.n, cart, coupons, stock };
}

/** The buyer's cart filled with enough of the goods for a coupon, and a coupon usable with it. */
async function cartWithCoupon(who: Who): Promise<{ ids: number[]; couponId: number }> {
  const number = Math.ceil(600_00 / Math.max(item.priceFen, 1));
  const ids = await cartWith(server, who, [{ goods: item, number }]);
  const coupons = await server.api<Page<Coupon>>(`/api/user/availableCoupon?ids=${ids.join(',')}`, as(who));
  expect(coupons.status).toBe(200);
  const usable = coupons.body.data.data.find((coupon) => coupon.usable === 1);
  expect(usable, 'a seeded coupon usable with this cart').toBeDefined();
  return { ids, couponId: usable!.id };
}

describe('an unverified buyer (is_passed 0)', () => {
  it('logs in, is told is_passed 0, browses and fills the cart', async () => {
    const base = await server.api<{ is_passed: number }>('/api/user/base', as(unverified));
    expect(base.body.data.is_passed).toBe(0);
    expect((await server.api('/api/goods/list')).status).toBe(200);
    expect((await server.api(`/api/goods/detail/${item.id}`, as(unverified))).status).toBe(200);
    await server.db.delete(cartItems).where(eq(cartItems.userId, unverified.id));
    const added = await server.api('/api/cart', as(unverified, json({ params: [{ goods_id: item.id, number: 2 }] })));
    expect(added.status).toBe(200);
    const [line] = await server.db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.userId, unverified.id), eq(cartItems.goodsId, item.id)));
    expect(line?.number).toBe(2);
  });

  it('sees the checkout preview with its figures, can_order 0 and the reason', async () => {
    const { ids } = await cartWithCoupon(unverified);
    const preview = await server.api<OrderCheckoutPreview>('/api/cart/checkout', as(unverified, json({ ids })));
    expect(preview.status).toBe(200);
    expect(preview.body.data.can_order).toBe(0);
    expect(preview.body.data.blocked_reason).toBe(UNVERIFIED_BUYER_MESSAGE);
    expect(Number(preview.body.data.pay_total)).toBeGreaterThan(0);
  });

  it('cannot create an order: 422 on user with the reason; no order, stock, cart lines and coupons unchanged', async () => {
    const { ids, couponId } = await cartWithCoupon(unverified);
    const before = await footprint(unverified);
    const body = { ids, address_id: await defaultAddressId(server, unverified), coupon_id: couponId };

    const refused = await placeOrder(server, unverified, body, 'unverified-1');
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe(422);
    expect(refused.body.message).toBe('您的资质正在审核中，审核通过后即可下单');
    expect(refused.body.errors).toEqual({ user: ['您的资质正在审核中，审核通过后即可下单'] });
    // The same again (a retry with the same key) is refused the same way.
    expect((await placeOrder(server, unverified, body, 'unverified-1')).status).toBe(422);

    expect(await footprint(unverified)).toEqual(before);
  });

  it('once approved, the same buyer orders the same cart (the refusal was only the qualification)', async () => {
    const { ids, couponId } = await cartWithCoupon(unverified);
    // Approved the way a reviewer does it (npm run admin -- review): the account and its licences.
    expect(await reviewAccount(server.db, 'tydesheng', { approve: true })).toMatchObject({ id: unverified.id });
    try {
      const preview = await server.api<OrderCheckoutPreview>('/api/cart/checkout', as(unverified, json({ ids })));
      expect(preview.body.data).toMatchObject({ can_order: 1, blocked_reason: '' });
      const placed = await placeOrder(server, unverified, { ids, address_id: await defaultAddressId(server, unverified), coupon_id: couponId });
      expect(placed.status).toBe(200);
      expect(placed.body.data.order_no).toMatch(/^YP\d+$/);
    } finally {
      await server.db.update(users).set({ isPassed: false }).where(eq(users.id, unverified.id));
    }
  });
});

describe('a verified buyer', () => {
  it('still orders: stock reserved, cart lines gone, coupon used', async () => {
    const { ids, couponId } = await cartWithCoupon(verified);
    const before = await footprint(verified);
    const placed = await placeOrder(server, verified, { ids, address_id: await defaultAddressId(server, verified), coupon_id: couponId });
    expect(placed.status).toBe(200);
    const after = await footprint(verified);
    expect(after.orders).toBe((before.orders ?? 0) + 1);
    expect(after.cart).toEqual([]);
    expect(after.stock!.stock).toBeLessThan(before.stock!.stock);
    expect(after.coupons.find((coupon) => coupon.id === couponId)?.status).toBe(1);
  });
});

import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderCheckoutPreview, OrderCounts, OrderDetail, OrderSummary } from '../../shared/contract/order';
import type { Page } from '../../shared/contract/envelope';
import { cartItems, goods, orderItems, orders, pointsTransactions, userCoupons, users } from '../../server/db/schema';
import { createOrder } from '../../server/services/order/create';
import { expireUnpaidOrders } from '../../server/services/order/expiry';
import { json, startServer, type TestServer } from './harness';
import { as, cartWith, defaultAddressId, goodsRow, loginAs, orderOf, placeOrder, plainGoods, withKey, yuan, type Who } from './order-fixtures';

let server: TestServer;
let demo: Who;
let other: Who;

beforeAll(async () => {
  server = await startServer();
  demo = await loginAs(server, 'demo');
  other = await loginAs(server, 'chain');
});
afterAll(() => server?.close());

async function unusedCoupon(who: Who, name: string): Promise<number> {
  const rows = await server.db.select().from(userCoupons).where(eq(userCoupons.userId, who.id));
  const designs = await server.db.query.coupons.findMany();
  const design = designs.find((d) => d.name === name)!;
  const now = new Date();
  return rows.find((row) => row.couponId === design.id && row.status === 0 && row.validTo > now)!.id;
}

const rowCount = async (table: typeof orders | typeof orderItems | typeof cartItems) => (await server.db.select({ n: count() }).from(table))[0]!.n;

describe('placing an order', () => {
  it('charges what the preview showed, copies the address and empties those cart lines', async () => {
    const [a, b] = await plainGoods(server, 2);
    const ids = await cartWith(server, demo, [
      { goods: a!, number: 3 },
      { goods: b!, number: 2 },
    ]);
    const preview = await server.api<OrderCheckoutPreview>('/api/cart/checkout', as(demo, json({ ids })));
    expect(preview.status).toBe(200);
    expect(preview.body.data.is_hm).toBe(0);
    const stockBefore = [(await goodsRow(server, a!.id)).stock, (await goodsRow(server, b!.id)).stock];

    const addressId = await defaultAddressId(server, demo);
    const created = await placeOrder(server, demo, { ids, address_id: addressId, remark: '请尽快发货' });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('下单成功');
    const order = created.body.data;
    expect(order.pay_total).toBe(preview.body.data.pay_total);
    expect(order.pay_path).toBe(`/cart/step3/${order.id}`);
    expect(order.order_no).toMatch(/^YP\d{20}$/);

    expect((await goodsRow(server, a!.id)).stock).toBe(stockBefore[0]! - 3);
    expect((await goodsRow(server, b!.id)).stock).toBe(stockBefore[1]! - 2);
    expect(await server.db.select().from(cartItems).where(eq(cartItems.userId, demo.id))).toHaveLength(0);

    const detail = await server.api<OrderDetail>(`/api/order/${order.id}`, as(demo));
    expect(detail.status).toBe(200);
    const d = detail.body.data;
    expect(d.status).toBe(1);
    expect(d.status_text).toBe('待付款');
    expect(d.consignee).toBe('刘建华');
    expect(d.address).toContain('建设北大街126号');
    expect(d.remark).toBe('请尽快发货');
    expect(d.items.map((item) => [item.goods_id, item.number, item.price])).toEqual([
      [a!.id, 3, yuan(a!.priceFen)],
      [b!.id, 2, yuan(b!.priceFen)],
    ]);
    expect(d.goods_total).toBe(yuan(3 * a!.priceFen + 2 * b!.priceFen));
    expect(d.actions).toEqual({ pay: 1, cancel: 1, receive: 0, after_sale: 0, rebuy: 0, request_cancel: 0 });
    expect(d.expires_at - d.created_at).toBe(30 * 60);
    expect(d.timeline[0]!.text).toBe('提交订单');
  });

  it('applies a coupon once: the order charges it, the coupon is used, a second order cannot use it', async () => {
    const [a] = await plainGoods(server, 1, 2);
    const number = Math.ceil(60_000 / a!.priceFen);
    const couponId = await unusedCoupon(demo, '满500减20');
    const ids = await cartWith(server, demo, [{ goods: a!, number }]);
    const preview = await server.api<OrderCheckoutPreview>('/api/cart/checkout', as(demo, json({ ids, coupon_id: couponId })));
    expect(preview.status).toBe(200);
    expect(preview.body.data.coupon).toMatchObject({ id: couponId, amount: '20.00' });
    const created = await placeOrder(server, demo, { ids, address_id: await defaultAddressId(server, demo), coupon_id: couponId });
    expect(created.status).toBe(200);
    expect(created.body.data.pay_total).toBe(preview.body.data.pay_total);
    const [held] = await server.db.select().from(userCoupons).where(eq(userCoupons.id, couponId));
    expect(held).toMatchObject({ status: 1, orderId: created.body.data.id });

    const again = await cartWith(server, demo, [{ goods: a!, number }]);
    const second = await placeOrder(server, demo, { ids: again, address_id: await defaultAddressId(server, demo), coupon_id: couponId });
    expect(second.status).toBe(422);
    expect(second.body.errors?.coupon_id?.[0]).toBe('优惠券已使用');
  });

  it('refuses a coupon below its threshold, another buyer’s coupon and nonsense in the preview (422 on coupon_id)', async () => {
    const [a] = await plainGoods(server, 1, 3);
    const ids = await cartWith(server, demo, [{ goods: a!, number: 1 }]);
    const big = await unusedCoupon(demo, '满3000减150');
    const short = await server.api('/api/cart/checkout', as(demo, json({ ids, coupon_id: big })));
    expect(short.status).toBe(422);
    expect(short.body.errors?.coupon_id?.[0]).toMatch(/^还差¥\d+\.\d{2}可用$/);
    const foreign = await unusedCoupon(other, '现金券¥10');
    const theirs = await server.api('/api/cart/checkout', as(demo, json({ ids, coupon_id: foreign })));
    expect(theirs.status).toBe(422);
    expect(theirs.body.errors?.coupon_id?.[0]).toBe('优惠券不存在');
    const junk = await server.api('/api/cart/checkout', as(demo, json({ ids, coupon_id: 'x' })));
    expect(junk.status).toBe(422);
    expect(junk.body.errors?.coupon_id?.[0]).toBe('优惠券编号必须是数字');
  });

  it('one Idempotency-Key makes one order, sequentially and concurrently', async () => {
    const [a] = await plainGoods(server, 1, 4);
    const before = (await goodsRow(server, a!.id)).stock;
    const ids = await cartWith(server, demo, [{ goods: a!, number: 2 }]);
    const body = { ids, address_id: await defaultAddressId(server, demo) };
    const first = await placeOrder(server, demo, body, 'key-seq-1');
    const second = await placeOrder(server, demo, body, 'key-seq-1');
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual(first.body.data);
    expect((await goodsRow(server, a!.id)).stock).toBe(before - 2);
    // The key is bound to the body: the same key with another remark is not that order.
    const changed = await placeOrder(server, demo, { ...body, remark: '改了备注' }, 'key-seq-1');
    expect(changed.status).toBe(422);
    expect(Object.keys(changed.body.errors ?? {})).toEqual(['idempotency_key']);
    expect((await goodsRow(server, a!.id)).stock).toBe(before - 2);

    const ids2 = await cartWith(server, demo, [{ goods: a!, number: 1 }]);
    const ordersBefore = await rowCount(orders);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => placeOrder(server, demo, { ids: ids2, address_id: body.address_id }, 'key-concurrent-1')),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((r) => r.body.data.id)).size).toBe(1);
    expect(await rowCount(orders)).toBe(ordersBefore + 1);
    expect((await goodsRow(server, a!.id)).stock).toBe(before - 3);

    const tooLong = await placeOrder(server, demo, body, 'k'.repeat(101));
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.message).toContain('请求标识');
  });

  it('names the goods that ran short and changes nothing', async () => {
    const [a, b] = await plainGoods(server, 2, 5);
    const ids = await cartWith(server, demo, [
      { goods: a!, number: 2 },
      { goods: b!, number: 2 },
    ]);
    await server.db.update(goods).set({ stock: 1 }).where(eq(goods.id, b!.id));
    const stockA = (await goodsRow(server, a!.id)).stock;
    const before = await rowCount(orders);
    const response = await placeOrder(server, demo, { ids, address_id: await defaultAddressId(server, demo) });
    expect(response.status).toBe(422);
    expect(response.body.errors?.ids?.[0]).toBe(`「${b!.name}」库存不足，仅剩1件`);
    expect(await rowCount(orders)).toBe(before);
    expect((await goodsRow(server, a!.id)).stock).toBe(stockA);
    expect(await server.db.select().from(cartItems).where(eq(cartItems.userId, demo.id))).toHaveLength(2);
    await server.db.update(goods).set({ stock: b!.stock }).where(eq(goods.id, b!.id));
  });

  it('answers 422 with Chinese messages to malformed bodies and writes nothing', async () => {
    const [a] = await plainGoods(server, 1, 6);
    const ids = await cartWith(server, demo, [{ goods: a!, number: 1 }]);
    const address = await defaultAddressId(server, demo);
    const before = [await rowCount(orders), await rowCount(orderItems), await rowCount(cartItems)];
    const cases: [unknown, string][] = [
      [{ address_id: address }, 'ids'],
      [{ ids: 'abc', address_id: address }, 'ids.0'],
      [{ ids, address_id: -1 }, 'address_id'],
      [{ ids, address_id: address, coupon_id: 'x' }, 'coupon_id'],
      [{ ids, address_id: address, remark: '长'.repeat(201) }, 'remark'],
      [{ ids, address_id: address, invoice_type: 9 }, 'invoice_type'],
      [[ids, address], 'body'],
    ];
    for (const [body, field] of cases) {
      const response = await server.api('/api/order', as(demo, json(body)));
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.body.errors ?? {})).toContain(field);
      expect(response.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    // The messages 核对订单信息 shows before sending (shared/contract/calls/order-input.ts), the same from the server.
    const noTitle = await server.api('/api/order', as(demo, json({ ids, address_id: address, invoice_type: 1, invoice_title: ' ' })));
    expect(noTitle.body.errors).toEqual({ invoice_title: ['请填写发票抬头'] });
    const noTaxNo = await server.api('/api/order', as(demo, json({ ids, address_id: address, invoice_type: 2, invoice_title: '济南仁和诊所' })));
    expect(noTaxNo.body.errors).toEqual({ invoice_tax_no: ['请填写纳税人识别号'] });
    expect([await rowCount(orders), await rowCount(orderItems), await rowCount(cartItems)]).toEqual(before);
  });

  it('404s another buyer’s cart lines and address, and changes nothing', async () => {
    const [a] = await plainGoods(server, 1, 7);
    const theirIds = await cartWith(server, other, [{ goods: a!, number: 1 }]);
    const mine = await cartWith(server, demo, [{ goods: a!, number: 1 }]);
    const before = await rowCount(orders);
    const lines = await placeOrder(server, demo, { ids: theirIds, address_id: await defaultAddressId(server, demo) });
    expect(lines.status).toBe(404);
    const address = await placeOrder(server, demo, { ids: mine, address_id: await defaultAddressId(server, other) });
    expect(address.status).toBe(404);
    expect(address.body.message).toBe('收货地址不存在');
    expect(await rowCount(orders)).toBe(before);
  });
});

describe('order numbers', () => {
  it('draws another number when the first is already an order’s (two orders in one second may draw the same)', async () => {
    const [a] = await plainGoods(server, 1, 14);
    const first = await placeOrder(server, demo, {
      ids: await cartWith(server, demo, [{ goods: a!, number: 1 }]),
      address_id: await defaultAddressId(server, demo),
    });
    expect(first.status).toBe(200);
    const ids = await cartWith(server, demo, [{ goods: a!, number: 1 }]);
    const drawn = [first.body.data.order_no, 'YP20261125000000123456'];
    const input = { ids, address_id: await defaultAddressId(server, demo), coupon_id: 0, invoice_type: 0, invoice_title: '', invoice_tax_no: '', remark: '' };
    const second = await createOrder(server.db, demo.id, input, null, new Date(), () => drawn.shift()!);
    expect(second.order_no).toBe('YP20261125000000123456');
    expect(drawn).toEqual([]);
    const [row] = await server.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, first.body.data.order_no));
    expect(row!.id).toBe(first.body.data.id);
  });
});

describe('after placing', () => {
  it('cancel gives stock and the coupon back; only an unpaid order can be cancelled', async () => {
    const [a] = await plainGoods(server, 1, 8);
    const before = (await goodsRow(server, a!.id)).stock;
    const couponId = await unusedCoupon(demo, '现金券¥10');
    const order = await orderOf(server, demo, [{ goods: a!, number: 4 }], { coupon_id: couponId });
    expect((await goodsRow(server, a!.id)).stock).toBe(before - 4);
    const cancelled = await server.api<OrderDetail>(`/api/order/${order.id}/cancel`, as(demo, json({ reason: '不想要了' })));
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 5, status_text: '已取消', cancel_reason: '不想要了' });
    expect((await goodsRow(server, a!.id)).stock).toBe(before);
    const [held] = await server.db.select().from(userCoupons).where(eq(userCoupons.id, couponId));
    expect(held).toMatchObject({ status: 0, orderId: null });
    const again = await server.api(`/api/order/${order.id}/cancel`, as(demo, json({})));
    expect(again.status).toBe(422);
    expect((await goodsRow(server, a!.id)).stock).toBe(before);
  });

  it('expiry (expireUnpaidOrders at a later time) cancels with 超时未支付 and restores stock', async () => {
    const [a] = await plainGoods(server, 1, 9);
    const before = (await goodsRow(server, a!.id)).stock;
    const order = await orderOf(server, demo, [{ goods: a!, number: 5 }]);
    expect(await expireUnpaidOrders(server.db, new Date(Date.now() + 10 * 60_000))).toBe(0);
    const moved = await expireUnpaidOrders(server.db, new Date(Date.now() + 31 * 60_000));
    expect(moved).toBeGreaterThanOrEqual(1);
    expect((await goodsRow(server, a!.id)).stock).toBe(before);
    const detail = await server.api<OrderDetail>(`/api/order/${order.id}`, as(demo));
    expect(detail.body.data).toMatchObject({ status: 5, cancel_reason: '超时未支付' });
    expect(await expireUnpaidOrders(server.db, new Date(Date.now() + 31 * 60_000))).toBe(0);
  });

  it('receive completes a shipped order and awards floor(pay_total) points with a ledger row', async () => {
    const [a] = await plainGoods(server, 1, 10);
    const order = await orderOf(server, demo, [{ goods: a!, number: 2 }]);
    const early = await server.api(`/api/order/${order.id}/receive`, as(demo, json({})));
    expect(early.status).toBe(422);
    await server.db.update(orders).set({ status: 3, paidAt: new Date(), shippedAt: new Date() }).where(eq(orders.id, order.id));
    const [before] = await server.db.select({ points: users.points }).from(users).where(eq(users.id, demo.id));
    const received = await server.api<OrderDetail>(`/api/order/${order.id}/receive`, as(demo, json({})));
    expect(received.status).toBe(200);
    expect(received.body.data.status).toBe(4);
    const points = Math.floor(Number(order.pay_total));
    const [after] = await server.db.select({ points: users.points }).from(users).where(eq(users.id, demo.id));
    expect(after!.points).toBe(before!.points + points);
    const ledger = await server.db.select().from(pointsTransactions).where(eq(pointsTransactions.userId, demo.id));
    expect(ledger.some((row) => row.points === points && row.balanceAfter === after!.points)).toBe(true);
    const twice = await server.api(`/api/order/${order.id}/receive`, as(demo, json({})));
    expect(twice.status).toBe(422);
  });

  it('rebuy puts the goods back into the cart', async () => {
    const [a] = await plainGoods(server, 1, 11);
    const order = await orderOf(server, demo, [{ goods: a!, number: 3 }]);
    await server.api(`/api/order/${order.id}/cancel`, as(demo, json({})));
    const rebuy = await server.api<{ total: number; added: number; skipped: number }>(`/api/order/${order.id}/rebuy`, as(demo, json({})));
    expect(rebuy.status).toBe(200);
    expect(rebuy.body.data).toMatchObject({ added: 1, skipped: 0 });
    const lines = await server.db.select().from(cartItems).where(eq(cartItems.userId, demo.id));
    expect(lines.find((line) => line.goodsId === a!.id)?.number).toBe(3);
  });

  it('lists by tab and keyword, newest first, with counts', async () => {
    const list = await server.api<Page<OrderSummary>>('/api/order?status=0&per_page=50', as(demo));
    expect(list.status).toBe(200);
    const all = list.body.data.data;
    expect(all.length).toBeGreaterThan(3);
    expect(all.map((o) => o.created_at)).toEqual([...all.map((o) => o.created_at)].sort((x, y) => y - x));
    const cancelled = await server.api<Page<OrderSummary>>('/api/order?status=5', as(demo));
    expect(cancelled.body.data.data.every((o) => o.status === 5)).toBe(true);
    const counts = await server.api<OrderCounts>('/api/order/counts', as(demo));
    expect(counts.body.data['0']).toBe(list.body.data.total);
    expect(counts.body.data['5']).toBe(cancelled.body.data.total);
    const byNo = await server.api<Page<OrderSummary>>(`/api/order?keyword=${all[0]!.order_no}`, as(demo));
    expect(byNo.body.data.data.map((o) => o.id)).toEqual([all[0]!.id]);
    const byName = await server.api<Page<OrderSummary>>(`/api/order?keyword=${encodeURIComponent(all[0]!.items[0]!.name)}`, as(demo));
    expect(byName.body.data.data.map((o) => o.id)).toContain(all[0]!.id);
    const wildcard = await server.api<Page<OrderSummary>>('/api/order?keyword=%25', as(demo));
    expect(wildcard.body.data.total).toBe(0);
    const theirs = await server.api<Page<OrderSummary>>('/api/order', as(other));
    expect(theirs.body.data.data.some((o) => all.some((mine) => mine.id === o.id))).toBe(false);
  });

  it('another buyer’s order ids answer 404 and change nothing', async () => {
    const [a] = await plainGoods(server, 1, 12);
    const order = await orderOf(server, demo, [{ goods: a!, number: 1 }]);
    for (const [path, init] of [
      [`/api/order/${order.id}`, {}],
      [`/api/order/${order.id}/cancel`, json({})],
      [`/api/order/${order.id}/receive`, json({})],
      [`/api/order/${order.id}/rebuy`, json({})],
      [`/api/order/${order.id}/pay`, {}],
      [`/api/order/${order.id}/pay`, json({ method: 'wallet' })],
    ] as [string, RequestInit][]) {
      const response = await server.api(path, as(other, init));
      expect(response.status, path).toBe(404);
    }
    const [row] = await server.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe(1);
  });

  it('keeps idempotent submits apart per buyer', async () => {
    const [a] = await plainGoods(server, 1, 13);
    const mine = await cartWith(server, demo, [{ goods: a!, number: 1 }]);
    const theirs = await cartWith(server, other, [{ goods: a!, number: 1 }]);
    const x = await server.api('/api/order', withKey('shared-key', as(demo, json({ ids: mine, address_id: await defaultAddressId(server, demo) }))));
    const y = await server.api('/api/order', withKey('shared-key', as(other, json({ ids: theirs, address_id: await defaultAddressId(server, other) }))));
    expect(x.status).toBe(200);
    expect(y.status).toBe(200);
    expect((x.body.data as { id: number }).id).not.toBe((y.body.data as { id: number }).id);
  });
});

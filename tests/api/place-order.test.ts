import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, coupons, orderItems, orders, userCoupons } from '../../server/db/schema';
import { isUniqueViolation } from '../../server/db/errors';
import { orderGuardOf, placeOrder, placeOrders, type OrderWrite } from '../../server/services/order/place-order';
import { startServer, type TestServer } from './harness';
import { cartWith, defaultAddressId, goodsRow, loginAs, placeOrder as postOrder, plainGoods, type Who } from './order-fixtures';

// The one statement that writes an order (the database function
// place_order): every write in it guards itself against a world that changed
// since the order was read and priced, and a guard that fails leaves
// nothing behind — no order row, no items, stock, coupon and cart as they were.

let server: TestServer;
let demo: Who;

beforeAll(async () => {
  server = await startServer();
  demo = await loginAs(server, 'demo');
});
afterAll(() => server?.close());

let drawn = 0;
const freshNo = () => `YP20261128${String(Date.now() % 1e6).padStart(6, '0')}${String(++drawn).padStart(6, '0')}`;

/** A write for one cart line of `goodsId`, as createOrder would build it after pricing. */
async function writeFor(line: { id: number; goodsId: number; number: number }, over: Partial<OrderWrite> = {}): Promise<OrderWrite> {
  const row = await goodsRow(server, line.goodsId);
  const now = new Date();
  return {
    userId: demo.id,
    order: {
      userId: demo.id,
      status: 1,
      goodsTotalFen: row.priceFen * line.number,
      manjianFen: 0,
      discountFen: 0,
      couponFen: 0,
      freightFen: 0,
      payTotalFen: row.priceFen * line.number,
      userCouponId: over.userCouponId ?? null,
      couponNote: '',
      isHm: false,
      consignee: '张三',
      phone: '13800000000',
      address: '河北省石家庄市长安区中山东路1号',
      invoiceType: 0,
      invoiceTitle: '',
      invoiceTaxNo: '',
      remark: '',
      idempotencyKey: null,
      idempotencyHash: null,
      expiresAt: new Date(now.getTime() + 30 * 60_000),
      createdAt: now,
      updatedAt: now,
    },
    items: [
      {
        goodsId: row.id,
        name: row.name,
        sccj: row.sccj,
        ypgg: row.ypgg,
        bzdw: row.bzdw,
        approval: row.approval,
        batchNo: row.batchNo,
        number: line.number,
        priceFen: row.priceFen,
        amountFen: row.priceFen * line.number,
        type: 0,
        isEphedrine: false,
        gift: null,
        combinationName: null,
        combinationGoodsId: null,
      },
    ],
    lines: [line],
    stock: [{ goodsId: row.id, number: line.number }],
    gifts: [],
    userCouponId: null,
    releaseKeyOf: null,
    orderNos: [freshNo()],
    ...over,
  };
}

async function lineOf(goodsId: number, number: number): Promise<{ id: number; goodsId: number; number: number }> {
  const [id] = await cartWith(server, demo, [{ goods: await goodsRow(server, goodsId), number }]);
  return { id: id!, goodsId, number };
}

const ordersOfDemo = async () => (await server.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, demo.id))).length;
const cartLine = async (id: number) => (await server.db.select().from(cartItems).where(eq(cartItems.id, id)))[0];

async function refusal(write: OrderWrite): Promise<unknown> {
  try {
    await placeOrder(server.db, write);
  } catch (error) {
    return error;
  }
  throw new Error('place_order wrote the order');
}

describe('place_order, the one write of an order', () => {
  it('writes the order, its items, takes the stock and the cart line, and answers the stock left', async () => {
    const [a] = await plainGoods(server, 1, 20);
    const before = (await goodsRow(server, a!.id)).stock;
    const line = await lineOf(a!.id, 3);
    const placed = await placeOrder(server.db, await writeFor(line));
    expect(placed.left.get(a!.id)).toBe(before - 3);
    expect((await goodsRow(server, a!.id)).stock).toBe(before - 3);
    expect(await cartLine(line.id)).toBeUndefined();
    const items = await server.db.select().from(orderItems).where(eq(orderItems.orderId, placed.id));
    expect(items).toMatchObject([{ goodsId: a!.id, number: 3 }]);
    const [order] = await server.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(order).toMatchObject({ orderNo: placed.orderNo, userId: demo.id, status: 1 });
  });

  it('refuses goods sold out since the read with the stock now left, and writes nothing', async () => {
    const [a] = await plainGoods(server, 1, 21);
    const line = await lineOf(a!.id, 2);
    const before = { orders: await ordersOfDemo(), stock: (await goodsRow(server, a!.id)).stock };
    const error = await refusal(await writeFor(line, { stock: [{ goodsId: a!.id, number: before.stock + 1 }] }));
    expect(orderGuardOf(error)).toEqual({ kind: 'stock', goodsId: a!.id, stock: before.stock, isBuy: true });
    expect(await ordersOfDemo()).toBe(before.orders);
    expect((await goodsRow(server, a!.id)).stock).toBe(before.stock);
    expect(await cartLine(line.id)).toBeDefined();
  });

  it('refuses a coupon used since the read (another order took it), and writes nothing', async () => {
    const [a] = await plainGoods(server, 1, 22);
    const design = (await server.db.select().from(coupons)).find((row) => row.name === '现金券¥10')!;
    const [held] = await server.db
      .insert(userCoupons)
      .values({ userId: demo.id, couponId: design.id, status: 1, validTo: new Date(Date.now() + 86_400_000), usedAt: new Date() })
      .returning({ id: userCoupons.id });
    const line = await lineOf(a!.id, 1);
    const before = { orders: await ordersOfDemo(), stock: (await goodsRow(server, a!.id)).stock };
    const error = await refusal(await writeFor(line, { userCouponId: held!.id }));
    expect(orderGuardOf(error)).toEqual({ kind: 'coupon' });
    expect(await ordersOfDemo()).toBe(before.orders);
    expect((await goodsRow(server, a!.id)).stock).toBe(before.stock);
    expect(await cartLine(line.id)).toBeDefined();
  });

  it('refuses cart lines changed or deleted since the read, and writes nothing', async () => {
    const [a] = await plainGoods(server, 1, 23);
    const line = await lineOf(a!.id, 2);
    const before = { orders: await ordersOfDemo(), stock: (await goodsRow(server, a!.id)).stock };
    await server.db.update(cartItems).set({ number: 5 }).where(eq(cartItems.id, line.id));
    expect(orderGuardOf(await refusal(await writeFor(line)))).toEqual({ kind: 'cart' });
    await server.db.delete(cartItems).where(eq(cartItems.id, line.id));
    expect(orderGuardOf(await refusal(await writeFor({ ...line, number: 5 })))).toEqual({ kind: 'cart' });
    expect(await ordersOfDemo()).toBe(before.orders);
    expect((await goodsRow(server, a!.id)).stock).toBe(before.stock);
  });

  it('skips a taken order number, and refuses when every candidate is taken', async () => {
    const [a] = await plainGoods(server, 1, 24);
    const first = await placeOrder(server.db, await writeFor(await lineOf(a!.id, 1)));
    const next = freshNo();
    const second = await placeOrder(server.db, await writeFor(await lineOf(a!.id, 1), { orderNos: [first.orderNo, next] }));
    expect(second.orderNo).toBe(next);
    const line = await lineOf(a!.id, 1);
    expect(orderGuardOf(await refusal(await writeFor(line, { orderNos: [first.orderNo, next] })))).toEqual({ kind: 'order_no' });
    expect(await cartLine(line.id)).toBeDefined();
  });
});

describe('POST /api/order when the world changes under it', () => {
  it('two orders racing for one coupon: one uses it, the other is refused on coupon_id and leaves its stock and cart', async () => {
    const [a, b] = await plainGoods(server, 2, 25);
    const design = (await server.db.select().from(coupons)).find((row) => row.name === '现金券¥10')!;
    const [held] = await server.db
      .insert(userCoupons)
      .values({ userId: demo.id, couponId: design.id, validTo: new Date(Date.now() + 86_400_000) })
      .returning({ id: userCoupons.id });
    const address = await defaultAddressId(server, demo);
    const number = (row: { priceFen: number }) => Math.max(1, Math.ceil(5_000 / row.priceFen));
    const [lineA, lineB] = await cartWith(server, demo, [
      { goods: a!, number: number(a!) },
      { goods: b!, number: number(b!) },
    ]);
    const stock = { a: (await goodsRow(server, a!.id)).stock, b: (await goodsRow(server, b!.id)).stock };
    const answers = await Promise.all([
      postOrder(server, demo, { ids: [lineA], address_id: address, coupon_id: held!.id }, `coupon-race-a-${held!.id}`),
      postOrder(server, demo, { ids: [lineB], address_id: address, coupon_id: held!.id }, `coupon-race-b-${held!.id}`),
    ]);
    const won = answers.filter((answer) => answer.status === 200);
    const lost = answers.filter((answer) => answer.status !== 200);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.status).toBe(422);
    expect(['优惠券已使用', '优惠券已被使用或已过期']).toContain(lost[0]!.body.errors?.coupon_id?.[0]);
    const [used] = await server.db.select().from(userCoupons).where(eq(userCoupons.id, held!.id));
    expect(used).toMatchObject({ status: 1, orderId: won[0]!.body.data.id });
    // The loser's goods and cart line are untouched.
    const loserIsA = answers[0].status !== 200;
    const loser = loserIsA ? { goods: a!, line: lineA!, stock: stock.a } : { goods: b!, line: lineB!, stock: stock.b };
    expect((await goodsRow(server, loser.goods.id)).stock).toBe(loser.stock);
    expect(await cartLine(loser.line)).toBeDefined();
    const mine = await server.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, demo.id), eq(orders.userCouponId, held!.id)));
    expect(mine).toHaveLength(1);
  });

  it('writes several orders in one statement; one a guard refuses is undone alone, the others are written', async () => {
    const [a, b, c] = await plainGoods(server, 3, 25);
    // Three cart lines of the buyer at once (cartWith keeps one goods per cart).
    await server.db.delete(cartItems).where(eq(cartItems.userId, demo.id));
    const inserted = await server.db
      .insert(cartItems)
      .values([a!, b!, c!].map((row) => ({ userId: demo.id, goodsId: row.id, number: 2, priceFen: row.priceFen, isSelected: true })))
      .returning({ id: cartItems.id, goodsId: cartItems.goodsId });
    const line = (goodsId: number) => ({ id: inserted.find((row) => row.goodsId === goodsId)!.id, goodsId, number: 2 });
    const before = { a: (await goodsRow(server, a!.id)).stock, b: (await goodsRow(server, b!.id)).stock, c: (await goodsRow(server, c!.id)).stock };
    const ordersBefore = await ordersOfDemo();
    const taken = await writeFor(line(a!.id));
    const outcomes = await placeOrders(server.db, [
      taken,
      // b: more than its stock, as when others sold it out since the read.
      await writeFor(line(b!.id), { stock: [{ goodsId: b!.id, number: before.b + 1 }] }),
      await writeFor(line(c!.id)),
      // The first one's order number again, and nothing else to try: a unique violation, undone alone.
      await writeFor({ id: line(a!.id).id + 100_000, goodsId: a!.id, number: 1 }, { orderNos: taken.orderNos }),
    ]);
    expect(outcomes.map((outcome) => (outcome instanceof Error ? 'failed' : 'placed'))).toEqual(['placed', 'failed', 'placed', 'failed']);
    expect(orderGuardOf(outcomes[1])).toEqual({ kind: 'stock', goodsId: b!.id, stock: before.b, isBuy: true });
    expect(orderGuardOf(outcomes[3])).toEqual({ kind: 'order_no' });
    expect(isUniqueViolation(outcomes[3])).toBe(false);
    expect(await ordersOfDemo()).toBe(ordersBefore + 2);
    expect((await goodsRow(server, a!.id)).stock).toBe(before.a - 2);
    expect((await goodsRow(server, b!.id)).stock).toBe(before.b);
    expect((await goodsRow(server, c!.id)).stock).toBe(before.c - 2);
    expect(await cartLine(line(a!.id).id)).toBeUndefined();
    expect(await cartLine(line(b!.id).id)).toBeDefined();
    expect(await cartLine(line(c!.id).id)).toBeUndefined();
  });

  it('many buyers’ orders for one goods at once: each placed once, the stock taken exactly', async () => {
    const buyers = await Promise.all(['chain', 'jnrenhe', 'zzbxk', 'bdyimin', 'tjtongji'].map((name) => loginAs(server, name)));
    const [a] = await plainGoods(server, 1, 29);
    const bodies = await Promise.all(
      [demo, ...buyers].map(async (who) => ({
        who,
        body: { ids: await cartWith(server, who, [{ goods: a!, number: 3 }]), address_id: await defaultAddressId(server, who) },
      })),
    );
    const before = (await goodsRow(server, a!.id)).stock;
    const answers = await Promise.all(bodies.map(({ who, body }) => postOrder(server, who, body)));
    expect(answers.map((answer) => answer.status)).toEqual(bodies.map(() => 200));
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(bodies.length);
    expect((await goodsRow(server, a!.id)).stock).toBe(before - 3 * bodies.length);
    const items = await server.db.select().from(orderItems).where(eq(orderItems.goodsId, a!.id));
    expect(items.filter((item) => answers.some((answer) => answer.body.data.id === item.orderId)).map((item) => item.number)).toEqual(bodies.map(() => 3));
  });
});

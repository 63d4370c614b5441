import { and, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../shared/contract/envelope';
import type { Coupon, PointsGift, PointsLogEntry, PointsOrder, WalletLogEntry } from '../../shared/contract/order';
import type { FastBuyItem } from '../../shared/contract/self-service';
import { goods, pointsGifts, pointsOrders, pointsTransactions, users, walletTransactions } from '../../server/db/schema';
import { localSeller } from './seller/local-seller';
import { insertOrder } from './fixtures/order';
import { json, startServer, type TestServer } from './harness';
import { as, defaultAddressId, loginAs, orderOf, PAY_PASSWORD, plainGoods, setPayPassword, type Who } from './order-fixtures';

let server: TestServer;
let demo: Who;
let chain: Who;
let tj: Who;

beforeAll(async () => {
  server = await startServer();
  demo = await loginAs(server, 'demo');
  chain = await loginAs(server, 'chain');
  tj = await loginAs(server, 'tjtongji');
});
afterAll(() => server.close());

const get = <T>(who: Who, path: string) => server.api<T>(path, as(who));
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

async function userRow(who: Who) {
  const [row] = await server.db.select().from(users).where(eq(users.id, who.id));
  return row!;
}

/** Every page of a paged call, concatenated. */
async function allPages<T>(who: Who, path: string): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const res = await get<Page<T>>(who, `${path}${path.includes('?') ? '&' : '?'}page=${page}&per_page=100`);
    expect(res.status).toBe(200);
    rows.push(...res.body.data.data);
    if (page >= res.body.data.last_page) return rows;
  }
}

const fen = (yuan: string) => Math.round(Number(yuan) * 100);

describe('wallet ledger (/wdqb/yegl)', () => {
  it('sums to the balance through a wallet payment and an after-sales refund; each line links its order or refund', async () => {
    const [a] = await plainGoods(server, 1);
    const order = await orderOf(server, demo, [{ goods: a!, number: 2 }]);
    await setPayPassword(server, demo);
    const paid = await server.api(`/api/order/${order.id}/pay`, as(demo, json({ method: 'wallet', pay_password: PAY_PASSWORD })));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);

    // A delivered order returned in full: the refund reaches the wallet as its own line.
    const { order: shipped, items } = await insertOrder(server.db, { userId: demo.id, status: 3, lines: [{ goodsId: a!.id, number: 3, priceFen: 1_234 }] });
    const applied = await server.api<{ id: number; after_sale_no: string }>(
      `/api/order/${shipped.id}/return`,
      as(demo, json({ type: 1, reason: '商品破损', description: '', items: [{ order_item_id: items[0]!.id, number: 3 }] })),
    );
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    await localSeller(server.app).afterSales(later(61));
    await localSeller(server.app).afterSales(later(125));

    const entries = await allPages<WalletLogEntry>(demo, '/api/user/user_money_log');
    const balance = await server.api<{ balance: string }>('/api/user/user_money', as(demo));
    const ledgerSum = entries.reduce((total, entry) => total + fen(entry.amount), 0);
    expect(ledgerSum).toBe(fen(balance.body.data.balance));
    expect(ledgerSum).toBe((await userRow(demo)).balanceFen);

    const payment = entries.find((entry) => entry.order_id === order.id);
    expect(payment).toMatchObject({ use_type: 2, order_no: order.order_no, after_sale_id: 0, amount: `-${order.pay_total}` });
    const refund = entries.find((entry) => entry.after_sale_id === applied.body.data.id);
    expect(refund).toMatchObject({
      use_type: 1,
      amount: '37.02',
      order_id: shipped.id,
      order_no: shipped.orderNo,
      after_sale_no: applied.body.data.after_sale_no,
    });
  });

  it('filters by type and date range and pages; another buyer sees only their own lines', async () => {
    const all = await get<Page<WalletLogEntry>>(demo, '/api/user/user_money_log?per_page=1');
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.data).toHaveLength(1);
    expect(all.body.data.last_page).toBe(3);
    const second = await get<Page<WalletLogEntry>>(demo, '/api/user/user_money_log?per_page=1&page=2');
    expect(second.body.data.data[0]!.id).not.toBe(all.body.data.data[0]!.id);

    const out = await get<Page<WalletLogEntry>>(demo, '/api/user/user_money_log?use_type=2');
    expect(out.body.data.data.map((entry) => entry.use_type)).toEqual([2]);
    const income = await get<Page<WalletLogEntry>>(demo, '/api/user/user_money_log?use_type=1');
    expect(income.body.data.total).toBe(2);

    const tomorrow = Math.floor(later(86_400).getTime() / 1000);
    const future = await get<Page<WalletLogEntry>>(demo, `/api/user/user_money_log?start_time=${tomorrow}`);
    expect(future.body.data.total).toBe(0);
    const past = await get<Page<WalletLogEntry>>(demo, `/api/user/user_money_log?end_time=${tomorrow}&start_time=0`);
    expect(past.body.data.total).toBe(3);

    const theirs = await allPages<WalletLogEntry>(tj, '/api/user/user_money_log');
    expect(theirs.map((entry) => entry.note)).toEqual(['账户充值']);
    expect(theirs.reduce((total, entry) => total + fen(entry.amount), 0)).toBe((await userRow(tj)).balanceFen);
  });
});

describe('points ledger (/wdqb/jfgl) and the points mall', () => {
  async function gift(name: string): Promise<PointsGift> {
    const res = await get<PointsGift[]>(demo, '/api/points/gifts');
    return res.body.data.find((g) => g.name === name)!;
  }

  it('earns on a completed order and spends on an exchange; the ledger sums to the points and links both', async () => {
    const [a] = await plainGoods(server, 1, 1);
    const { order } = await insertOrder(server.db, { userId: demo.id, status: 3, lines: [{ goodsId: a!.id, number: 5, priceFen: 2_000 }] });
    const received = await server.api(`/api/order/${order.id}/receive`, as(demo, json({})));
    expect(received.status).toBe(200);
    const mask = await gift('医用外科口罩(50只/盒)');
    const exchanged = await server.api<PointsOrder>(
      '/api/points/exchange',
      as(demo, json({ gift_id: mask.id, number: 1, address_id: await defaultAddressId(server, demo) })),
    );
    expect(exchanged.status).toBe(200);

    const entries = await allPages<PointsLogEntry>(demo, '/api/user/points_log');
    expect(entries.reduce((total, entry) => total + entry.points, 0)).toBe((await userRow(demo)).points);
    expect(entries[0]).toMatchObject({ kind: 2, kind_text: '使用', points: -300, points_order_no: exchanged.body.data.order_no, order_id: 0 });
    expect(entries[1]).toMatchObject({ kind: 1, kind_text: '获得', points: 100, order_id: order.id, order_no: order.orderNo });
    expect(entries.at(-1)).toMatchObject({ kind: 1, note: '开户赠送积分' });

    const spent = await get<Page<PointsLogEntry>>(demo, '/api/user/points_log?kind=2');
    expect(spent.body.data.data.map((entry) => entry.kind)).toEqual([2]);
    const expired = await get<Page<PointsLogEntry>>(demo, '/api/user/points_log?kind=3');
    expect(expired.body.data.total).toBe(0);
    // Another buyer's ledger holds none of these lines.
    const theirs = await allPages<PointsLogEntry>(chain, '/api/user/points_log');
    expect(theirs.some((entry) => entry.order_id === order.id || entry.points_order_no === exchanged.body.data.order_no)).toBe(false);
  });

  it('concurrent exchanges never take the points below zero: the points pay for exactly as many as they cover', async () => {
    const [row] = await server.db.insert(pointsGifts).values({ name: '药师胸牌', points: 300, stock: 100 }).returning();
    // Bring the buyer down to 1,000 points the way the ledger would: an expiry line.
    const start = (await userRow(tj)).points;
    await server.db.update(users).set({ points: 1_000 }).where(eq(users.id, tj.id));
    await server.db.insert(pointsTransactions).values({ userId: tj.id, points: 1_000 - start, balanceAfter: 1_000, kind: 3, note: '积分过期' });
    const address = await defaultAddressId(server, tj);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => server.api<PointsOrder>('/api/points/exchange', as(tj, json({ gift_id: row!.id, number: 1, address_id: address })))),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    for (const refused of results.filter((r) => r.status !== 200)) {
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe('积分不足');
    }
    expect((await userRow(tj)).points).toBe(100);
    const made = await server.db
      .select()
      .from(pointsOrders)
      .where(and(eq(pointsOrders.giftId, row!.id), eq(pointsOrders.userId, tj.id)));
    expect(made).toHaveLength(3);
    const [ledger] = await server.db
      .select({ total: sum(pointsTransactions.points).mapWith(Number) })
      .from(pointsTransactions)
      .where(eq(pointsTransactions.userId, tj.id));
    expect(ledger!.total).toBe(100);
    const expired = await get<Page<PointsLogEntry>>(tj, '/api/user/points_log?kind=3');
    expect(expired.body.data.data).toEqual([expect.objectContaining({ kind: 3, kind_text: '过期', points: 1_000 - start, balance_after: 1_000 })]);
    // The database refuses a negative balance whatever the code does.
    await expect(server.db.update(users).set({ points: -1 }).where(eq(users.id, tj.id))).rejects.toThrow();
    // …and a spending line written as earned.
    await expect(server.db.insert(pointsTransactions).values({ userId: tj.id, points: -5, balanceAfter: 95, kind: 1 })).rejects.toThrow();
  });

  it("refuses another buyer's address without writing", async () => {
    const mask = await gift('医用外科口罩(50只/盒)');
    const before = (await userRow(demo)).points;
    const res = await server.api('/api/points/exchange', as(demo, json({ gift_id: mask.id, number: 1, address_id: await defaultAddressId(server, chain) })));
    expect(res.status).toBe(404);
    expect((await userRow(demo)).points).toBe(before);
  });
});

describe('coupons (/wdqb/yhq, /wdqb/xjq)', () => {
  it('say what they apply to, link the goods, and a used one names its order', async () => {
    const unused = await get<Page<Coupon>>(demo, '/api/user/coupon');
    expect(unused.body.data.per_page).toBe(8);
    expect(unused.body.data.data.length).toBeGreaterThan(0);
    for (const coupon of unused.body.data.data) expect(coupon).toMatchObject({ applies_to: '全场商品（秒杀、套餐除外）', goods_path: '/list', order_id: 0 });
    const count = await get<{ unused: number }>(demo, '/api/user/couponNum');
    expect(count.body.data.unused).toBe(unused.body.data.total);

    const voucher = (await get<Page<Coupon>>(demo, '/api/user/coupon?type=2')).body.data.data[0]!;
    expect(voucher).toMatchObject({ type: 2, threshold: '0.00' });
    const [a] = await plainGoods(server, 1, 2);
    const order = await orderOf(server, demo, [{ goods: a!, number: 3 }], { coupon_id: voucher.id });
    const used = await get<Page<Coupon>>(demo, '/api/user/coupon?type=2&status=1');
    expect(used.body.data.data).toEqual([expect.objectContaining({ id: voucher.id, status: 1, order_id: order.id, order_no: order.order_no })]);
    // The centre's figures follow.
    expect((await get<{ unused: number }>(demo, '/api/user/couponNum')).body.data.unused).toBe(count.body.data.unused - 1);
    // Another buyer's lists never show it.
    const theirs = await get<Page<Coupon>>(chain, '/api/user/coupon?status=1');
    expect(theirs.body.data.data.some((coupon) => coupon.id === voucher.id)).toBe(false);
  });
});

describe('quick purchase (GET /api/user/fast_buy)', () => {
  it('lists each goods bought in paid orders once, with times, amount and today’s price, sorted as asked', async () => {
    const buyer = await loginAs(server, 'bdyimin');
    const [a, b, c, d] = await plainGoods(server, 4, 3);
    const day = (n: number) => new Date(Date.now() - n * 86_400_000);
    await insertOrder(server.db, {
      userId: buyer.id,
      status: 4,
      createdAt: day(10),
      lines: [
        { goodsId: a!.id, number: 2, priceFen: 1_000 },
        { goodsId: b!.id, number: 1, priceFen: 9_900 },
      ],
    });
    await insertOrder(server.db, { userId: buyer.id, status: 2, createdAt: day(5), lines: [{ goodsId: a!.id, number: 3, priceFen: 1_000 }] });
    await insertOrder(server.db, { userId: buyer.id, status: 3, createdAt: day(1), lines: [{ goodsId: c!.id, number: 1, priceFen: 500 }] });
    // Unpaid and cancelled orders are not purchases.
    await insertOrder(server.db, { userId: buyer.id, status: 1, createdAt: day(0), lines: [{ goodsId: d!.id, number: 9, priceFen: 100_000 }] });
    await insertOrder(server.db, { userId: buyer.id, status: 5, createdAt: day(0), lines: [{ goodsId: d!.id, number: 9, priceFen: 100_000 }] });
    await server.db.update(goods).set({ stock: 0 }).where(eq(goods.id, c!.id));

    const byTimes = await get<Page<FastBuyItem>>(buyer, '/api/user/fast_buy');
    expect(byTimes.status).toBe(200);
    expect(byTimes.body.data.total).toBe(3);
    expect(byTimes.body.data.data.map((item) => item.goods_id)).toEqual([a!.id, ...[b!.id, c!.id].sort((x, y) => y - x)]);
    expect(byTimes.body.data.data[0]).toMatchObject({
      times: 2,
      quantity: 5,
      amount: '50.00',
      price: (a!.priceFen / 100).toFixed(2),
      number: a!.stock,
      is_buy: 1,
    });
    const byLast = await get<Page<FastBuyItem>>(buyer, '/api/user/fast_buy?order=last');
    expect(byLast.body.data.data.map((item) => item.goods_id)).toEqual([c!.id, a!.id, b!.id]);
    expect(byLast.body.data.data[0]).toMatchObject({ is_buy: 0, number: 0 });
    const byAmount = await get<Page<FastBuyItem>>(buyer, '/api/user/fast_buy?order=amount&per_page=2');
    expect(byAmount.body.data.data.map((item) => item.goods_id)).toEqual([b!.id, a!.id]);
    expect(byAmount.body.data.last_page).toBe(2);

    // Another buyer sees nothing of it.
    const theirs = await get<Page<FastBuyItem>>(chain, '/api/user/fast_buy');
    expect(theirs.body.data.data.some((item) => [a!.id, b!.id, c!.id].includes(item.goods_id))).toBe(false);
    expect((await server.api('/api/user/fast_buy')).status).toBe(401);

    // One click puts one into the cart.
    const added = await server.api<{ total: number }>(`/api/cart/quick_add/${a!.id}`, as(buyer, json({})));
    expect(added.status).toBe(200);
  });
});

describe('bad input: 422 with a Chinese message, nothing written', () => {
  it.each([
    ['/api/user/fast_buy?order=cheapest', 'order'],
    ['/api/user/fast_buy?page=0', 'page'],
    ['/api/user/points_log?kind=9', 'kind'],
    ['/api/user/points_log?per_page=1000', 'per_page'],
    ['/api/user/user_money_log?use_type=3', 'use_type'],
    ['/api/user/user_money_log?start_time=yesterday', 'start_time'],
    ['/api/user/coupon?status=7', 'status'],
  ])('%s', async (path, field) => {
    const before = await server.db.select().from(walletTransactions);
    const res = await get<unknown>(demo, path);
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain(field);
    expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
    expect(await server.db.select().from(walletTransactions)).toHaveLength(before.length);
  });

  it('an exchange with a bad number writes nothing', async () => {
    const before = (await userRow(demo)).points;
    for (const number of [0, -1, 1.5, 'abc', 100]) {
      const res = await server.api('/api/points/exchange', as(demo, json({ gift_id: 1, number, address_id: await defaultAddressId(server, demo) })));
      expect(res.status).toBe(422);
    }
    expect((await userRow(demo)).points).toBe(before);
  });
});

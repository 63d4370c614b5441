import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../shared/contract/envelope';
import type { Coupon, WalletInfo, WalletLogEntry } from '../../shared/contract/order';
import { userCoupons } from '../../server/db/schema';
import { json, startServer, type TestServer } from './harness';
import { as, cartWith, loginAs, orderOf, PAY_PASSWORD, plainGoods, setPayPassword, type Who } from './order-fixtures';

let server: TestServer;
let demo: Who;
let short: Who;

beforeAll(async () => {
  server = await startServer();
  demo = await loginAs(server, 'demo');
  short = await loginAs(server, 'tjtongji');
});
afterAll(() => server?.close());

describe('wallet', () => {
  it('shows the seeded balances with their opening ledger row', async () => {
    expect((await server.api<WalletInfo>('/api/user/user_money', as(demo))).body.data.balance).toBe('20000.00');
    expect((await server.api<WalletInfo>('/api/user/user_money', as(short))).body.data.balance).toBe('50.00');
    const log = await server.api<Page<WalletLogEntry>>('/api/user/user_money_log', as(demo));
    expect(log.body.data.total).toBe(1);
    expect(log.body.data.data[0]).toMatchObject({ amount: '20000.00', balance_after: '20000.00', use_type: 1, use_type_text: '收入', note: '账户充值' });
  });

  it('filters the ledger by type and time', async () => {
    const [a] = await plainGoods(server, 1);
    const order = await orderOf(server, demo, [{ goods: a!, number: 1 }]);
    await setPayPassword(server, demo);
    await server.api(`/api/order/${order.id}/pay`, as(demo, json({ method: 'wallet', pay_password: PAY_PASSWORD })));
    const spent = await server.api<Page<WalletLogEntry>>('/api/user/user_money_log?use_type=2', as(demo));
    expect(spent.body.data.data.map((e) => e.amount)).toEqual([`-${order.pay_total}`]);
    const income = await server.api<Page<WalletLogEntry>>('/api/user/user_money_log?use_type=1', as(demo));
    expect(income.body.data.data.every((e) => e.use_type === 1)).toBe(true);
    const future = Math.floor(Date.now() / 1000) + 3600;
    const none = await server.api<Page<WalletLogEntry>>(`/api/user/user_money_log?start_time=${future}`, as(demo));
    expect(none.body.data.total).toBe(0);
    const bad = await server.api('/api/user/user_money_log?use_type=7', as(demo));
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('类型不正确');
  });
});

describe('coupons', () => {
  it('lists unused ones, and the seeded expired one under 已过期 (marked lazily)', async () => {
    const unused = await server.api<Page<Coupon>>('/api/user/coupon?status=0&per_page=20', as(short));
    expect(unused.body.data.data.map((c) => c.name).sort()).toEqual(['满1000减50', '满3000减150', '满500减20', '现金券¥10'].sort());
    expect(unused.body.data.data.every((c) => c.status === 0 && c.valid_to > Date.now() / 1000)).toBe(true);
    const expired = await server.api<Page<Coupon>>('/api/user/coupon?status=2', as(short));
    expect(expired.body.data.data).toHaveLength(1);
    expect(expired.body.data.data[0]).toMatchObject({ name: '满500减20', status: 2 });
    const cash = await server.api<Page<Coupon>>('/api/user/coupon?status=0&type=2', as(short));
    expect(cash.body.data.data.map((c) => c.name)).toEqual(['现金券¥10']);
    const num = await server.api<{ unused: number }>('/api/user/couponNum', as(short));
    expect(num.body.data.unused).toBe(4);
  });

  it('measures coupons against the chosen lines: usable first, 还差¥X可用 for the rest', async () => {
    const [a] = await plainGoods(server, 1, 1);
    const number = Math.ceil(60_000 / a!.priceFen);
    const total = number * a!.priceFen;
    const ids = await cartWith(server, short, [{ goods: a!, number }]);
    const answer = await server.api<Page<Coupon>>(`/api/user/availableCoupon?ids=${ids.join(',')}`, as(short));
    expect(answer.status).toBe(200);
    const coupons = answer.body.data.data;
    const usable = coupons.filter((c) => c.usable === 1).map((c) => c.name);
    expect(usable.sort()).toEqual(['满500减20', '现金券¥10'].sort());
    expect(coupons.slice(0, 2).every((c) => c.usable === 1)).toBe(true);
    const big = coupons.find((c) => c.name === '满3000减150')!;
    const missing = 300_000 - total;
    expect(big.unusable_reason).toBe(`还差¥${Math.floor(missing / 100)}.${String(missing % 100).padStart(2, '0')}可用`);
  });

  it('two orders racing for one coupon: exactly one gets it', async () => {
    const [a, b] = await plainGoods(server, 2, 2);
    const design = (await server.db.query.coupons.findMany()).find((c) => c.name === '现金券¥10')!;
    const [held] = await server.db
      .select()
      .from(userCoupons)
      .where(and(eq(userCoupons.userId, demo.id), eq(userCoupons.couponId, design.id), eq(userCoupons.status, 0)));
    const ids = await cartWith(server, demo, [
      { goods: a!, number: 1 },
      { goods: b!, number: 1 },
    ]);
    const [address] = (await server.api<{ id: number }[]>('/api/address', as(demo))).body.data;
    const answers = await Promise.all(ids.map((id) => server.api('/api/order', as(demo, json({ ids: [id], address_id: address!.id, coupon_id: held!.id })))));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
    const refused = answers.find((r) => r.status === 422)!;
    expect(refused.body.errors?.coupon_id?.[0]).toMatch(/优惠券已使用|优惠券已被使用或已过期/);
    const [after] = await server.db.select().from(userCoupons).where(eq(userCoupons.id, held!.id));
    expect(after!.status).toBe(1);
  });
});

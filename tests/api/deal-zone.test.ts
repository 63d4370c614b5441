import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CouponBatch, CouponClaimResult, DealZoneFocus, GroupDeal, GroupJoinResult } from '../../shared/contract/deal-zone';
import type { GoodsSummary } from '../../shared/contract/goods';
import type { Page } from '../../shared/contract/envelope';
import type { Coupon, OrderDetail } from '../../shared/contract/order';
import { combinationItems, couponBatches, coupons, groupDeals, userCoupons, users, type GoodsRow } from '../../server/db/schema';
import { joinGroupDeal, settleGroupDeals } from '../../server/services/deal-zone/group-buy';
import { goodsViewer } from '../../server/services/goods/viewer';
import { json, startServer, type TestServer } from './harness';
import { as, cartWith, defaultAddressId, goodsRow, loginAs, plainGoods, type Who } from './order-fixtures';

// Every seeded buyer allowed to order (as in order-race.test.ts).
const BUYERS = ['demo', 'chain', 'jnrenhe', 'zzbxk', 'bdyimin', 'tjtongji'];
const HOUR_MS = 3600 * 1000;

let server: TestServer;
let buyers: Who[];
let demo: Who;
let chain: Who;

beforeAll(async () => {
  server = await startServer();
  buyers = await Promise.all(BUYERS.map((name) => loginAs(server, name)));
  [demo, chain] = buyers as [Who, Who];
});
afterAll(() => server?.close());

/** A coupon batch of its own for one test: 满100减10, `issued` copies, claimable now. */
async function batchOf(issued: number): Promise<number> {
  const [design] = await server.db
    .insert(coupons)
    .values({ name: `测试券${issued}`, thresholdFen: 10_000, amountFen: 1_000 })
    .returning();
  const now = Date.now();
  const [batch] = await server.db
    .insert(couponBatches)
    .values({ couponId: design!.id, issued, validDays: 10, startsAt: new Date(now - HOUR_MS), endsAt: new Date(now + 24 * HOUR_MS) })
    .returning();
  return batch!.id;
}

/** A group buy of its own: `target` units at 80 % of the goods' price, deadline an hour away. */
async function dealOf(row: GoodsRow, target: number, maxPerOrder = target): Promise<number> {
  const now = Date.now();
  const [deal] = await server.db
    .insert(groupDeals)
    .values({
      goodsId: row.id,
      groupPriceFen: Math.floor(row.priceFen * 0.8),
      targetQty: target,
      maxPerOrder,
      startsAt: new Date(now - HOUR_MS),
      deadline: new Date(now + HOUR_MS),
    })
    .returning();
  return deal!.id;
}

async function join(who: Who, dealId: number, number: number) {
  return server.api<GroupJoinResult>('/api/groupBuy/join', as(who, json({ deal_id: dealId, number, address_id: await defaultAddressId(server, who) })));
}

async function orderDetail(who: Who, id: number) {
  return server.api<OrderDetail>(`/api/order/${id}`, as(who));
}

describe('coupon centre', () => {
  it('lists the seeded batches to visitors, and a claim gives the buyer a coupon the checkout picker offers', async () => {
    const visitor = await server.api<Page<CouponBatch>>('/api/couponCentre/list');
    expect(visitor.status).toBe(200);
    expect(visitor.body.data.data.map((b) => b.name)).toEqual(expect.arrayContaining(['满800减40', '满5000减350', '现金券¥8']));
    expect(visitor.body.data.data.every((b) => b.claimed_by_me === 0 && b.left === b.issued - b.claimed)).toBe(true);

    const batch = visitor.body.data.data.find((b) => b.name === '满800减40')!;
    const claimed = await server.api<CouponClaimResult>('/api/couponCentre/claim', as(demo, json({ batch_id: batch.id })));
    expect(claimed.status).toBe(200);
    expect(claimed.body.message).toBe('领取成功');
    expect(claimed.body.data.batch).toMatchObject({ id: batch.id, claimed: batch.claimed + 1, claimed_by_me: 1 });
    expect(claimed.body.data.coupon).toMatchObject({ name: '满800减40', threshold: '800.00', amount: '40.00', status: 0 });

    // The same coupon the checkout measures: usable once the lines reach ¥800.
    const [item] = await plainGoods(server, 1, 3);
    const ids = await cartWith(server, demo, [{ goods: item!, number: Math.ceil(90_000 / item!.priceFen) }]);
    const offered = await server.api<Page<Coupon>>(`/api/user/availableCoupon?ids=${ids.join(',')}`, as(demo));
    const mine = offered.body.data.data.find((c) => c.id === claimed.body.data.coupon.id);
    expect(mine).toMatchObject({ usable: 1, unusable_reason: '' });

    const again = await server.api('/api/couponCentre/claim', as(demo, json({ batch_id: batch.id })));
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ batch_id: ['您已领取过该优惠券'] });
    const listed = await server.api<Page<CouponBatch>>('/api/couponCentre/list', as(demo));
    expect(listed.body.data.data.find((b) => b.id === batch.id)?.claimed_by_me).toBe(1);
  });

  it('refuses bad input with 422, an unknown batch with 404 and a visitor with 401, writing nothing', async () => {
    const before = await server.db.select({ n: count() }).from(userCoupons);
    for (const batch_id of ['abc', 0, -1, 1.5, '']) {
      const bad = await server.api('/api/couponCentre/claim', as(demo, json({ batch_id })));
      expect(bad.status).toBe(422);
      expect(bad.body.errors?.batch_id?.[0]).toMatch(/优惠券/);
    }
    expect((await server.api('/api/couponCentre/claim', as(demo, json({ batch_id: 999_999 })))).status).toBe(404);
    const visitor = await server.api('/api/couponCentre/claim', json({ batch_id: 1 }));
    expect(visitor.status).toBe(401);
    expect((await server.api('/api/couponCentre/list?page=x')).status).toBe(422);
    const after = await server.db.select({ n: count() }).from(userCoupons);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('50 concurrent claims of a 10-coupon batch give out exactly 10', async () => {
    // 50 buyers of their own, sharing the demo password so each logs in.
    const [template] = await server.db.select().from(users).where(eq(users.username, 'demo'));
    const rows = await server.db
      .insert(users)
      .values(Array.from({ length: 50 }, (_, i) => ({ username: `lqzx${i}`, passwordHash: template!.passwordHash, company: `测试药房${i}号` })))
      .returning({ id: users.id });
    expect(rows).toHaveLength(50);
    const claimants: Who[] = [];
    for (let i = 0; i < 50; i++) claimants.push(await loginAs(server, `lqzx${i}`));
    const batchId = await batchOf(10);

    const answers = await Promise.all(claimants.map((who) => server.api('/api/couponCentre/claim', as(who, json({ batch_id: batchId })))));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(10);
    const lost = answers.filter((r) => r.status !== 200);
    expect(lost).toHaveLength(40);
    for (const r of lost) expect(r.body.errors).toEqual({ batch_id: ['该优惠券已被领完'] });
    const [batch] = await server.db.select().from(couponBatches).where(eq(couponBatches.id, batchId));
    expect(batch!.claimed).toBe(10);
    const [held] = await server.db.select({ n: count() }).from(userCoupons).where(eq(userCoupons.couponId, batch!.couponId));
    expect(held!.n).toBe(10);
    // 50 password logins first: slow on a loaded machine, so more time than the default.
  }, 120_000);

  it('one buyer claiming a batch many times at once gets exactly one', async () => {
    const batchId = await batchOf(5);
    const answers = await Promise.all(Array.from({ length: 8 }, () => server.api('/api/couponCentre/claim', as(chain, json({ batch_id: batchId })))));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of answers.filter((r) => r.status !== 200)) expect(r.body.errors).toEqual({ batch_id: ['您已领取过该优惠券'] });
    const [batch] = await server.db.select().from(couponBatches).where(eq(couponBatches.id, batchId));
    expect(batch!.claimed).toBe(1);
    const [held] = await server.db
      .select({ n: count() })
      .from(userCoupons)
      .where(and(eq(userCoupons.couponId, batch!.couponId), eq(userCoupons.userId, chain.id)));
    expect(held!.n).toBe(1);
  });
});

describe('group buy', () => {
  it('lists the seeded open deals, hides the group price from visitors, and 404s goods without a deal', async () => {
    const visitor = await server.api<Page<GroupDeal>>('/api/groupBuy/list');
    expect(visitor.status).toBe(200);
    expect(visitor.body.data.total).toBeGreaterThanOrEqual(5);
    expect(visitor.body.data.data.every((d) => d.state === 'open' && d.group_price === null && d.my_number === 0)).toBe(true);
    const member = await server.api<Page<GroupDeal>>('/api/groupBuy/list', as(demo));
    const first = member.body.data.data[0]!;
    expect(Number(first.group_price)).toBeLessThan(Number(first.goods.base_price));
    const byGoods = await server.api<GroupDeal>(`/api/groupBuy/goods/${first.goods.id}`, as(demo));
    expect(byGoods.body.data.id).toBe(first.id);
    const [other] = await plainGoods(server, 1, 40);
    // A goods without a group buy: the answer is "none", which its page shows as 暂无拼团活动.
    const none = await server.api<GroupDeal | null>(`/api/groupBuy/goods/${other!.id}`);
    expect(none.status).toBe(200);
    expect(none.body.data).toBeNull();
    expect((await server.api('/api/groupBuy/goods/abc')).status).toBe(422);
  });

  it('joins wait in 待成团 (not payable); the join reaching the target makes them all payable', async () => {
    const [item] = await plainGoods(server, 1, 10);
    const stock = (await goodsRow(server, item!.id)).stock;
    const dealId = await dealOf(item!, 10, 6);

    const first = await join(demo, dealId, 4);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('参团成功');
    expect(first.body.data.deal).toMatchObject({ joined: 4, remaining: 6, state: 'open', my_number: 4 });
    const waiting = await orderDetail(demo, first.body.data.order.id);
    expect(waiting.body.data).toMatchObject({ status: 7, status_text: '待成团', expires_at: 0 });
    expect(waiting.body.data.actions).toMatchObject({ pay: 0, cancel: 0, rebuy: 0 });
    const early = await server.api(`/api/order/${first.body.data.order.id}/pay`, as(demo, json({ method: 'wallet', pay_password: '274951' })));
    expect(early.status).not.toBe(200);

    // Over the per-order limit, then past the target: refused, nothing written.
    const tooMany = await join(chain, dealId, 7);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors).toEqual({ number: ['每单最多参团6件'] });

    const second = await join(chain, dealId, 6);
    expect(second.status).toBe(200);
    expect(second.body.data.deal).toMatchObject({ joined: 10, remaining: 0, state: 'succeeded', state_text: '已成团' });
    for (const [who, id] of [
      [demo, first.body.data.order.id],
      [chain, second.body.data.order.id],
    ] as const) {
      const paid = await orderDetail(who, id);
      expect(paid.body.data).toMatchObject({ status: 1, status_text: '待付款' });
      expect(paid.body.data.actions.pay).toBe(1);
      expect(paid.body.data.expires_at).toBeGreaterThan(Date.now() / 1000);
    }
    expect(Number(first.body.data.order.pay_total)).toBeCloseTo((Math.floor(item!.priceFen * 0.8) * 4) / 100, 2);
    expect((await goodsRow(server, item!.id)).stock).toBe(stock - 10);

    const late = await join(buyers[2]!, dealId, 1);
    expect(late.status).toBe(422);
    expect(late.body.errors).toEqual({ deal_id: ['该拼团已结束'] });
    // The lifecycle never moves a settled deal again.
    expect(await settleGroupDeals(server.db, new Date(Date.now() + 2 * HOUR_MS))).toBe(0);
  });

  it('concurrent joins never overshoot the target and settle it once', async () => {
    const [item] = await plainGoods(server, 1, 11);
    const stock = (await goodsRow(server, item!.id)).stock;
    const dealId = await dealOf(item!, 5, 5);
    const answers = await Promise.all(buyers.map((who) => join(who, dealId, 1)));
    const won = answers.filter((r) => r.status === 200);
    expect(won).toHaveLength(5);
    for (const r of answers.filter((r) => r.status !== 200)) expect(r.body.errors).toEqual({ deal_id: ['该拼团已结束'] });
    const [deal] = await server.db.select().from(groupDeals).where(eq(groupDeals.id, dealId));
    expect(deal).toMatchObject({ joinedQty: 5, state: 'succeeded' });
    expect((await goodsRow(server, item!.id)).stock).toBe(stock - 5);
    // Every joined order became payable once, when the fifth unit went in.
    const statuses = await Promise.all(
      answers.map(async (r, i) => (r.status === 200 ? (await orderDetail(buyers[i]!, r.body.data.order.id)).body.data.status : null)),
    );
    expect(statuses.filter((s) => s !== null)).toEqual([1, 1, 1, 1, 1]);
  });

  it('a join whose drawn order number is taken draws another (two orders in one second may draw the same)', async () => {
    const [item] = await plainGoods(server, 1, 13);
    const dealId = await dealOf(item!, 10, 5);
    const first = await join(demo, dealId, 1);
    expect(first.status).toBe(200);
    const drawn = [first.body.data.order.order_no, 'YP20261125000000654321'];
    const viewer = { ...(await goodsViewer(server.db, { userId: chain.id })), userId: chain.id };
    const input = { deal_id: dealId, number: 1, address_id: await defaultAddressId(server, chain) };
    const second = await joinGroupDeal(server.db, viewer, input, new Date(), () => drawn.shift()!);
    expect(second.order.order_no).toBe('YP20261125000000654321');
    expect(drawn).toEqual([]);
    expect(second.deal).toMatchObject({ joined: 2 });
  });

  it('a deal that misses its deadline fails: its orders are cancelled and the stock released', async () => {
    const [item] = await plainGoods(server, 1, 12);
    const stock = (await goodsRow(server, item!.id)).stock;
    const dealId = await dealOf(item!, 50, 20);
    const joined = await join(demo, dealId, 3);
    expect(joined.status).toBe(200);
    expect((await goodsRow(server, item!.id)).stock).toBe(stock - 3);

    // Before the deadline the sweep leaves it open.
    expect(await settleGroupDeals(server.db, new Date())).toBe(0);
    const moved = await settleGroupDeals(server.db, new Date(Date.now() + HOUR_MS + 1000));
    expect(moved).toBeGreaterThanOrEqual(1);
    const [deal] = await server.db.select().from(groupDeals).where(eq(groupDeals.id, dealId));
    expect(deal!.state).toBe('failed');
    const order = await orderDetail(demo, joined.body.data.order.id);
    expect(order.body.data).toMatchObject({ status: 5, cancel_reason: '拼团未成团' });
    expect((await goodsRow(server, item!.id)).stock).toBe(stock);
    const byGoods = await server.api<GroupDeal>(`/api/groupBuy/goods/${item!.id}`, as(demo));
    expect(byGoods.body.data).toMatchObject({ state: 'failed', state_text: '未成团', my_number: 0 });

    // Past the deadline (the sweep not yet run) a join is refused too.
    const lateId = await dealOf(item!, 50, 20);
    await server.db
      .update(groupDeals)
      .set({ deadline: new Date(Date.now() - 1000) })
      .where(eq(groupDeals.id, lateId));
    const late = await join(chain, lateId, 1);
    expect(late.body.errors).toEqual({ deal_id: ['该拼团已截止'] });
  });

  it('422 for malformed joins, 404 for an unknown deal or another buyer’s address, and orders stay their owner’s', async () => {
    const [item] = await plainGoods(server, 1, 13);
    const dealId = await dealOf(item!, 20, 10);
    const address = await defaultAddressId(server, demo);
    const cases: [Record<string, unknown>, string][] = [
      [{ deal_id: 'x', number: 1, address_id: address }, 'deal_id'],
      [{ deal_id: dealId, number: 0, address_id: address }, 'number'],
      [{ deal_id: dealId, number: 'many', address_id: address }, 'number'],
      [{ deal_id: dealId, number: 1 }, 'address_id'],
    ];
    for (const [body, field] of cases) {
      const bad = await server.api('/api/groupBuy/join', as(demo, json(body)));
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors ?? {})).toContain(field);
    }
    expect((await server.api('/api/groupBuy/join', as(demo, json({ deal_id: 999_999, number: 1, address_id: address })))).status).toBe(404);
    const foreign = await server.api('/api/groupBuy/join', as(chain, json({ deal_id: dealId, number: 1, address_id: address })));
    expect(foreign.status).toBe(404);
    expect((await server.api('/api/groupBuy/join', json({ deal_id: dealId, number: 1, address_id: address }))).status).toBe(401);
    const [deal] = await server.db.select().from(groupDeals).where(eq(groupDeals.id, dealId));
    expect(deal!.joinedQty).toBe(0);

    const mine = await join(demo, dealId, 2);
    expect((await orderDetail(chain, mine.body.data.order.id)).status).toBe(404);
  });
});

describe('zone lists and focus', () => {
  it('each zone lists its own goods through the catalogue list', async () => {
    const open = await server.db.select({ goodsId: groupDeals.goodsId }).from(groupDeals).where(eq(groupDeals.state, 'open'));
    const ptzq = await server.api<Page<GoodsSummary>>('/api/goods/list?zone=ptzq&per_page=100', as(demo));
    expect(ptzq.status).toBe(200);
    const listed = ptzq.body.data.data.map((g) => g.id);
    expect(listed.length).toBeGreaterThan(0);
    // Every listed goods has an open deal (the seeded ones, plus this file's own still open).
    const withDeal = new Set(open.map((row) => row.goodsId));
    expect(listed.every((id) => withDeal.has(id))).toBe(true);

    const zhzq = await server.api<Page<GoodsSummary>>('/api/goods/list?zone=zhzq&per_page=100');
    const parts = await server.db.selectDistinct({ goodsId: combinationItems.goodsId }).from(combinationItems);
    expect(zhzq.body.data.data.map((g) => g.id).sort((a, b) => a - b)).toEqual(parts.map((p) => p.goodsId).sort((a, b) => a - b));

    const mrtj = await server.api<Page<GoodsSummary>>('/api/goods/list?zone=mrtj&per_page=100', as(demo));
    expect(mrtj.body.data.total).toBeGreaterThan(0);
    expect(mrtj.body.data.data.every((g) => g.tags.some((t) => t.name === '特') || g.ladder_price.length > 0)).toBe(true);

    const bad = await server.api('/api/goods/list?zone=nope');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ zone: ['专区不正确'] });
  });

  it('answers each zone’s banner and rules, 422 for an unknown zone', async () => {
    for (const zone of ['ptzq', 'mrtj', 'zhzq', 'lqzx']) {
      const focus = await server.api<DealZoneFocus>(`/api/focus/zone/${zone}`);
      expect(focus.status).toBe(200);
      expect(focus.body.data.banner?.image).toMatch(/^\/img\/banner\/\d+\.svg$/);
      expect(focus.body.data.rules.length).toBeGreaterThan(0);
    }
    expect((await server.api('/api/focus/zone/yx')).status).toBe(422);
  });
});

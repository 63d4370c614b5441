import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coupon, PointsLogEntry, PointsOrder } from '../../shared/contract/order';
import type { Page } from '../../shared/contract/envelope';
import type { DrawActivity, DrawRecord, DrawSimple, DrawWinner } from '../../shared/contract/lottery';
import type { Advertisement } from '../../shared/contract/content';
import { coupons, drawActivities, drawPrizes, drawRecords, pointsGifts, sessions, users } from '../../server/db/schema';
import { PRIZE_DESTINATIONS } from '../../server/services/lottery/present';
import { hashSessionToken, newSessionToken } from '../../server/lib/session-token';
import { ALREADY_JOINED, NOT_VERIFIED } from '../../server/services/lottery/draw';
import { startServer, type ApiResponse, type TestServer } from './harness';
import { loginAs } from './order-fixtures';

/** A buyer and how its requests authenticate: the demo's access token, or a session cookie for buyers made here. */
interface Who {
  id: number;
  auth: Record<string, string>;
}

const as = (who: Who, init: RequestInit = {}): RequestInit => ({ ...init, headers: { ...(init.headers as Record<string, string>), ...who.auth } });

let server: TestServer;
let demo: Who;
let activityId: number;

beforeAll(async () => {
  server = await startServer();
  const login = await loginAs(server, 'demo');
  demo = { id: login.id, auth: { authorization: `Bearer ${login.token}` } };
  const simple = await server.api<DrawSimple>('/api/draw/simple', as(demo));
  activityId = simple.body.data.id;
});
afterAll(() => server?.close());

const post = (who: Who): RequestInit => as(who, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });

function draw(who: Who, id = activityId): Promise<ApiResponse<DrawRecord>> {
  return server.api<DrawRecord>(`/api/draw/${id}/activity`, post(who));
}

let buyerSeq = 0;

/** Verified buyers of this test's own, each with a live session (made in the database: 50 logins would only test scrypt). */
async function newBuyers(n: number, verified = true): Promise<Who[]> {
  const made: Who[] = [];
  for (let i = 0; i < n; i++) {
    const username = `draw${++buyerSeq}`;
    const [user] = await server.db
      .insert(users)
      .values({ username, company: `抽奖测试大药房${buyerSeq}号`, name: `采购员${buyerSeq}`, isPassed: verified })
      .returning({ id: users.id });
    const token = newSessionToken();
    await server.db.insert(sessions).values({
      userId: user!.id,
      tokenHash: hashSessionToken(token),
      ip: '127.0.0.1',
      userAgent: 'lottery test',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    made.push({ id: user!.id, auth: { cookie: `yp_session=${token}` } });
  }
  return made;
}

/** A fresh running activity with the given prizes (stock null = unlimited 谢谢参与). */
async function newActivity(
  prizes: { kind: 'coupon' | 'points' | 'gift' | 'none'; stock: number | null; weight?: number }[],
  active = false,
): Promise<{ id: number; prizeIds: number[] }> {
  const [coupon] = await server.db.select({ id: coupons.id }).from(coupons).where(eq(coupons.name, '抽奖专享 满300减20元'));
  const [gift] = await server.db.select({ id: pointsGifts.id, name: pointsGifts.name }).from(pointsGifts).limit(1);
  const now = Date.now();
  const [activity] = await server.db
    .insert(drawActivities)
    .values({ name: '并发测试抽奖', remarks: '测试', startsAt: new Date(now - 60_000), endsAt: new Date(now + 3_600_000), isActive: active })
    .returning({ id: drawActivities.id });
  const rows = await server.db
    .insert(drawPrizes)
    .values(
      prizes.map((prize, i) => ({
        activityId: activity!.id,
        name: { none: '谢谢参与', points: `${i + 1}0积分`, coupon: '满300减20元优惠券', gift: gift!.name }[prize.kind],
        kind: prize.kind,
        weight: prize.weight ?? 100,
        stock: prize.stock,
        points: prize.kind === 'points' ? (i + 1) * 10 : null,
        couponId: prize.kind === 'coupon' ? coupon!.id : null,
        couponValidDays: prize.kind === 'coupon' ? 30 : null,
        giftId: prize.kind === 'gift' ? gift!.id : null,
        sort: i,
      })),
    )
    .returning({ id: drawPrizes.id });
  return { id: activity!.id, prizeIds: rows.map((row) => row.id) };
}

async function stockOf(prizeId: number): Promise<number | null> {
  const [row] = await server.db.select({ stock: drawPrizes.stock }).from(drawPrizes).where(eq(drawPrizes.id, prizeId));
  return row!.stock;
}

describe('the running activity', () => {
  it('is offered to a verified buyer who has not drawn, with its prizes and banner', async () => {
    expect(activityId).toBeGreaterThan(0);
    const simple = await server.api<DrawSimple>('/api/draw/simple', as(demo));
    expect(simple.body.data).toEqual({ id: activityId, is_join: 0 });

    const detail = await server.api<DrawActivity>(`/api/draw?id=${activityId}`, as(demo));
    expect(detail.status).toBe(200);
    expect(detail.body.data.name).toBe('药批年终感恩回馈抽奖');
    expect(detail.body.data.is_running).toBe(1);
    expect(detail.body.data.remarks).toContain('每个账号可抽奖1次');
    expect(detail.body.data.prizes.map((p) => p.kind)).toEqual(expect.arrayContaining(['coupon', 'points', 'gift', 'none']));
    // Weights and stock stay on the server.
    expect(Object.keys(detail.body.data.prizes[0]!).sort()).toEqual(['id', 'kind', 'name', 'remarks']);

    const ads = await server.api<Advertisement[]>('/api/draw/ads');
    expect(ads.body.data).toHaveLength(1);
    expect(ads.body.data[0]!.image).toMatch(/^\/img\/banner\/\d+\.svg$/);
  });

  it('reads is_join 1 for visitors (they sign in first), and the draw needs a session', async () => {
    expect((await server.api<DrawSimple>('/api/draw/simple')).body.data).toEqual({ id: activityId, is_join: 1 });
    const anonymous = await server.api(`/api/draw/${activityId}/activity`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe(10001);
  });

  it('refuses a buyer whose qualification is still under review, and writes nothing', async () => {
    const [pending] = await newBuyers(1, false);
    expect((await server.api<DrawSimple>('/api/draw/simple', as(pending!))).body.data.is_join).toBe(1);
    const answer = await draw(pending!);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(NOT_VERIFIED);
    const [n] = await server.db.select({ n: count() }).from(drawRecords).where(eq(drawRecords.userId, pending!.id));
    expect(n!.n).toBe(0);
  });
});

describe('bad input', () => {
  it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers 422 with a Chinese message for id %s, nothing written', async (bad) => {
    const before = await server.db.select({ n: count() }).from(drawRecords);
    const answer = await server.api(`/api/draw/${bad}/activity`, post(demo));
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.id?.[0]).toMatch(/活动编号/);
    const reads = await Promise.all([
      server.api(`/api/draw?id=${bad}`),
      server.api(`/api/draw/new_record?id=${bad}`),
      server.api(`/api/draw/record?id=${bad}`, as(demo)),
    ]);
    for (const read of reads) expect(read.status).toBe(422);
    expect(await server.db.select({ n: count() }).from(drawRecords)).toEqual(before);
  });

  it('draws nothing for a body that is not a JSON object or a form of its own', async () => {
    const [who] = await newBuyers(1);
    const bodies: [string, string][] = [
      ['application/json', '[1,2]'],
      ['application/json', '{"ids":'],
      ['text/plain', 'ids=1'],
      ['application/x-www-form-urlencoded', '%%%&&&===%E0%A4%A&ids[][]]=x&params[a]=1'],
    ];
    for (const [type, body] of bodies) {
      const answer = await server.api(`/api/draw/${activityId}/activity`, as(who!, { method: 'POST', headers: { 'content-type': type }, body }));
      expect(answer.status, `${type} ${body}`).toBeGreaterThanOrEqual(400);
    }
    const [n] = await server.db.select({ n: count() }).from(drawRecords).where(eq(drawRecords.userId, who!.id));
    expect(n!.n).toBe(0);
  });

  it('answers 404 for an activity that does not exist', async () => {
    expect((await draw(demo, 987654)).status).toBe(404);
    expect((await server.api('/api/draw?id=987654')).body.message).toBe('抽奖活动不存在');
  });
});

describe('the demo buyer draws once', () => {
  let record: DrawRecord;

  it('wins one prize of the seeded activity, linked to where it lands, and cannot draw again', async () => {
    const answer = await draw(demo);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('抽奖成功');
    record = answer.body.data;
    expect(record.activity_id).toBe(activityId);
    expect(record).toMatchObject(PRIZE_DESTINATIONS[record.prize_kind]);

    const again = await draw(demo);
    expect(again.status).toBe(422);
    expect(again.body.errors?.id).toEqual([ALREADY_JOINED]);
    expect((await server.api<DrawSimple>('/api/draw/simple', as(demo))).body.data.is_join).toBe(1);
  });

  it("lists the draw in the buyer's own records only", async () => {
    const mine = await server.api<Page<DrawRecord>>('/api/draw/record', as(demo));
    expect(mine.body.data.data).toEqual([record]);
    const [other] = await newBuyers(1);
    const theirs = await server.api<Page<DrawRecord>>('/api/draw/record', as(other!));
    expect(theirs.body.data).toMatchObject({ total: 0, data: [] });
    const filtered = await server.api<Page<DrawRecord>>(`/api/draw/record?id=${activityId}`, as(other!));
    expect(filtered.body.data.total).toBe(0);
  });
});

describe('prizes land for real', () => {
  it("a coupon prize is in the buyer's coupon list, valid for its days", async () => {
    const { id } = await newActivity([{ kind: 'coupon', stock: 5 }], true);
    const [who] = await newBuyers(1);
    const won = await draw(who!, id);
    expect(won.body.data).toMatchObject({ prize_kind: 'coupon', link: '/wdqb/yhq' });
    const list = await server.api<Page<Coupon>>('/api/user/coupon?status=0', as(who!));
    expect(list.body.data.data).toHaveLength(1);
    expect(list.body.data.data[0]!.name).toMatch(/^抽奖专享/);
    expect(list.body.data.data[0]!.valid_to - list.body.data.data[0]!.valid_from).toBe(30 * 86_400);
  });

  it('a points prize moves the balance through the points ledger', async () => {
    const { id } = await newActivity([{ kind: 'points', stock: 5 }], true);
    const [who] = await newBuyers(1);
    const won = await draw(who!, id);
    expect(won.body.data).toMatchObject({ prize_kind: 'points', prize_name: '10积分', link: '/wdqb/jfgl' });
    const log = await server.api<Page<PointsLogEntry>>('/api/user/points_log', as(who!));
    expect(log.body.data.data).toHaveLength(1);
    expect(log.body.data.data[0]).toMatchObject({ points: 10, kind: 1, balance_after: 10, note: '并发测试抽奖中奖：10积分' });
  });

  it('a gift prize becomes a points order costing no points', async () => {
    const { id } = await newActivity([{ kind: 'gift', stock: 5 }], true);
    const [who] = await newBuyers(1);
    const won = await draw(who!, id);
    expect(won.body.data).toMatchObject({ prize_kind: 'gift', link: '/jfdd' });
    const orders = await server.api<Page<PointsOrder>>('/api/points/orders', as(who!));
    expect(orders.body.data.data).toHaveLength(1);
    expect(orders.body.data.data[0]).toMatchObject({ gift_name: won.body.data.prize_name, number: 1 });
  });

  it('shows real prizes in the winners ticker with the name masked, 谢谢参与 left out', async () => {
    // 谢谢参与 starts with no stock, so the first draw can only win the points; then the points are gone and only it is left.
    const { id, prizeIds } = await newActivity(
      [
        { kind: 'points', stock: 1 },
        { kind: 'none', stock: 0 },
      ],
      true,
    );
    const [first, second] = await newBuyers(2);
    const won = await draw(first!, id);
    await server.db.update(drawPrizes).set({ stock: null }).where(eq(drawPrizes.id, prizeIds[1]!));
    const lost = await draw(second!, id);
    expect(won.body.data.prize_kind).toBe('points');
    expect(lost.body.data.prize_kind).toBe('none');
    const winners = await server.api<DrawWinner[]>(`/api/draw/new_record?id=${id}`);
    expect(winners.body.data).toHaveLength(1);
    expect(winners.body.data[0]).toMatchObject({ id: won.body.data.id, prize_name: '10积分' });
    expect(winners.body.data[0]!.name).toMatch(/^抽奖\*\*\d*号$/);
  });
});

describe('concurrent draws', () => {
  it('50 buyers racing for 7 prizes: exactly 7 won, stock 0 never below, one record each', async () => {
    const { id, prizeIds } = await newActivity([
      { kind: 'points', stock: 7, weight: 900 },
      { kind: 'none', stock: null, weight: 100 },
    ]);
    await server.db.update(drawActivities).set({ isActive: true }).where(eq(drawActivities.id, id));
    const buyers = await newBuyers(50);
    const answers = await Promise.all(buyers.map((who) => draw(who, id)));
    expect(answers.map((a) => a.status)).toEqual(buyers.map(() => 200));
    const won = answers.filter((a) => a.body.data.prize_kind === 'points');
    expect(won.length).toBeLessThanOrEqual(7);
    expect(await stockOf(prizeIds[0]!)).toBe(7 - won.length);
    // With weight 900 of 1000 and 50 tries, all 7 going is all but certain; stock-out is what stops the rest.
    expect(won.length).toBe(7);

    const [records] = await server.db.select({ n: count() }).from(drawRecords).where(eq(drawRecords.activityId, id));
    expect(records!.n).toBe(50);
    const [linked] = await server.db
      .select({ n: count() })
      .from(drawRecords)
      .where(and(eq(drawRecords.activityId, id), isNotNull(drawRecords.pointsTransactionId)));
    expect(linked!.n).toBe(7);
  });

  it('when the prizes run out with no 谢谢参与 left, the rest hear so and no stock goes negative', async () => {
    const { id, prizeIds } = await newActivity([
      { kind: 'points', stock: 3 },
      { kind: 'points', stock: 2 },
    ]);
    await server.db.update(drawActivities).set({ isActive: true }).where(eq(drawActivities.id, id));
    const buyers = await newBuyers(12);
    const answers = await Promise.all(buyers.map((who) => draw(who, id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    for (const lost of answers.filter((a) => a.status !== 200)) {
      expect(lost.status).toBe(422);
      expect(lost.body.errors?.id?.[0]).toBe('奖品已全部抽完，感谢您的参与');
    }
    expect(await stockOf(prizeIds[0]!)).toBe(0);
    expect(await stockOf(prizeIds[1]!)).toBe(0);
  });

  it('one buyer racing with itself draws once; the refused draws take no stock', async () => {
    const { id, prizeIds } = await newActivity([{ kind: 'points', stock: 10 }]);
    await server.db.update(drawActivities).set({ isActive: true }).where(eq(drawActivities.id, id));
    const [who] = await newBuyers(1);
    const answers = await Promise.all(Array.from({ length: 10 }, () => draw(who!, id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200)) expect(refused.body.errors?.id).toEqual([ALREADY_JOINED]);
    expect(await stockOf(prizeIds[0]!)).toBe(9);
    const [user] = await server.db.select({ points: users.points }).from(users).where(eq(users.id, who!.id));
    expect(user!.points).toBe(10);
  });

  it('the database refuses a negative stock whatever the code does', async () => {
    const { prizeIds } = await newActivity([{ kind: 'points', stock: 0 }]);
    await expect(server.db.update(drawPrizes).set({ stock: -1 }).where(eq(drawPrizes.id, prizeIds[0]!))).rejects.toThrow();
  });

  it('an inactive or ended activity is not drawn', async () => {
    const { id } = await newActivity([{ kind: 'points', stock: 5 }]);
    const [who] = await newBuyers(1);
    const answer = await draw(who!, id);
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.id).toEqual(['抽奖活动已结束']);
  });
});

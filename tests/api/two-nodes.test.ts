import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupJoinResult } from '../../shared/contract/deal-zone';
import type { OrderDetail } from '../../shared/contract/order';
import { ORDER_STATUS } from '../../shared/contract/statuses';
import type { UserState } from '../../shared/contract/user';
import { openDatabase, type OpenedDatabase } from '../../server/db/client';
import { migrate, migrationsFolder } from '../../server/db/migrate';
import { prepareDatabase } from '../../server/db/prepare';
import { groupDeals, lifecycleLeases, orders, userCoupons, users } from '../../server/db/schema';
import { LIFECYCLE_JOBS, runLifecycleTick, type LifecycleJob } from '../../server/services/lifecycle';
import { tickOf } from '../../server/services/lifecycle-lease';
import { TEST_PASSWORD_COST } from '../support/test-password-cost';
import { json, startServer, type TestServer } from './harness';
import { as, cartWith, defaultAddressId, goodsRow, loginAs, orderOf, placeOrder, plainGoods, type Who } from './order-fixtures';
import { ADMIN_URL, onAdmin } from './faults/postgres';

/**
 * Two API nodes on one PostgreSQL and one Redis behave as one site (README:
 * 两个 API 节点): each node here is its own app with its own connection pool,
 * over real HTTP. Always on PostgreSQL (PGlite is one process, so one node):
 * TEST_DATABASE_URL's server when set, else the local one CI uses; skipped,
 * saying so, only when no PostgreSQL answers.
 */
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

async function reachable(probe: () => Promise<unknown>): Promise<boolean> {
  try {
    await probe();
    return true;
  } catch {
    return false;
  }
}

const postgresUp = await reachable(() => onAdmin('select 1'));
const redisUp = await reachable(async () => {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    await probe.ping();
  } finally {
    probe.disconnect();
  }
});
if (!postgresUp) console.warn(`two-nodes: no PostgreSQL at ${ADMIN_URL.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@')}; the two-node tests are SKIPPED.`);
if (postgresUp && !redisUp) console.warn(`two-nodes: Redis at ${REDIS_URL} is unreachable; the shared rate-limit test is SKIPPED.`);

/** A fresh, empty database on the server; dropped by the returned function. */
async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `yaopi_t_nodes_${randomBytes(6).toString('hex')}`;
  await onAdmin(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await onAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

const JOURNAL_ENTRIES = (JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

async function appliedMigrations(opened: OpenedDatabase): Promise<number> {
  const result = await opened.pool!.query<{ n: string }>('select count(*) as n from drizzle.__drizzle_migrations');
  return Number(result.rows[0]!.n);
}

describe.skipIf(!postgresUp)('two API nodes on one PostgreSQL and one Redis', () => {
  let fresh: { url: string; drop: () => Promise<void> };
  let poolA: OpenedDatabase;
  let poolB: OpenedDatabase;
  let prepared: { seeded: boolean }[];
  let redis: Redis | undefined;
  const prefix = `yaopi-test:${randomBytes(6).toString('hex')}:`;
  let nodeA: TestServer;
  let nodeB: TestServer;

  beforeAll(async () => {
    fresh = await freshDatabase();
    [poolA, poolB] = await Promise.all([openDatabase({ url: fresh.url }), openDatabase({ url: fresh.url })]);
    // Both nodes start at once on the empty database, as two `npm start` would.
    prepared = await Promise.all([poolA, poolB].map((opened) => prepareDatabase(opened, { passwordCost: TEST_PASSWORD_COST })));
    if (redisUp) redis = new Redis(REDIS_URL);
    const app = { chatRateLimit: { max: 3, timeWindowMs: 60_000 }, ...(redis ? { redis, redisPrefix: prefix } : {}) };
    // Each node its own pool on the one database; the harness does not dispose a database it is given.
    const start = (opened: OpenedDatabase) => startServer({ app, database: { ...opened, dispose: () => Promise.resolve() } });
    [nodeA, nodeB] = await Promise.all([start(poolA), start(poolB)]);
  });
  afterAll(async () => {
    await Promise.all([nodeA?.close(), nodeB?.close()]);
    await Promise.all([poolA?.close(), poolB?.close()]);
    await fresh?.drop();
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  });

  it('start together on a fresh database: both migrate and seed without error, the work done once', async () => {
    expect(prepared.map((p) => p.seeded).sort()).toEqual([false, true]);
    expect(await appliedMigrations(poolA)).toBe(JOURNAL_ENTRIES);
    const [buyers] = await poolA.db.select({ n: count() }).from(users).where(eq(users.username, 'demo'));
    expect(buyers!.n).toBe(1);
  });

  it('a session made on node A works on node B, and logging out on B ends it on A', async () => {
    const { token, cookie } = await nodeA.login();
    const byToken = await nodeB.api<UserState>('/api/user/base', { headers: { authorization: `Bearer ${token}` } });
    expect(byToken.status).toBe(200);
    expect(byToken.body.data).toMatchObject({ username: 'demo' });
    const byCookie = await nodeB.api<UserState>('/api/user/base', { headers: { cookie } });
    expect(byCookie.status).toBe(200);
    const out = await nodeB.api('/api/user/logout', { method: 'DELETE', headers: { cookie } });
    expect(out.status).toBe(200);
    expect((await nodeA.api('/api/user/base', { headers: { cookie } })).status).toBe(401);
  });

  it.skipIf(!redisUp)('a rate limit counted on node A applies on node B', async () => {
    const who = await loginAs(nodeA, 'chain');
    const send = (node: TestServer, body: string) => node.api('/api/chat/messages', as(who, json({ body })));
    // Three a minute for this session (chatRateLimit above): two on A, one on B, then both refuse.
    expect((await send(nodeA, '一')).status).toBe(200);
    expect((await send(nodeA, '二')).status).toBe(200);
    expect((await send(nodeB, '三')).status).toBe(200);
    const refusedB = await send(nodeB, '四');
    expect(refusedB.status).toBe(429);
    expect(refusedB.body).toMatchObject({ code: 429, message: '操作过于频繁，请稍后再试', data: null });
    expect((await send(nodeA, '五')).status).toBe(429);
  });

  it('an order submitted on node A with an Idempotency-Key and repeated on node B is the same order', async () => {
    const demo = await loginAs(nodeA, 'demo');
    const [item] = await plainGoods(nodeA, 1, 2);
    const before = (await goodsRow(nodeA, item!.id)).stock;
    const ids = await cartWith(nodeA, demo, [{ goods: item!, number: 2 }]);
    const body = { ids, address_id: await defaultAddressId(nodeA, demo) };
    const [{ n: ordersBefore }] = (await poolA.db.select({ n: count() }).from(orders)) as [{ n: number }];
    const first = await placeOrder(nodeA, demo, body, 'two-nodes-key-1');
    const again = await placeOrder(nodeB, demo, body, 'two-nodes-key-1');
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    // And both at once, one on each node, with a new key.
    const ids2 = await cartWith(nodeA, demo, [{ goods: item!, number: 1 }]);
    const racing = await Promise.all([nodeA, nodeB].map((node) => placeOrder(node, demo, { ...body, ids: ids2 }, 'two-nodes-key-2')));
    expect(racing.map((r) => r.status)).toEqual([200, 200]);
    expect(racing[1]!.body.data).toEqual(racing[0]!.body.data);
    const [{ n: ordersAfter }] = (await poolA.db.select({ n: count() }).from(orders)) as [{ n: number }];
    expect(ordersAfter).toBe(ordersBefore + 2);
    expect((await goodsRow(nodeB, item!.id)).stock).toBe(before - 3);
  });

  describe('the lifecycle tick', () => {
    const INTERVAL_MS = 30_000;
    /** Every job of LIFECYCLE_JOBS, each run noted against the node that ran it. */
    const counted = (node: string, runs: { node: string; job: string }[]): LifecycleJob[] =>
      LIFECYCLE_JOBS.map((job) => ({
        name: job.name,
        run: (db, now) => {
          runs.push({ node, job: job.name });
          return job.run(db, now);
        },
      }));
    const tickBoth = (now: Date, runs: { node: string; job: string }[]) =>
      Promise.all([
        runLifecycleTick(nodeA.db, { node: 'node-a', intervalMs: INTERVAL_MS, now, jobs: counted('node-a', runs) }),
        runLifecycleTick(nodeB.db, { node: 'node-b', intervalMs: INTERVAL_MS, now, jobs: counted('node-b', runs) }),
      ]);

    async function unusedCoupon(who: Who, name: string): Promise<number> {
      const design = (await nodeA.db.query.coupons.findMany()).find((d) => d.name === name)!;
      const rows = await nodeA.db.select().from(userCoupons).where(eq(userCoupons.userId, who.id));
      return rows.find((row) => row.couponId === design.id && row.status === 0 && row.validTo > new Date())!.id;
    }

    it('on both nodes at once runs each job on exactly one node: expired orders cancelled and a missed group-buy deadline settled once', async () => {
      const demo = await loginAs(nodeA, 'demo');
      const other = await loginAs(nodeB, 'chain');
      const [a, b, c] = await plainGoods(nodeA, 3, 8);
      const stockBefore = [(await goodsRow(nodeA, a!.id)).stock, (await goodsRow(nodeA, b!.id)).stock, (await goodsRow(nodeA, c!.id)).stock];
      const couponId = await unusedCoupon(demo, '现金券¥10');
      const withCoupon = await orderOf(nodeA, demo, [{ goods: a!, number: 4 }], { coupon_id: couponId });
      const plain = await orderOf(nodeB, other, [{ goods: b!, number: 3 }]);
      // A group buy that will miss its deadline (in 20 minutes, 50 units wanted), joined on node B.
      const [deal] = await nodeA.db
        .insert(groupDeals)
        .values({
          goodsId: c!.id,
          groupPriceFen: Math.floor(c!.priceFen * 0.8),
          targetQty: 50,
          maxPerOrder: 10,
          startsAt: new Date(Date.now() - 60_000),
          deadline: new Date(Date.now() + 20 * 60_000),
        })
        .returning();
      const joined = await nodeB.api<GroupJoinResult>(
        '/api/groupBuy/join',
        as(other, json({ deal_id: deal!.id, number: 2, address_id: await defaultAddressId(nodeB, other) })),
      );
      expect(joined.status).toBe(200);
      expect(await nodeA.db.select({ status: userCoupons.status }).from(userCoupons).where(eq(userCoupons.id, couponId))).toEqual([{ status: 1 }]);

      // Past the 30 minutes an order waits for payment; both nodes' timers fire in the same tick.
      // At the start of a tick, so 'the same tick again' one second later is the same tick (from a random phase it
      // crossed into the next one once in 30 runs).
      const later = tickOf(new Date(Date.now() + 31 * 60_000), INTERVAL_MS);
      const runs: { node: string; job: string }[] = [];
      const [onA, onB] = await tickBoth(later, runs);

      for (const job of LIFECYCLE_JOBS) expect(runs.filter((run) => run.job === job.name).length, job.name).toBe(1);
      expect(runs).toHaveLength(LIFECYCLE_JOBS.length);
      // What each node says it ran and skipped agrees with what ran, and the two halves make the whole.
      expect(Object.keys(onA.ran).sort()).toEqual(
        runs
          .filter((r) => r.node === 'node-a')
          .map((r) => r.job)
          .sort(),
      );
      expect(Object.keys(onB.ran).sort()).toEqual(
        runs
          .filter((r) => r.node === 'node-b')
          .map((r) => r.job)
          .sort(),
      );
      expect([...onA.skipped].sort()).toEqual(Object.keys(onB.ran).sort());
      expect((onA.ran['expire-unpaid-orders'] ?? 0) + (onB.ran['expire-unpaid-orders'] ?? 0)).toBeGreaterThanOrEqual(2);

      // The lease rows record who ran what, each run finished.
      const leases = await nodeA.db.select().from(lifecycleLeases);
      expect(leases).toHaveLength(LIFECYCLE_JOBS.length);
      for (const lease of leases) {
        expect(lease.node).toBe(runs.find((run) => run.job === lease.job)!.node);
        expect(lease.tickAt).toEqual(onA.tickAt);
        expect(lease.finishedAt).not.toBeNull();
      }

      // The database effects: each order cancelled once, its stock back once, the coupon back.
      const cancelled = await nodeA.db
        .select()
        .from(orders)
        .where(inArray(orders.id, [withCoupon.id, plain.id]));
      expect(cancelled.map((o) => [o.status, o.cancelReason])).toEqual([
        [ORDER_STATUS.cancelled, '超时未支付'],
        [ORDER_STATUS.cancelled, '超时未支付'],
      ]);
      expect([(await goodsRow(nodeA, a!.id)).stock, (await goodsRow(nodeA, b!.id)).stock, (await goodsRow(nodeA, c!.id)).stock]).toEqual(stockBefore);
      // The group buy failed once; its order is cancelled (by the deadline or the payment window, whichever job came first).
      const [settled] = await nodeA.db.select({ state: groupDeals.state }).from(groupDeals).where(eq(groupDeals.id, deal!.id));
      expect(settled!.state).toBe('failed');
      const [groupOrder] = await nodeA.db.select().from(orders).where(eq(orders.id, joined.body.data.order.id));
      expect(groupOrder!.status).toBe(ORDER_STATUS.cancelled);
      expect(['拼团未成团', '超时未支付']).toContain(groupOrder!.cancelReason);
      const [coupon] = await nodeA.db.select().from(userCoupons).where(eq(userCoupons.id, couponId));
      expect(coupon).toMatchObject({ status: 0, orderId: null });
      const detail = await nodeB.api<OrderDetail>(`/api/order/${withCoupon.id}`, as(demo));
      expect(detail.body.data).toMatchObject({ status: 5, cancel_reason: '超时未支付' });

      // The same tick again, on both: already claimed, nothing runs.
      const again: { node: string; job: string }[] = [];
      const [againA, againB] = await tickBoth(new Date(later.getTime() + 1_000), again);
      expect(again).toEqual([]);
      expect(againA.skipped).toHaveLength(LIFECYCLE_JOBS.length);
      expect(againB.skipped).toHaveLength(LIFECYCLE_JOBS.length);

      // The next tick, on one node alone: it runs every job.
      const next: { node: string; job: string }[] = [];
      const alone = await runLifecycleTick(nodeB.db, {
        node: 'node-b',
        intervalMs: INTERVAL_MS,
        now: new Date(later.getTime() + INTERVAL_MS),
        jobs: counted('node-b', next),
      });
      expect(next.map((run) => run.job)).toEqual(LIFECYCLE_JOBS.map((job) => job.name));
      expect(alone.skipped).toEqual([]);
      expect(await nodeA.db.select().from(lifecycleLeases).where(eq(lifecycleLeases.node, 'node-a'))).toEqual([]);
    });
  });

  it('three migrations at once on another fresh database all succeed and apply each migration once', async () => {
    const other = await freshDatabase();
    const opened = await Promise.all([1, 2, 3].map(() => openDatabase({ url: other.url })));
    try {
      const outcomes = await Promise.allSettled(opened.map((db) => migrate(db)));
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      expect(await appliedMigrations(opened[0]!)).toBe(JOURNAL_ENTRIES);
    } finally {
      await Promise.all(opened.map((db) => db.close()));
      await other.drop();
    }
  });
});

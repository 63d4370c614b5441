// npm run bench:checkout — N buyers checking out at once against goods with
// little stock, over real HTTP, on PostgreSQL.
//
// A fresh database yaopi_bench_<time> on DATABASE_URL (default the local
// PostgreSQL 15 at 127.0.0.1:5432) is migrated and seeded, BENCH_BUYERS
// buyers are created with a session and a delivery address, and each round:
// the hot goods get BENCH_STOCK units, every buyer gets one cart line of a
// hot goods (BENCH_QTY units), and all buyers POST /api/order at the same
// moment. Only POST /api/order is timed. Then the database is asked what
// was sold: the oversell count (units ordered beyond the stock a round
// started with) must be 0, and stock must never read below zero.
//
// The floor: a bare Fastify POST route without a database, hit with the
// same concurrency in the same run, so the ratio holds on a noisy machine.
// Both are hit from a worker thread (harness.ts loadGenerator): with the
// clients on the server's own event loop, their HTTP work counted as the
// server's time.
//
// The ceiling: a route on the same bare Fastify that does, in one
// statement on the server's pool, the least any correct order needs (the
// buyer's session checked, a hot goods row locked and written), hit the same
// way. The order route cannot be faster than it on this machine.
//
// Env: DATABASE_URL, BENCH_BUYERS (default 60), BENCH_ROUNDS (default 8),
// BENCH_HOT_GOODS (default 3), BENCH_STOCK per hot goods per round (default 25),
// BENCH_QTY per order (default 2), BENCH_KEEP=1 keeps the database,
// BENCH_PROFILE=<file> profiles the server's thread over the counted rounds.
import { and, eq, inArray, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/app';
import type { OpenedDatabase } from '../../server/db/client';
import { startCpuProfile } from './profile';
import { listen, loadGenerator, openFreshDatabase, percentile, type LoadGenerator } from './harness';
import { migrate } from '../../server/db/migrate';
import { rowsOf } from '../../server/db/rows';
import { addresses, cartItems, contractSignatures, goods, licences, orderItems, orders, sessions, users } from '../../server/db/schema';
import { requiredLicences, SCOPES_BY_LICENCE } from '../../shared/domain/licences';
import { CURRENT_CONTRACT_VERSION } from '../../shared/contract/purchase-contract';
import { seed } from '../../server/db/seed';
import { hashSessionToken, newSessionToken } from '../../server/lib/session-token';

const BUYERS = Number(process.env.BENCH_BUYERS || 60);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 8);
const HOT_GOODS = Number(process.env.BENCH_HOT_GOODS || 3);
const STOCK = Number(process.env.BENCH_STOCK || 25);
const QTY = Number(process.env.BENCH_QTY || 2);
const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

interface Buyer {
  id: number;
  token: string;
  addressId: number;
}

/** BENCH_BUYERS buyer accounts, each with a live session and a default address. */
async function createBuyers(db: OpenedDatabase['db']): Promise<Buyer[]> {
  const buyers: Buyer[] = [];
  for (let i = 0; i < BUYERS; i++) {
    const [user] = await db
      .insert(users)
      .values({ username: `bench${i}`, company: `压测药房${i}号`, name: `采购员${i}`, balanceFen: 10_000_000, isPassed: true, province: '河北省' })
      .returning({ id: users.id });
    const [address] = await db
      .insert(addresses)
      .values({
        userId: user!.id,
        consignee: `采购员${i}`,
        phone: '13800000000',
        province: '河北省',
        city: '石家庄市',
        district: '长安区',
        detail: `中山东路${i}号`,
        isDefault: true,
      })
      .returning({ id: addresses.id });
    const token = newSessionToken();
    await db
      .insert(sessions)
      .values({ userId: user!.id, tokenHash: hashSessionToken(token), ip: '127.0.0.1', userAgent: 'bench', expiresAt: new Date(Date.now() + 86_400_000) });
    // Ordering needs a verified buyer whose approved licences cover the goods
    // (经营范围), and the current purchase agreement signed (docs/product/errors.md 459).
    await db.insert(licences).values(
      requiredLicences('pharmacy').map((kind, index) => ({
        userId: user!.id,
        kind,
        number: `BENCH${i}-${index}`,
        expiresOn: '2099-12-31',
        status: 'approved',
        scope: [...SCOPES_BY_LICENCE[kind]],
      })),
    );
    await db.insert(contractSignatures).values({ userId: user!.id, version: CURRENT_CONTRACT_VERSION, signerName: `采购员${i}` });
    buyers.push({ id: user!.id, token, addressId: address!.id });
  }
  return buyers;
}

/** Goods every buyer can order in QTY units: on sale, packing step 1, no ephedrine limits. */
async function pickHotGoods(db: OpenedDatabase['db']): Promise<number[]> {
  const rows = await db
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.isBuy, true), eq(goods.step, 1), sql`${goods.minBuy} <= ${QTY}`, eq(goods.isEphedrine, false), eq(goods.type, 0)))
    .orderBy(goods.id)
    .limit(HOT_GOODS);
  if (rows.length < HOT_GOODS) throw new Error(`only ${rows.length} goods fit the benchmark`);
  return rows.map((row) => row.id);
}

interface Attempt {
  ms: number;
  ok: boolean;
  status: number;
}

/** POST /api/order for every buyer at once, from the load generator's thread. */
async function placeOrders(load: LoadGenerator, base: string, buyers: Buyer[], cartOf: Map<number, number>, round: number): Promise<Attempt[]> {
  const results = await load.fire(
    buyers.map((buyer) => ({
      url: `${base}/api/order`,
      headers: { cookie: `yp_session=${buyer.token}`, 'content-type': 'application/json', 'idempotency-key': `bench-${round}-${buyer.id}` },
      body: JSON.stringify({ ids: [cartOf.get(buyer.id)!], address_id: buyer.addressId }),
    })),
  );
  return results.map((result) => {
    // 422 库存不足 is the expected answer for the buyers who came too late.
    if (result.status !== 200 && result.status !== 422) throw new Error(`POST /api/order → ${result.status} ${result.message}`);
    return { ms: result.ms, ok: result.status === 200 && result.code === 10000, status: result.status };
  });
}

async function floorRound(load: LoadGenerator, base: string): Promise<Attempt[]> {
  const results = await load.fire(
    Array.from({ length: BUYERS }, () => ({ url: `${base}/api/ping`, headers: { 'content-type': 'application/json' }, body: '{"ids":[1]}' })),
  );
  return results.map((result) => ({ ms: result.ms, ok: result.status === 200, status: result.status }));
}

/**
 * The ceiling: the least any correct order needs, in one statement on the
 * same pool — the buyer's session checked and a hot goods row locked and
 * written (a no-op stock update, so the rounds' stock is untouched). If this
 * cannot answer a burst within the goal, no order path on this machine can.
 */
async function ceilingRound(load: LoadGenerator, base: string, buyers: Buyer[], hot: number[]): Promise<Attempt[]> {
  const results = await load.fire(
    buyers.map((buyer, i) => ({
      url: `${base}/api/ping-db`,
      headers: { cookie: `yp_session=${buyer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ goods_id: hot[i % hot.length] }),
    })),
  );
  return results.map((result) => ({ ms: result.ms, ok: result.status === 200 && result.code === 10000, status: result.status }));
}

interface RoundResult {
  attempts: Attempt[];
  wallMs: number;
  oversold: number;
  negative: number;
}

async function orderRound(load: LoadGenerator, db: OpenedDatabase['db'], base: string, buyers: Buyer[], hot: number[], round: number): Promise<RoundResult> {
  await db.update(goods).set({ stock: STOCK }).where(inArray(goods.id, hot));
  await db.delete(cartItems).where(
    inArray(
      cartItems.userId,
      buyers.map((b) => b.id),
    ),
  );
  const lines = await db
    .insert(cartItems)
    .values(buyers.map((buyer, i) => ({ userId: buyer.id, goodsId: hot[i % hot.length]!, number: QTY, priceFen: 0, isSelected: true })))
    .returning({ id: cartItems.id, userId: cartItems.userId });
  const cartOf = new Map(lines.map((line) => [line.userId, line.id]));

  const started = performance.now();
  counting = true;
  const attempts = await placeOrders(load, base, buyers, cartOf, round);
  counting = false;
  const wallMs = performance.now() - started;

  // What the database says was sold this round, per hot goods.
  const sold = await db
    .select({ goodsId: orderItems.goodsId, units: sql<number>`coalesce(sum(${orderItems.number}), 0)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(inArray(orderItems.goodsId, hot), sql`${orders.idempotencyKey} like ${`bench-${round}-%`}`))
    .groupBy(orderItems.goodsId);
  const left = await db.select({ id: goods.id, stock: goods.stock }).from(goods).where(inArray(goods.id, hot));
  let oversold = 0;
  for (const row of sold) oversold += Math.max(0, row.units - STOCK);
  for (const row of left) {
    const units = sold.find((s) => s.goodsId === row.id)?.units ?? 0;
    // Stock must be exactly what the round started with minus what was sold.
    if (row.stock !== STOCK - units) oversold += Math.abs(STOCK - units - row.stock);
  }
  const negative = left.filter((row) => row.stock < 0).length;
  return { attempts, wallMs, oversold, negative };
}

// Every statement the server sends while the orders are timed, counted at
// the pg client (the one place both pooled queries and transactions pass),
// so the report says how many round trips an order costs. BENCH_TRACE=1
// also prints them (run it with BENCH_BUYERS=1 BENCH_ROUNDS=1).
const statements: string[] = [];
let counting = false;
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (counting) {
    const first = args[0] as string | { text?: string };
    statements.push(typeof first === 'string' ? first : (first?.text ?? ''));
  }
  return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

const ms = (value: number) => value.toFixed(1).padStart(8);

async function main(): Promise<void> {
  if (!DATABASE_URL.startsWith('postgres')) throw new Error('bench:checkout measures PostgreSQL: set DATABASE_URL=postgres://…');
  const opened = await openFreshDatabase(DATABASE_URL);
  const apps: FastifyInstance[] = [];
  const load = loadGenerator();
  try {
    const { db } = opened.database;
    await migrate(opened.database);
    await seed(db);
    const buyers = await createBuyers(db);
    const hot = await pickHotGoods(db);

    const app = buildApp({ db });
    const bare = Fastify({ logger: false });
    bare.post('/api/ping', async () => ({ code: 10000, message: '操作成功', data: { id: 1 } }));
    bare.post<{ Body: { goods_id: number } }>('/api/ping-db', async (request) => {
      const token = /(?:^|;\s*)yp_session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1] ?? '';
      const rows = rowsOf<{ id: number }>(
        await db.execute(
          sql`update ${goods} set stock = stock where id = ${request.body.goods_id} and exists (select 1 from ${sessions} where token_hash = ${hashSessionToken(token)} and expires_at > now()) returning id`,
        ),
      );
      return rows.length === 1 ? { code: 10000, message: '操作成功', data: { id: rows[0]!.id } } : { code: 40001, message: '请先登录', data: null };
    });
    apps.push(app, bare);
    const [base, bareBase] = await Promise.all([listen(app), listen(bare)]);

    // Warm-up: one round of each, not counted.
    await floorRound(load, bareBase);
    await ceilingRound(load, bareBase, buyers, hot);
    await orderRound(load, db, base, buyers, hot, -1);
    statements.length = 0;

    const floorTimes: number[] = [];
    let floorWall = 0;
    const ceilingTimes: number[] = [];
    let ceilingWall = 0;
    let ceilingRefused = 0;
    const orderTimes: number[] = [];
    let orderWall = 0;
    let placed = 0;
    let rejected = 0;
    let oversold = 0;
    let negative = 0;
    const profiler = process.env.BENCH_PROFILE ? await startCpuProfile(process.env.BENCH_PROFILE) : null;
    for (let round = 0; round < ROUNDS; round++) {
      const floorStarted = performance.now();
      floorTimes.push(...(await floorRound(load, bareBase)).map((a) => a.ms));
      floorWall += performance.now() - floorStarted;
      const ceilingStarted = performance.now();
      const ceiling = await ceilingRound(load, bareBase, buyers, hot);
      ceilingWall += performance.now() - ceilingStarted;
      ceilingTimes.push(...ceiling.map((a) => a.ms));
      ceilingRefused += ceiling.filter((a) => !a.ok).length;
      const result = await orderRound(load, db, base, buyers, hot, round);
      orderTimes.push(...result.attempts.map((a) => a.ms));
      orderWall += result.wallMs;
      placed += result.attempts.filter((a) => a.ok).length;
      rejected += result.attempts.filter((a) => !a.ok).length;
      oversold += result.oversold;
      negative += result.negative;
    }
    await profiler?.stop();
    floorTimes.sort((a, b) => a - b);
    ceilingTimes.sort((a, b) => a - b);
    orderTimes.sort((a, b) => a - b);

    const expected = Math.min(BUYERS, HOT_GOODS * Math.floor(STOCK / QTY)) * ROUNDS;
    console.log(`\n${opened.where} · ${BUYERS} buyers at once × ${ROUNDS} rounds · ${HOT_GOODS} goods × ${STOCK} units per round · ${QTY} units per order`);
    console.log(`${'route'.padEnd(26)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'req/s'.padStart(8)}`);
    const row = (label: string, times: number[], wall: number) =>
      console.log(
        `${label.padEnd(26)} ${ms(percentile(times, 50))} ${ms(percentile(times, 95))} ${ms(percentile(times, 99))} ${ms((times.length / wall) * 1000)}`,
      );
    row('POST /api/ping (no db)', floorTimes, floorWall);
    row('one statement (ceiling)', ceilingTimes, ceilingWall);
    row('POST /api/order', orderTimes, orderWall);
    if (ceilingRefused > 0) console.error(`the ceiling route refused ${ceilingRefused} calls: its figures are not a ceiling`);
    console.log(`orders placed ${placed} (stock allows ${expected}), refused 库存不足 ${rejected}`);
    console.log(
      `orders/s ${((placed / orderWall) * 1000).toFixed(1)} · p95 ratio to floor ${(percentile(orderTimes, 95) / percentile(floorTimes, 95)).toFixed(1)}×`,
    );
    console.log(`statements per POST /api/order ${(statements.length / orderTimes.length).toFixed(1)} (placed and refused together)`);
    console.log(`oversold units ${oversold} · negative stock rows ${negative}`);
    if (process.env.BENCH_TRACE) for (const text of statements) console.log(`  ${text.replace(/\s+/g, ' ').slice(0, 240)}`);
    if (oversold !== 0 || negative !== 0 || placed !== expected) {
      console.error('FAILED: the stock figures do not add up');
      process.exitCode = 1;
    }
  } finally {
    await load.close();
    for (const app of apps) await app.close();
    await opened.dispose();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

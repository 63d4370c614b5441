// npm run bench:seller-catalogue — one 5,000-row catalogue upload
// (POST /api/seller/v1/catalogue: stock, price and purchasable of 5,000
// goods) over real HTTP, signed, as the ERP sends it; on PGlite and on
// PostgreSQL in the same run. Not a test: it prints figures for docs/perf.md.
//
// The baseline: a bare Fastify route without a database that does the rest
// of what the call does (the signature checked over the raw body, the JSON
// parsed, every row checked and compared with a state held in memory), hit
// with the same body, so the database's share shows on a noisy machine.
//
// Each round changes every row (stock alternates), so every row is written.
// Env: BENCH_ROWS (default 5000), BENCH_ROUNDS (default 5), DATABASE_URL
// (default the local PostgreSQL 15), BENCH_ONLY=pglite|postgres.
import Fastify from 'fastify';
import { buildApp } from '../../server/app';
import { migrate } from '../../server/db/migrate';
import { categories, goods } from '../../server/db/schema';
import { addSellerClient } from '../../server/services/seller/clients';
import { applyCatalogueRow, checkCatalogueRow, type CatalogueState } from '../../server/services/seller/catalogue-rows';
import { signatureMatches, signedHeaders, signingKeyOf } from '../../server/services/seller/signature';
import { listen, openFreshDatabase, percentile } from './harness';

const ROWS = Number(process.env.BENCH_ROWS || 5000);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 5);
const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const PATH = '/api/seller/v1/catalogue';

function bodyOf(ids: readonly number[], round: number): string {
  return JSON.stringify({ rows: ids.map((id, i) => ({ goods_id: id, stock: 100 + (round % 2) + i, price_fen: 1000 + (round % 2), purchasable: true })) });
}

async function post(base: string, clientId: string, secret: string, body: string, requestId: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}${PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-id': requestId, ...signedHeaders(clientId, secret, { method: 'POST', path: PATH, body }) },
    body,
  });
  const text = await response.text();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${response.status}: ${text.slice(0, 300)}`);
  return elapsed;
}

function summary(label: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  return `${label.padEnd(34)} median ${percentile(sorted, 50).toFixed(0).padStart(5)} ms   max ${sorted.at(-1)!.toFixed(0).padStart(5)} ms`;
}

/** The no-database floor: signature, JSON and row checks against an in-memory state. */
async function baseline(secret: string): Promise<number[]> {
  const app = Fastify({ bodyLimit: 8 * 1024 * 1024 });
  const key = signingKeyOf(secret);
  const state = new Map<number, CatalogueState>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post(PATH, async (request) => {
    const raw = request.body as Buffer;
    const h = request.headers as Record<string, string>;
    if (
      !signatureMatches(key, { method: 'POST', path: PATH, timestamp: h['x-yaopi-timestamp']!, nonce: h['x-yaopi-nonce']!, body: raw }, h['x-yaopi-signature']!)
    ) {
      throw new Error('baseline: bad signature');
    }
    const rows = (JSON.parse(raw.toString('utf8')) as { rows: unknown[] }).rows;
    const results = rows.map((rawRow, index) => {
      const checked = checkCatalogueRow(rawRow);
      if (!('row' in checked)) return { row: index, result: 'refused' };
      const id = checked.row.goods_id ?? 0;
      const current: CatalogueState = state.get(id) ?? { erpCode: null, stock: 0, priceFen: 1, ladderPrice: [], ladderPriceType: 0, isBuy: true };
      const applied = applyCatalogueRow(current, checked.row);
      if ('refused' in applied) return { row: index, result: 'refused' };
      state.set(id, applied.next);
      return { row: index, goods_id: id, result: applied.changed.length ? 'updated' : 'unchanged', changed: applied.changed };
    });
    return { code: 10000, message: '操作成功', data: { rows: results } };
  });
  const base = await listen(app);
  const ids = Array.from({ length: ROWS }, (_, i) => i + 1);
  const times: number[] = [];
  for (let round = 0; round <= ROUNDS; round += 1) {
    const elapsed = await post(base, 'baseline', secret, bodyOf(ids, round), `b-${round}`);
    if (round > 0) times.push(elapsed); // round 0 warms up
  }
  await app.close();
  return times;
}

async function onDatabase(url: string | undefined): Promise<{ where: string; times: number[] }> {
  const fresh = await openFreshDatabase(url);
  try {
    await migrate(fresh.database);
    const db = fresh.database.db;
    const [category] = await db.insert(categories).values({ level: 1, name: '压测分类' }).returning({ id: categories.id });
    const ids: number[] = [];
    for (let start = 0; start < ROWS; start += 1000) {
      const batch = Array.from({ length: Math.min(1000, ROWS - start) }, (_, i) => ({
        name: `压测商品${start + i}`,
        sccj: '压测药业',
        ypgg: '10mg*24片',
        bzdw: '盒',
        categoryId: category!.id,
        kind: '化学药',
        rx: 'otc-a',
        priceFen: 1000,
        stock: 10,
      }));
      ids.push(...(await db.insert(goods).values(batch).returning({ id: goods.id })).map((g) => g.id));
    }
    const { secret } = await addSellerClient(db, { clientId: 'bench-erp', name: '压测 ERP', scopes: ['catalogue'] });
    const app = buildApp({ db, env: { ...process.env, NODE_ENV: 'test' } });
    const base = await listen(app);
    const times: number[] = [];
    try {
      for (let round = 0; round <= ROUNDS; round += 1) {
        const elapsed = await post(base, 'bench-erp', secret, bodyOf(ids, round), `r-${round}`);
        if (round > 0) times.push(elapsed);
      }
    } finally {
      await app.close();
    }
    return { where: fresh.where, times };
  } finally {
    await fresh.dispose();
  }
}

const only = process.env.BENCH_ONLY;
console.log(`${ROWS} rows a call, ${ROUNDS} timed rounds after one warm-up, every row changed each round`);
console.log(summary('baseline (no database)', await baseline('ypsk_bench')));
if (only !== 'postgres') {
  const run = await onDatabase(undefined);
  console.log(summary(`PGlite`, run.times));
}
if (only !== 'pglite') {
  const run = await onDatabase(DATABASE_URL);
  console.log(summary(`PostgreSQL 15`, run.times));
}

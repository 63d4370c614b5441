// npm run bench:search — search latency over HTTP on a fresh 100,000-goods catalogue.
//
// PGlite in a temporary directory by default; with DATABASE_URL, a fresh
// database yaopi_bench_<time> on that PostgreSQL server (dropped afterwards).
// The catalogue (catalogue.ts) is the base seed plus generated goods with
// distinct identities: ~750 real generic names × their dosage forms ×
// strengths and packs × 307 makers. The real app listens on a loopback port;
// each class gets a fixed number of sequential keep-alive requests after a
// warm-up: the search bar's suggestions (/api/goods/search) and the goods
// list (/api/goods/list) searched by keyword with filters, sorts and deep
// pages. A bare Fastify route without a database is measured in the same
// run, before and after, as the floor that HTTP, JSON and Node cost.
//
// Env: BENCH_GOODS (default 100000), BENCH_REQUESTS per class (default 200),
// BENCH_WARMUP per class (default 20), BENCH_KEEP=1 keeps the PostgreSQL
// database, BENCH_ONLY=suggest|list measures one half.
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { rowsOf } from '../../server/db/rows';
import { listen, openFreshDatabase, percentile } from './harness';
import { migrate } from '../../server/db/migrate';
import { seed } from '../../server/db/seed';
import { loadCatalogue } from './catalogue';

const GOODS = Number(process.env.BENCH_GOODS || 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS || 200);
const WARMUP = Number(process.env.BENCH_WARMUP || 20);
const ONLY = process.env.BENCH_ONLY;

/** Suggestion classes: what buyers type into the search bar, hits and misses. */
const SUGGEST_CLASSES: { label: string; type: 1 | 2; keywords: string[] }[] = [
  { label: '中文 2 字', type: 1, keywords: ['阿莫', '布洛', '头孢', '维生', '板蓝', '感冒', '胶囊', '六味', '氨氯', '奥美'] },
  { label: '中文 3 字', type: 1, keywords: ['阿莫西', '布洛芬', '头孢克', '维生素', '板蓝根', '感冒灵', '六味地', '氨氯地', '奥美拉', '连花清'] },
  {
    label: '中文 4 字',
    type: 1,
    keywords: ['阿莫西林', '头孢克肟', '维生素C', '板蓝根颗', '感冒灵颗', '六味地黄', '氨氯地平', '奥美拉唑', '连花清瘟', '复方甘草'],
  },
  { label: '首字母 2–4', type: 1, keywords: ['bl', 'tb', 'amx', 'blf', 'amxl', 'tbkw', 'lwdh', 'aldp', 'lhqw', 'cz'] },
  {
    label: '全拼',
    type: 1,
    keywords: ['amoxilin', 'buluofen', 'toubao', 'weishengsu', 'banlangen', 'ganmaoling', 'liuweidihuang', 'anlvdiping', 'aomeilazuo', 'lianhuaqingwen'],
  },
  { label: '厂家', type: 2, keywords: ['华北制药', '石药', '扬子江', '白云山', '同仁堂', 'hbzy', 'yzj', '齐鲁', '恒瑞', '修正'] },
  { label: '无结果', type: 1, keywords: ['不存在的药', '阿莫西林注射', 'qwxz', 'zzzzqq', '板蓝根片剂', 'xyzabc', '头孢口服液', '维生素Z', 'kkkk', '胶囊胶囊'] },
];

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  /** Suggestions or goods per answer, on average. */
  hits: number;
  /** The list's total, on average (0 for suggestions). */
  total: number;
}

/** Sequential GETs over one keep-alive connection pool (Node's fetch). */
async function measure(urls: string[]): Promise<Figures> {
  const times: number[] = [];
  let hits = 0;
  let total = 0;
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    const url = urls[i % urls.length]!;
    const started = performance.now();
    const response = await fetch(url);
    const body = (await response.json()) as { code: number; data: unknown };
    const elapsed = performance.now() - started;
    if (response.status !== 200 || body.code !== 10000) throw new Error(`${url} → ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
    if (i >= WARMUP) {
      times.push(elapsed);
      if (Array.isArray(body.data)) hits += body.data.length;
      else if (body.data && typeof body.data === 'object' && 'total' in body.data) {
        const page = body.data as { data: unknown[]; total: number };
        hits += page.data.length;
        total += page.total;
      }
    }
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), hits: hits / REQUESTS, total: total / REQUESTS };
}

const ms = (value: number) => value.toFixed(2).padStart(8);

type Query = Record<string, string | number>;

/** The ids the list classes filter by, from the seeded database. */
async function listFixtures(db: Database) {
  const ids = async (query: ReturnType<typeof sql>) => rowsOf<{ id: number }>(await db.execute(query)).map((row) => Number(row.id));
  const tops = await ids(sql`SELECT id FROM categories WHERE level = 1 AND name IN ('西药', '中成药') ORDER BY sort`);
  const leaves = await ids(
    sql`SELECT id FROM categories WHERE level = 3 AND name IN ('头孢菌素类', '降压药', '感冒用药', '解热镇痛药', '风热感冒', '补肾') ORDER BY id`,
  );
  const brandIds = await ids(sql`SELECT id FROM brands WHERE name IN ('华北制药', '石药', '扬子江', '修正', '同仁堂') ORDER BY id`);
  return { tops, leaves, brandIds };
}

/** List classes: keyword search with the filters and sorts the contract has, first and deep pages. */
function listClasses(fixtures: Awaited<ReturnType<typeof listFixtures>>): { label: string; queries: Query[] }[] {
  const words = ['阿莫西林', '头孢', '布洛芬', '板蓝根', '六味地黄', 'amxl', 'toubao', '胶囊', '颗粒', '氨氯地平'];
  const at = <T>(list: readonly T[], i: number) => list[i % list.length]!;
  return [
    { label: '关键词 默认排序 p1', queries: words.map((keywords) => ({ keywords })) },
    { label: '关键词+分类 p1', queries: words.map((keywords, i) => ({ keywords, category: at([...fixtures.tops, ...fixtures.leaves], i) })) },
    {
      label: '关键词+厂家 p1',
      queries: words.map((keywords, i) =>
        i % 2
          ? { keywords, sccj: at(['华北制药股份有限公司', '扬子江药业集团有限公司', '修正药业集团股份有限公司'], i) }
          : { keywords: at(['华北制药', '石药', 'hbzy', '恒瑞', '修正'], i), type: 2 },
      ),
    },
    { label: '关键词+品牌 p1', queries: words.map((keywords, i) => ({ keywords, brand: at(fixtures.brandIds, i) })) },
    {
      label: '关键词+价格+有货 价格↑',
      queries: words.map((keywords, i) => ({
        keywords,
        price_min: at([1, 5, 10], i),
        price_max: at([30, 50, 100], i),
        in_stock: 1,
        sort: 'price',
        order: 'asc',
      })),
    },
    { label: '关键词 销量↓ p1', queries: words.map((keywords) => ({ keywords, sort: 'sales', order: 'desc' })) },
    { label: '关键词 有效期↑ p1', queries: words.map((keywords) => ({ keywords, sort: 'expiry' })) },
    { label: '分类 销量↓ p1', queries: [...fixtures.tops, ...fixtures.leaves].map((category) => ({ category, sort: 'sales', order: 'desc' })) },
    { label: '关键词 第50页', queries: ['胶囊', '颗粒', '片', 'pian', '口服液'].map((keywords) => ({ keywords, page: 50 })) },
    { label: '关键词 价格↑ 第50页', queries: ['胶囊', '颗粒', '片', 'pian', '口服液'].map((keywords) => ({ keywords, page: 50, sort: 'price' })) },
    { label: '全部 价格↑ 第500页', queries: [{ sort: 'price', page: 500 }, { sort: 'sales', page: 500 }, { page: 500 }] },
  ];
}

const queryString = (query: Query) =>
  Object.entries(query)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');

/** Pads to a terminal width: CJK characters take two columns. */
function pad(text: string, width: number): string {
  const columns = [...text].reduce((n, ch) => n + (/[\u2e80-\uffef]/u.test(ch) ? 2 : 1), 0);
  return text + ' '.repeat(Math.max(0, width - columns));
}

/** The database: fresh and loaded, or with BENCH_REUSE_URL one a BENCH_KEEP=1 run kept (loaded already). */
async function openBenchDatabase(): Promise<{ db: Database; where: string; load: string; dispose: () => Promise<void> }> {
  const reuse = process.env.BENCH_REUSE_URL;
  if (reuse) {
    const { openDatabase } = await import('../../server/db/client');
    const database = await openDatabase({ url: reuse });
    return { db: database.db, where: `PostgreSQL ${new URL(reuse).pathname.slice(1)} (reused)`, load: 'reused', dispose: () => database.close() };
  }
  const opened = await openFreshDatabase(process.env.DATABASE_URL);
  try {
    const started = Date.now();
    await migrate(opened.database);
    await seed(opened.database.db);
    const loaded = await loadCatalogue(opened.database.db, GOODS);
    const load = `${loaded.before + loaded.inserted} goods (${loaded.names} names, ${loaded.makers} makers) loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`;
    return { db: opened.database.db, where: opened.where, load, dispose: () => opened.dispose() };
  } catch (error) {
    await opened.dispose();
    throw error;
  }
}

async function main(): Promise<void> {
  const opened = await openBenchDatabase();
  const apps: FastifyInstance[] = [];
  try {
    const { db } = opened;
    const app = buildApp({ db });
    // The floor: same Fastify version, same envelope, no database, no plugins.
    const bare = Fastify({ logger: false });
    bare.get('/api/ping', async () => ({ code: 10000, message: '操作成功', data: [] }));
    apps.push(app, bare);
    const [base, bareBase] = await Promise.all([listen(app), listen(bare)]);

    const started = Date.now();
    const floor = await measure([`${bareBase}/api/ping`]);
    const rows: { label: string; figures: Figures }[] = [];
    if (ONLY !== 'list') {
      for (const cls of SUGGEST_CLASSES) {
        const urls = cls.keywords.map((k) => `${base}/api/goods/search?keywords=${encodeURIComponent(k)}&type=${cls.type}`);
        rows.push({ label: `联想 ${cls.label} (type ${cls.type})`, figures: await measure(urls) });
      }
    }
    if (ONLY !== 'suggest') {
      for (const cls of listClasses(await listFixtures(db))) {
        rows.push({ label: `列表 ${cls.label}`, figures: await measure(cls.queries.map((query) => `${base}/api/goods/list?${queryString(query)}`)) });
      }
    }
    // The floor again at the end: a busy machine shows as a drift between the two.
    const floorAfter = await measure([`${bareBase}/api/ping`]);

    console.log(
      `\n${opened.where} · ${opened.load} · ${REQUESTS} requests per class after ${WARMUP} warm-up · ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    console.log(
      `${pad('class', 34)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'p95/floor'.padStart(10)} ${'hits'.padStart(6)} ${'total'.padStart(8)}`,
    );
    const line = (label: string, f: Figures, ratio: string) =>
      console.log(
        `${pad(label, 34)} ${ms(f.p50)} ${ms(f.p95)} ${ms(f.p99)} ${ratio.padStart(10)} ${f.hits.toFixed(1).padStart(6)} ${(f.total ? f.total.toFixed(0) : '—').padStart(8)}`,
      );
    line('no-db route (before)', floor, '1.0x');
    for (const row of rows) line(row.label, row.figures, `${(row.figures.p95 / floor.p95).toFixed(1)}x`);
    line('no-db route (after)', floorAfter, `${(floorAfter.p95 / floor.p95).toFixed(1)}x`);
    const worst = (prefix: string) => Math.max(0, ...rows.filter((row) => row.label.startsWith(prefix)).map((row) => row.figures.p95));
    if (ONLY !== 'list')
      console.log(`suggestions: worst class p95 ${worst('联想').toFixed(2)} ms (goal ≤ 10 ms), ${(worst('联想') / floor.p95).toFixed(1)}x the floor`);
    if (ONLY !== 'suggest')
      console.log(`list: worst class p95 ${worst('列表').toFixed(2)} ms (goal ≤ 30 ms), ${(worst('列表') / floor.p95).toFixed(1)}x the floor`);
  } finally {
    for (const app of apps) await app.close();
    await opened.dispose();
  }
}

await main();

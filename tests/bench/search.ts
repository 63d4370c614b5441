// npm run bench:search — search latency over HTTP on a fresh 100,000-goods catalogue.
//
// PGlite in a temporary directory by default; with DATABASE_URL, a fresh
// database yaopi_bench_<time> on that PostgreSQL server (dropped afterwards).
// The real app listens on a loopback port; each keyword class gets a fixed
// number of sequential keep-alive requests after a warm-up, and a bare
// Fastify route without a database is measured in the same run as the floor
// that HTTP, JSON and Node themselves cost.
//
// Env: BENCH_GOODS (default 100000), BENCH_REQUESTS per class (default 200),
// BENCH_WARMUP per class (default 20), BENCH_KEEP=1 keeps the PostgreSQL database.
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { listen, openFreshDatabase, percentile } from './harness';
import { migrate } from '../../server/db/migrate';
import { seed } from '../../server/db/seed';
import { seedScale } from '../../server/db/seed/scale';

const GOODS = Number(process.env.BENCH_GOODS || 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS || 200);
const WARMUP = Number(process.env.BENCH_WARMUP || 20);

/** Keyword classes; every keyword names real goods or makers of the curated catalogue. */
const CLASSES: { label: string; type: 1 | 2; keywords: string[] }[] = [
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
];

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  /** Suggestions per answer, on average. */
  hits: number;
}

/** Sequential GETs over one keep-alive connection pool (Node's fetch). */
async function measure(urls: string[]): Promise<Figures> {
  const times: number[] = [];
  let hits = 0;
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
    }
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), hits: hits / REQUESTS };
}

const ms = (value: number) => value.toFixed(2).padStart(8);

async function main(): Promise<void> {
  const opened = await openFreshDatabase(process.env.DATABASE_URL);
  const apps: FastifyInstance[] = [];
  try {
    const { db } = opened.database;
    let started = Date.now();
    await migrate(opened.database);
    await seed(db);
    await seedScale(db, GOODS);
    const loadSeconds = (Date.now() - started) / 1000;

    const app = buildApp({ db });
    // The floor: same Fastify version, same envelope, no database, no plugins.
    const bare = Fastify({ logger: false });
    bare.get('/api/ping', async () => ({ code: 10000, message: '操作成功', data: [] }));
    apps.push(app, bare);
    const [base, bareBase] = await Promise.all([listen(app), listen(bare)]);

    started = Date.now();
    const floor = await measure([`${bareBase}/api/ping`]);
    const rows: { label: string; figures: Figures }[] = [];
    for (const cls of CLASSES) {
      const urls = cls.keywords.map((k) => `${base}/api/goods/search?keywords=${encodeURIComponent(k)}&type=${cls.type}`);
      rows.push({ label: `${cls.label} (type ${cls.type})`, figures: await measure(urls) });
    }
    // The floor again at the end: a busy machine shows as a drift between the two.
    const floorAfter = await measure([`${bareBase}/api/ping`]);

    console.log(
      `\n${opened.where} · ${GOODS} goods loaded in ${loadSeconds.toFixed(1)} s · ${REQUESTS} requests per class after ${WARMUP} warm-up · ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    console.log(
      `${'class'.padEnd(24)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'p95/floor'.padStart(10)} ${'hits'.padStart(6)}`,
    );
    const line = (label: string, f: Figures, ratio: string) =>
      console.log(`${label.padEnd(24)} ${ms(f.p50)} ${ms(f.p95)} ${ms(f.p99)} ${ratio.padStart(10)} ${f.hits.toFixed(1).padStart(6)}`);
    line('no-db route (before)', floor, '1.0x');
    for (const row of rows) line(row.label, row.figures, `${(row.figures.p95 / floor.p95).toFixed(1)}x`);
    line('no-db route (after)', floorAfter, `${(floorAfter.p95 / floor.p95).toFixed(1)}x`);
  } finally {
    for (const app of apps) await app.close();
    await opened.dispose();
  }
}

await main();

import { asc, count, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { goods, type GoodsRow } from '../schema';
import { goodsSearchColumns, type GoodsSearchColumns } from '../../lib/search-keys';
import { rebuildSearchDictionary } from '../search-dictionary';
import { rowsOf } from '../rows';

/**
 * Scale data for search and list benchmarks (`npm run db:seed -- --goods N`):
 * the curated catalogue multiplied into a large one the way a real
 * wholesaler's looks — the same generic drugs from many manufacturers, in
 * other pack sizes, at other prices. Deterministic: row k is always the
 * same, so two runs (or two machines) benchmark the same catalogue.
 */

// Real Chinese manufacturers of generic drugs, the makers a wholesale
// catalogue repeats most. Device and health goods keep makers of their kind
// from the curated catalogue instead.
const PHARMA_MAKERS = [
  '华北制药股份有限公司',
  '石药集团欧意药业有限公司',
  '石药集团中诺药业（石家庄）有限公司',
  '扬子江药业集团有限公司',
  '齐鲁制药有限公司',
  '江苏恒瑞医药股份有限公司',
  '上海上药信谊药厂有限公司',
  '广州白云山医药集团股份有限公司白云山制药总厂',
  '哈药集团制药总厂',
  '华润双鹤药业股份有限公司',
  '华润三九医药股份有限公司',
  '云南白药集团股份有限公司',
  '北京同仁堂股份有限公司同仁堂制药厂',
  '天士力医药集团股份有限公司',
  '丽珠集团丽珠制药厂',
  '重庆药友制药有限公司',
  '浙江海正药业股份有限公司',
  '浙江华海药业股份有限公司',
  '浙江医药股份有限公司新昌制药厂',
  '山东新华制药股份有限公司',
  '鲁南制药集团股份有限公司',
  '陕西步长制药有限公司',
  '太极集团重庆涪陵制药厂有限公司',
  '江西济民可信药业有限公司',
  '修正药业集团股份有限公司',
  '吉林敖东延边药业股份有限公司',
  '东北制药集团沈阳第一制药有限公司',
  '西南药业股份有限公司',
  '四川科伦药业股份有限公司',
  '石家庄以岭药业股份有限公司',
  '昆明制药集团股份有限公司',
  '天津力生制药股份有限公司',
  '天津中新药业集团股份有限公司乐仁堂制药厂',
  '广东众生药业股份有限公司',
  '珠海联邦制药股份有限公司中山分公司',
  '湖南千金药业股份有限公司',
  '马应龙药业集团股份有限公司',
  '九芝堂股份有限公司',
  '江中药业股份有限公司',
  '仁和药业股份有限公司',
  '葵花药业集团（伊春）有限公司',
  '桂林三金药业股份有限公司',
  '漳州片仔癀药业股份有限公司',
  '贵州益佰制药股份有限公司',
  '亚宝药业集团股份有限公司',
  '山东齐都药业有限公司',
  '辰欣药业股份有限公司',
  '湖北广济药业股份有限公司',
  '北京双鹭药业股份有限公司',
  '长春海悦药业股份有限公司',
  '海南海灵化学制药有限公司',
  '重庆华邦制药有限公司',
  '成都倍特药业股份有限公司',
  '南京正大天晴制药有限公司',
  '江苏豪森药业集团有限公司',
  '山东罗欣药业集团股份有限公司',
  '海口市制药厂有限公司',
  '广西梧州制药（集团）股份有限公司',
  '通化东宝药业股份有限公司',
  '深圳信立泰药业股份有限公司',
];

const PACK_COUNTS = [6, 10, 12, 14, 18, 20, 24, 28, 30, 36, 48, 50, 60, 100];
const DRUG_KINDS = new Set(['western', 'patent', 'slices']);

/** mulberry32: a small fast PRNG; seeded per row so row k never depends on row k-1. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(items: readonly T[], rnd: () => number): T {
  return items[Math.floor(rnd() * items.length)]!;
}

/** "0.25g*24粒" → "0.25g*36粒" and the price ratio 36/24; specs without a trailing count stay. */
function repack(ypgg: string, rnd: () => number): { ypgg: string; ratio: number } {
  const match = /\*(\d+)([^*\d]*)$/.exec(ypgg);
  if (!match) return { ypgg, ratio: 1 };
  const from = Number(match[1]);
  const to = pick(PACK_COUNTS, rnd);
  if (!from || to === from) return { ypgg, ratio: 1 };
  return { ypgg: `${ypgg.slice(0, match.index)}*${to}${match[2]}`, ratio: to / from };
}

/** Same format as the template's number, other digits: 国药准字H13023964 → 国药准字H1xxxxxxx. */
function otherApproval(approval: string, rnd: () => number): string {
  return approval.replace(/\d{6,}/, (digits) => digits.slice(0, 2) + [...digits.slice(2)].map(() => Math.floor(rnd() * 10)).join(''));
}

function addDays(date: string | null, days: number): string | null {
  if (!date) return null;
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

type GoodsInsert = typeof goods.$inferInsert;

function variantRow(
  template: GoodsRow,
  k: number,
  makersByKind: ReadonlyMap<string, string[]>,
  keys: (name: string, brand: string, sccj: string) => GoodsSearchColumns,
): GoodsInsert {
  const rnd = random(0x9e3779b9 ^ Math.imul(k + 1, 2654435761));
  const makers = DRUG_KINDS.has(template.kind) ? PHARMA_MAKERS : (makersByKind.get(template.kind) ?? [template.sccj]);
  const sccj = pick(makers, rnd);
  const { ypgg, ratio } = repack(template.ypgg, rnd);
  // ±20 % around the template's price per unit of pack, at least 0.10 yuan.
  const jitter = 0.8 + rnd() * 0.4;
  const priceFen = Math.max(10, Math.round(template.priceFen * ratio * jitter));
  const retailFen = Math.max(priceFen, Math.round(template.retailFen * ratio * (0.9 + rnd() * 0.3)));
  // Most variants are plain listings; a few keep the template's activity tags (never 秒: seckill sessions stay curated).
  const tags = rnd() < 0.15 ? template.tags.filter((tag) => tag.name !== '秒') : [];
  const ladderPrice = template.ladderPrice.map((tier) => ({ number: tier.number, price: Math.max(1, Math.round(tier.price * ratio * jitter)) }));
  const { id: _id, createdAt: _created, updatedAt: _updated, ...copied } = template;
  return {
    ...copied,
    sccj,
    ypgg,
    approval: otherApproval(template.approval, rnd),
    priceFen,
    retailFen,
    ladderPrice,
    stock: rnd() < 0.08 ? 0 : Math.floor(rnd() * 5000),
    sales: Math.floor(rnd() * rnd() * 20000),
    expiryDate: addDays(template.expiryDate, Math.floor(rnd() * 540) - 180),
    tags,
    isYoux: tags.some((tag) => tag.name === '优'),
    type: 0,
    isFreeShipping: rnd() < 0.05,
    ...keys(template.name, template.brand, sccj),
  };
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

async function secondaryIndexes(db: Database): Promise<{ name: string; definition: string }[]> {
  const result = await db.execute<{ indexname: string; indexdef: string }>(sql`
    SELECT i.indexname, i.indexdef FROM pg_indexes i
    WHERE i.schemaname = current_schema() AND i.tablename = 'goods'
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`);
  return rowsOf<{ indexname: string; indexdef: string }>(result).map((row) => ({ name: row.indexname, definition: row.indexdef }));
}

export interface ScaleResult {
  before: number;
  inserted: number;
  total: number;
}

/**
 * Fills the goods table up to `target` rows with variants of the first
 * `templateCount` goods (the curated catalogue the base seed wrote).
 * Already at or above the target: nothing is written.
 */
export async function seedScale(
  db: Database,
  target: number,
  options: { batchSize?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<ScaleResult> {
  const batchSize = options.batchSize ?? 1000;
  const [{ n: before } = { n: 0 }] = await db.select({ n: count() }).from(goods);
  if (before === 0) throw new Error('商品表为空：请先运行基础种子数据 / run the base seed first');
  if (before >= target) return { before, inserted: 0, total: before };

  // Templates: the base catalogue, i.e. the rows before any scale data.
  const templates = await db.select().from(goods).orderBy(asc(goods.id)).limit(Math.min(before, 2000));
  const makersByKind = new Map<string, string[]>();
  for (const row of templates) {
    const list = makersByKind.get(row.kind) ?? [];
    if (!list.includes(row.sccj)) list.push(row.sccj);
    makersByKind.set(row.kind, list);
  }
  // pinyin-pro is the slow part; names and makers repeat, so keys are memoised.
  const memo = new Map<string, GoodsSearchColumns>();
  const keys = (name: string, brand: string, sccj: string) => {
    const key = `${name}\u0000${brand}\u0000${sccj}`;
    let columns = memo.get(key);
    if (!columns) memo.set(key, (columns = goodsSearchColumns({ name, brand, sccj })));
    return columns;
  };

  const toInsert = target - before;
  // Building an index once over all rows is much faster than updating the
  // GIN indexes row by row; big loads drop the goods indexes (all but the
  // primary key) and recreate them from their own definitions afterwards.
  const rebuild = toInsert >= 10_000 ? await secondaryIndexes(db) : [];
  for (const index of rebuild) await db.execute(sql.raw(`DROP INDEX ${quoteIdent(index.name)}`));
  for (let done = 0; done < toInsert; done += batchSize) {
    const rows: GoodsInsert[] = [];
    for (let k = before + done; k < before + Math.min(done + batchSize, toInsert); k++) {
      rows.push(variantRow(templates[k % templates.length]!, k, makersByKind, keys));
    }
    await db.insert(goods).values(rows);
    options.onProgress?.(done + rows.length, toInsert);
  }
  for (const index of rebuild) await db.execute(sql.raw(index.definition));
  // Fresh statistics, so the planner sees the grams' real selectivity at
  // once; VACUUM also empties the GIN pending lists of row-by-row inserts.
  await db.execute(sql`VACUUM ANALYZE goods`);
  // The new goods add specs, makers and sales to the suggestions' dictionary;
  // VACUUM drops the replaced entries' dead rows (a rebuild cannot, inside its transaction).
  await rebuildSearchDictionary(db);
  await db.execute(sql`VACUUM ANALYZE search_dictionary`);
  return { before, inserted: toInsert, total: target };
}

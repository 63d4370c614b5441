import { sql } from 'drizzle-orm';
import type { SearchSuggestion } from '../../../shared/contract/goods';
import type { Database } from '../../db/client';
import { goods } from '../../db/schema';
import { goodsKeywordFilter, type SearchType } from './goods-match';

/** The search box shows at most this many suggestions. */
export const SUGGESTION_LIMIT = 10;

function rowsOf<T>(result: unknown): T[] {
  // node-postgres answers { rows }, PGlite too; keep both shapes working.
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) ?? [];
}

interface NameRow {
  name: string;
  goods_id: number;
  ypgg: string;
  sccj: string;
  variants: number;
}

interface MakerRow {
  sccj: string;
  goods: number;
}

/**
 * Drug-name suggestions: one per distinct name (a generic name is sold by
 * many makers in many specs; ten lines of the same name would hide the other
 * drugs). The goods a suggestion opens is the best match of that name —
 * lowest rank, then best-selling — and the hint describes it: "规格 · 厂家",
 * with "等N个规格/厂家" when the name has other goods.
 */
async function drugSuggestions(db: Database, keywords: string): Promise<SearchSuggestion[]> {
  const filter = goodsKeywordFilter(keywords, 1);
  if (!filter) return [];
  const result = await db.execute(sql`
    SELECT name, goods_id, ypgg, sccj, variants FROM (
      SELECT DISTINCT ON (name COLLATE "C") name, id AS goods_id, ypgg, sccj, r, sales,
             count(*) OVER (PARTITION BY name COLLATE "C")::int AS variants
      FROM (SELECT ${goods.id} AS id, ${goods.name} AS name, ${goods.ypgg} AS ypgg, ${goods.sccj} AS sccj,
                   ${goods.sales} AS sales, ${filter.rank} AS r
            FROM ${goods} WHERE ${filter.where}) AS matched
      ORDER BY name COLLATE "C", r, sales DESC, id
    ) AS best
    ORDER BY r, sales DESC, goods_id
    LIMIT ${SUGGESTION_LIMIT}`);
  // (COLLATE "C": grouping needs equality only; byte order sorts Chinese text
  // several times faster than the database's linguistic collation.)
  return rowsOf<NameRow>(result).map((row) => ({
    keyword: row.name,
    goods_id: Number(row.goods_id),
    hint: `${row.ypgg} · ${row.sccj}${row.variants > 1 ? ` 等${row.variants}个规格/厂家` : ''}`,
  }));
}

/** Manufacturer suggestions: distinct makers, best rank first, then by their goods' sales; hint "N个商品". */
async function makerSuggestions(db: Database, keywords: string): Promise<SearchSuggestion[]> {
  const filter = goodsKeywordFilter(keywords, 2);
  if (!filter) return [];
  const result = await db.execute(sql`
    SELECT ${goods.sccj} COLLATE "C" AS sccj, count(*)::int AS goods
    FROM ${goods} WHERE ${filter.where}
    GROUP BY ${goods.sccj} COLLATE "C"
    ORDER BY min(${filter.rank}), sum(${goods.sales}) DESC, ${goods.sccj} COLLATE "C"
    LIMIT ${SUGGESTION_LIMIT}`);
  return rowsOf<MakerRow>(result).map((row) => ({ keyword: row.sccj, goods_id: 0, hint: `${row.goods}个商品` }));
}

export function searchSuggestions(db: Database, keywords: string, type: SearchType): Promise<SearchSuggestion[]> {
  return type === 1 ? drugSuggestions(db, keywords) : makerSuggestions(db, keywords);
}

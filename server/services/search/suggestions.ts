import { sql } from 'drizzle-orm';
import type { SearchSuggestion } from '../../../shared/contract/goods';
import type { Database } from '../../db/client';
import { keywordFilterOn, type MatchColumns, type SearchType } from './goods-match';
import { rowsOf } from '../../db/rows';

/** The search box shows at most this many suggestions. */
export const SUGGESTION_LIMIT = 10;

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

// The suggestions read the search dictionary (one row per distinct name +
// brand, per distinct maker; server/db/schema/search-dictionary.ts), not the
// goods table: a generic name exists in hundreds of goods rows, and reading,
// ranking and grouping all of them cost 15–155 ms at 100,000 goods
// (docs/perf.md). The keyword is matched and ranked by the same SQL as the
// goods table (goods-match.ts), on the dictionary's copies of the columns.
const NAME_COLUMNS: MatchColumns = {
  texts: [sql`lower(d.keyword)`, sql`lower(d.brand)`],
  keys: sql`d.keys`,
  grams: sql`d.grams`,
};
const MAKER_COLUMNS: MatchColumns = { texts: [sql`lower(d.keyword)`], keys: sql`d.keys`, grams: sql`d.grams` };

/**
 * Drug-name suggestions: one per distinct name (a generic name is sold by
 * many makers in many specs; ten lines of the same name would hide the other
 * drugs). The goods a suggestion opens is the best match of that name —
 * lowest rank, then best-selling — and the hint describes it: "规格 · 厂家",
 * with "等N个规格/厂家" when the matching goods of the name are more than one.
 * A name's dictionary entries differ by brand only; each holds its own best
 * goods and count, so the best over the matching entries is the best over
 * the matching goods.
 */
async function drugSuggestions(db: Database, keywords: string): Promise<SearchSuggestion[]> {
  const filter = keywordFilterOn(keywords, NAME_COLUMNS);
  if (!filter) return [];
  const result = await db.execute(sql`
    SELECT name, goods_id, ypgg, sccj, variants FROM (
      SELECT DISTINCT ON (name COLLATE "C") name, goods_id, ypgg, sccj, r, sales,
             sum(goods_count) OVER (PARTITION BY name COLLATE "C")::int AS variants
      FROM (SELECT d.keyword AS name, d.best_goods_id AS goods_id, d.best_ypgg AS ypgg, d.best_sccj AS sccj,
                   d.best_sales AS sales, d.goods_count, ${filter.rank} AS r
            FROM search_dictionary d WHERE d.type = 1 AND ${filter.where}) AS matched
      ORDER BY name COLLATE "C", r, sales DESC, goods_id
    ) AS best
    ORDER BY r, sales DESC, goods_id
    LIMIT ${SUGGESTION_LIMIT}`);
  return rowsOf<NameRow>(result).map((row) => ({
    keyword: row.name,
    goods_id: Number(row.goods_id),
    hint: `${row.ypgg} · ${row.sccj}${row.variants > 1 ? ` 等${row.variants}个规格/厂家` : ''}`,
  }));
}

/** Manufacturer suggestions: distinct makers, best rank first, then by their goods' sales; hint "N个商品". */
async function makerSuggestions(db: Database, keywords: string): Promise<SearchSuggestion[]> {
  const filter = keywordFilterOn(keywords, MAKER_COLUMNS);
  if (!filter) return [];
  const result = await db.execute(sql`
    SELECT d.keyword AS sccj, d.goods_count AS goods
    FROM search_dictionary d WHERE d.type = 2 AND ${filter.where}
    ORDER BY ${filter.rank}, d.total_sales DESC, d.keyword COLLATE "C"
    LIMIT ${SUGGESTION_LIMIT}`);
  return rowsOf<MakerRow>(result).map((row) => ({ keyword: row.sccj, goods_id: 0, hint: `${row.goods}个商品` }));
}

export function searchSuggestions(db: Database, keywords: string, type: SearchType): Promise<SearchSuggestion[]> {
  return type === 1 ? drugSuggestions(db, keywords) : makerSuggestions(db, keywords);
}

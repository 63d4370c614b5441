import { sql } from 'drizzle-orm';
import type { SearchSuggestion } from '../../../shared/contract/goods';
import type { Database } from '../../db/client';
import { keywordFilterOn, type SearchType } from './goods-match';
import { DICTIONARY_MAKER_COLUMNS as MAKER_COLUMNS, DICTIONARY_NAME_COLUMNS as NAME_COLUMNS } from './dictionary-match';
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
// goods table (goods-match.ts), on the dictionary's copies of the columns
// (dictionary-match.ts).

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
  // Each matching entry's best goods as a sortable key [rank, -sales, goods id]; a name's best
  // is its least key, found by a hash GROUP BY (a sort of every matching entry by name was the
  // cost once names came with many brands: 2,848 entries for 胶囊, docs/perf.md). The ten best
  // names' goods are read back by their key's goods id (one entry holds a goods as its best).
  const result = await db.execute(sql`
    SELECT b.name, e.best_goods_id AS goods_id, e.best_ypgg AS ypgg, e.best_sccj AS sccj, b.variants FROM (
      SELECT name, min(key) AS key, sum(goods_count)::int AS variants
      FROM (SELECT d.keyword AS name, ARRAY[${filter.rank}, -d.best_sales, d.best_goods_id] AS key, d.goods_count
            FROM search_dictionary d WHERE d.type = 1 AND ${filter.where}) AS matched
      GROUP BY name
      ORDER BY min(key)
      LIMIT ${SUGGESTION_LIMIT}
    ) AS b
    JOIN search_dictionary e ON e.type = 1 AND e.keyword = b.name AND e.best_goods_id = b.key[3]
    ORDER BY b.key`);
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

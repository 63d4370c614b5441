import { sql, type SQL } from 'drizzle-orm';
import { goods } from '../../db/schema';
import { keywordFilterOn, type MatchColumns, type SearchType } from './goods-match';

/**
 * The search dictionary's copies of the goods' search columns
 * (server/db/schema/search-dictionary.ts): type 1 rows hold a goods name +
 * brand with its name_keys / name_grams, type 2 rows a manufacturer with
 * its sccj_keys / sccj_grams. A keyword is matched and ranked on them by the
 * same SQL as on the goods table (goods-match.ts keywordFilterOn).
 */
export const DICTIONARY_NAME_COLUMNS: MatchColumns = {
  texts: [sql`lower(d.keyword)`, sql`lower(d.brand)`],
  keys: sql`d.keys`,
  grams: sql`d.grams`,
};
export const DICTIONARY_MAKER_COLUMNS: MatchColumns = { texts: [sql`lower(d.keyword)`], keys: sql`d.keys`, grams: sql`d.grams` };

export interface DictionaryMatch {
  /** `JOIN (…) AS m ON …`: the goods whose name + brand (type 1) or maker (type 2) match; m.r is their rank. */
  join: SQL;
  /** 0 exact, 1 prefix, 2 substring, for ORDER BY. */
  rank: SQL;
  /** A query of one row `n`: how many (non-套餐) goods match, from the entries' goods_count — the total when nothing else filters. */
  count: SQL;
}

/**
 * The goods list's keyword match, through the dictionary: whether and how
 * well a keyword matches a goods depends on its name and brand (or its
 * maker) only, and the dictionary holds each distinct one once — a few
 * thousand rows instead of 100,000 wide goods rows whose grams arrays had
 * to be read and rechecked one by one (docs/perf.md, "Search on a
 * real-sized catalogue"). The goods are then found by name + brand (or
 * maker) through a narrow covering index (migration 0031). Same matches and
 * ranks as goodsKeywordFilter on the goods table, as long as goods writers
 * keep the dictionary current (server/db/search-dictionary.ts). null: an
 * empty keyword, no keyword filter at all.
 */
export function dictionaryMatch(keywords: string, type: SearchType): DictionaryMatch | null {
  const filter = keywordFilterOn(keywords, type === 1 ? DICTIONARY_NAME_COLUMNS : DICTIONARY_MAKER_COLUMNS);
  if (!filter) return null;
  const matching = sql`FROM search_dictionary d WHERE d.type = ${type} AND ${filter.where}`;
  const on = type === 1 ? sql`m.keyword = ${goods.name} AND m.brand = ${goods.brand}` : sql`m.keyword = ${goods.sccj}`;
  return {
    join: sql`JOIN (SELECT d.keyword, d.brand, ${filter.rank} AS r ${matching}) AS m ON ${on}`,
    rank: sql`m.r`,
    count: sql`SELECT coalesce(sum(d.goods_count), 0)::int AS n ${matching}`,
  };
}

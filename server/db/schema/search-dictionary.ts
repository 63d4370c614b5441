import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The search-suggestion dictionary: ONE row per distinct suggestion, so the
 * search box's query touches hundreds of rows instead of every goods row
 * (a generic name exists in hundreds of specs and makers; docs/perf.md).
 *
 * - type 1 (drug names): one row per distinct goods (name, brand); keyword =
 *   name. keys / grams are the goods' name_keys / name_grams.
 * - type 2 (manufacturers): one row per distinct sccj; keyword = sccj, brand
 *   = ''. keys / grams are the goods' sccj_keys / sccj_grams.
 *
 * goods_count / total_sales aggregate the goods of the row; best_* describe
 * its best-selling goods (sales DESC, id ASC) — the one a suggestion opens.
 *
 * Derived data: rebuilt by the seed and kept current by whoever writes goods
 * through server/db/search-dictionary.ts (refreshSearchDictionary /
 * rebuildSearchDictionary). /api/goods/list matches keywords through it too
 * (server/services/search/dictionary-match.ts): a stale dictionary hides
 * goods from the list as well as from the suggestions.
 */
export const searchDictionary = pgTable(
  'search_dictionary',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** 1 drug name (+ brand), 2 manufacturer — the search API's `type`. */
    type: smallint('type').notNull(),
    keyword: text('keyword').notNull(),
    brand: text('brand').notNull().default(''),
    keys: text('keys').notNull().default(''),
    grams: text('grams')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    goodsCount: integer('goods_count').notNull(),
    // bigint: a big maker's summed sales can pass 2^31.
    totalSales: bigint('total_sales', { mode: 'number' }).notNull(),
    bestGoodsId: integer('best_goods_id').notNull(),
    bestSales: integer('best_sales').notNull(),
    bestYpgg: text('best_ypgg').notNull(),
    bestSccj: text('best_sccj').notNull(),
  },
  (t) => [
    uniqueIndex('search_dictionary_entry_idx').on(t.type, t.keyword, t.brand),
    index('search_dictionary_keys_trgm_idx').using('gin', t.keys.op('gin_trgm_ops')),
    index('search_dictionary_grams_idx').using('gin', t.grams),
  ],
);

import { sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from './client';
import { COMBINATION_KIND } from './schema/combinations';

/**
 * Keeps the search dictionary (server/db/schema/search-dictionary.ts) in step
 * with the goods table. The dictionary is derived data: one row per distinct
 * (name, brand) and per distinct manufacturer, aggregated from goods.
 *
 * EVERY GOODS WRITER MUST CALL ONE OF THESE after its write, in the same
 * transaction when it has one:
 * - refreshSearchDictionary(db, { names, sccjs }) after inserting, updating
 *   or deleting goods — pass the names and manufacturers the write touched,
 *   old AND new values when a name or sccj changed (a sales or ypgg change
 *   alters the best goods and the totals, so pass its name and sccj too);
 * - rebuildSearchDictionary(db) after bulk loads (the seed, scale data,
 *   imports).
 * Without it, search suggestions miss new goods or open deleted ones, and the
 * goods list's keyword search (services/search/dictionary-match.ts) misses
 * them too.
 * (There is no admin goods editing yet; the seed is the only writer.)
 */

type Db = Database | Transaction;

// Refreshes of overlapping names must not interleave (the unique index on
// (type, keyword, brand) would make the second one fail): one at a time.
const DICTIONARY_LOCK_KEY = 7_240_312;

function textArray(values: readonly string[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

// COLLATE "C": grouping needs byte equality only, and byte order sorts
// Chinese text several times faster than a linguistic collation.
const INSERT_COLUMNS = sql.raw(
  'INSERT INTO search_dictionary (type, keyword, brand, keys, grams, goods_count, total_sales, best_goods_id, best_sales, best_ypgg, best_sccj)',
);

// 套餐 rows (schema/combinations.ts) are not goods to suggest.
const NOT_COMBINATION = sql`g.kind <> ${COMBINATION_KIND}`;

/** Type-1 entries: one per distinct (name, brand) of the goods matching `where`; the best goods sells most (then lowest id). */
function insertNames(where: SQL): SQL {
  return sql`${INSERT_COLUMNS}
    SELECT DISTINCT ON (g.name COLLATE "C", g.brand COLLATE "C")
           1, g.name, g.brand, g.name_keys, g.name_grams,
           count(*) OVER w, sum(g.sales) OVER w, g.id, g.sales, g.ypgg, g.sccj
    FROM goods g WHERE ${where} AND ${NOT_COMBINATION}
    WINDOW w AS (PARTITION BY g.name COLLATE "C", g.brand COLLATE "C")
    ORDER BY g.name COLLATE "C", g.brand COLLATE "C", g.sales DESC, g.id`;
}

/** Type-2 entries: one per distinct manufacturer of the goods matching `where`. */
function insertMakers(where: SQL): SQL {
  return sql`${INSERT_COLUMNS}
    SELECT DISTINCT ON (g.sccj COLLATE "C")
           2, g.sccj, '', g.sccj_keys, g.sccj_grams,
           count(*) OVER w, sum(g.sales) OVER w, g.id, g.sales, g.ypgg, g.sccj
    FROM goods g WHERE ${where} AND ${NOT_COMBINATION}
    WINDOW w AS (PARTITION BY g.sccj COLLATE "C")
    ORDER BY g.sccj COLLATE "C", g.sales DESC, g.id`;
}

/** Rebuilds the whole dictionary from the goods table, in one transaction (readers see the old or the new one). */
export async function rebuildSearchDictionary(db: Db): Promise<void> {
  await (db as Database).transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DICTIONARY_LOCK_KEY})`);
    await tx.execute(sql`DELETE FROM search_dictionary`);
    await tx.execute(insertNames(sql`true`));
    await tx.execute(insertMakers(sql`true`));
    // Fresh statistics: the planner then knows the table is small.
    await tx.execute(sql`ANALYZE search_dictionary`);
  });
}

/**
 * Recomputes the dictionary entries of the given goods names (all their
 * brands) and manufacturers from the goods table: entries whose goods are
 * gone disappear, new ones appear, counts, sales and best goods follow.
 */
export async function refreshSearchDictionary(db: Db, changed: { names?: readonly string[]; sccjs?: readonly string[] }): Promise<void> {
  const names = [...new Set(changed.names ?? [])];
  const sccjs = [...new Set(changed.sccjs ?? [])];
  if (names.length === 0 && sccjs.length === 0) return;
  await (db as Database).transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DICTIONARY_LOCK_KEY})`);
    if (names.length > 0) {
      await tx.execute(sql`DELETE FROM search_dictionary WHERE type = 1 AND keyword = ANY(${textArray(names)})`);
      await tx.execute(insertNames(sql`g.name = ANY(${textArray(names)})`));
    }
    if (sccjs.length > 0) {
      await tx.execute(sql`DELETE FROM search_dictionary WHERE type = 2 AND keyword = ANY(${textArray(sccjs)})`);
      await tx.execute(insertMakers(sql`g.sccj = ANY(${textArray(sccjs)})`));
    }
  });
}

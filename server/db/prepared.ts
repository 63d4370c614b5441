import type { Database } from './client';

const byDatabase = new WeakMap<Database, Map<string, unknown>>();

/**
 * A query prepared once per database and kept: its SQL text is built once
 * (drizzle otherwise rebuilds it from the query builder on every call, a
 * quarter of the server's thread during checkout: docs/perf.md), and on
 * PostgreSQL each pooled connection parses and plans it once under its name.
 * Values go in through `sql.placeholder`. Only for queries on the database
 * itself: a query prepared on the pool runs outside any transaction.
 */
export function preparedOn<T>(db: Database, name: string, prepare: (db: Database) => T): T {
  let queries = byDatabase.get(db);
  if (!queries) byDatabase.set(db, (queries = new Map<string, unknown>()));
  if (!queries.has(name)) queries.set(name, prepare(db));
  return queries.get(name) as T;
}

/**
 * Rows of a raw `db.execute(sql…)`: node-postgres answers a QueryResult
 * ({rows}), PGlite's Drizzle driver the same shape, and some drivers a bare
 * array; this reads either so services stay engine-agnostic.
 */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  const rows = (result as { rows?: T[] } | null)?.rows;
  return rows ?? [];
}

import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { rowsOf } from '../rows';

/**
 * Whether the database holds no data yet: no users, categories or site
 * settings. The start path asks this before it loads the demo seed (./index.ts,
 * with its curated data), so a started database never loads it again.
 */
export async function databaseIsEmpty(db: Pick<Database, 'execute'>): Promise<boolean> {
  const result = await db.execute<{ filled: boolean }>(
    sql`select exists(select 1 from users) or exists(select 1 from categories) or exists(select 1 from site_settings) as filled`,
  );
  return rowsOf<{ filled: boolean }>(result)[0]?.filled === false;
}

import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { OpenedDatabase, Schema } from './client';

/** The committed SQL migrations (`npm run db:generate` writes them). */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Applies pending migrations. Each driver has its own migrator; the
 * migrations and their bookkeeping table (drizzle.__drizzle_migrations) are
 * the same on both.
 */
export async function migrate(opened: OpenedDatabase): Promise<void> {
  if (opened.kind === 'pglite') {
    await migratePglite(opened.db as PgliteDatabase<Schema>, { migrationsFolder });
  } else {
    await migratePostgres(opened.db as NodePgDatabase<Schema>, { migrationsFolder });
  }
}

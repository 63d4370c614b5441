import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { OpenedDatabase, Schema } from './client';
import { MIGRATION_LOCK_KEY, withDatabaseLock } from './locks';

/** The committed SQL migrations (`npm run db:generate` writes them). */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Applies pending migrations. Each driver has its own migrator; the
 * migrations and their bookkeeping table (drizzle.__drizzle_migrations) are
 * the same on both. Drizzle's migrator takes no lock of its own (two at once
 * would both create its table and both apply the same migration), so on
 * PostgreSQL it runs under an advisory lock: a second process waits, then
 * finds nothing pending.
 */
export async function migrate(opened: OpenedDatabase): Promise<void> {
  if (opened.kind === 'pglite') {
    await migratePglite(opened.db as PgliteDatabase<Schema>, { migrationsFolder });
  } else {
    await withDatabaseLock(opened, MIGRATION_LOCK_KEY, () => migratePostgres(opened.db as NodePgDatabase<Schema>, { migrationsFolder }));
  }
}

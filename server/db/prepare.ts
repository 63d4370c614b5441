import type { OpenedDatabase } from './client';
import { STARTUP_LOCK_KEY, withDatabaseLock } from './locks';
import { migrate } from './migrate';
import type { SeedOptions } from './seed';
import { databaseIsEmpty } from './seed/empty';

/**
 * What a node does to its database before it serves: migrate, then seed an
 * empty one. Under one advisory lock (db/locks.ts), so of several nodes
 * starting together on one fresh PostgreSQL the first does the work and the
 * others wait, then find it done (seeded: false), instead of hashing the
 * demo passwords in vain or seeing half a schema.
 *
 * The demo seed (./seed, about 11,700 lines with its curated data) is
 * imported only when the database is empty, so the first start still opens a
 * full shop while every later start, and a production database, never loads
 * it (scripts/build/server.mjs keeps it in a chunk of its own).
 */
export function prepareDatabase(opened: OpenedDatabase, options: SeedOptions = {}): Promise<{ seeded: boolean }> {
  return withDatabaseLock(opened, STARTUP_LOCK_KEY, async () => {
    await migrate(opened);
    if (!(await databaseIsEmpty(opened.db))) return { seeded: false };
    const { seed } = await import('./seed');
    return seed(opened.db, undefined, options);
  });
}

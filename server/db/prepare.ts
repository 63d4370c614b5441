import type { OpenedDatabase } from './client';
import { STARTUP_LOCK_KEY, withDatabaseLock } from './locks';
import { migrate } from './migrate';
import { seed, type SeedOptions } from './seed';
import { curatedSeedData } from './seed/curated';

/**
 * What a node does to its database before it serves: migrate, then seed an
 * empty one. Under one advisory lock (db/locks.ts), so of several nodes
 * starting together on one fresh PostgreSQL the first does the work and the
 * others wait, then find it done (seeded: false), instead of hashing the
 * demo passwords in vain or seeing half a schema.
 */
export function prepareDatabase(opened: OpenedDatabase, options: SeedOptions = {}): Promise<{ seeded: boolean }> {
  return withDatabaseLock(opened, STARTUP_LOCK_KEY, async () => {
    await migrate(opened);
    return seed(opened.db, curatedSeedData, options);
  });
}

import type { OpenedDatabase } from './client';

/**
 * Advisory lock keys (one bigint space per database). The seed's own
 * transaction lock is 7_240_311 (db/seed/index.ts).
 */
export const MIGRATION_LOCK_KEY = 7_240_312;
export const STARTUP_LOCK_KEY = 7_240_313;

/**
 * Runs `work` while holding a PostgreSQL session-level advisory lock, so
 * processes on one database (two API nodes starting together, a node and
 * `npm run db:migrate`) take turns: the second waits, then finds the work
 * done. The lock lives on a connection of its own, held for the whole of
 * `work`, because `work` uses the pool (and its own transactions) freely; a
 * transaction-level lock would bind `work` to that one connection. If the
 * process dies, its connection closes and PostgreSQL releases the lock.
 *
 * PGlite has one connection and one process per data directory, so there
 * is nobody to wait for: `work` just runs.
 */
export async function withDatabaseLock<T>(opened: Pick<OpenedDatabase, 'kind' | 'pool'>, key: number, work: () => Promise<T>): Promise<T> {
  if (opened.kind !== 'postgres' || !opened.pool) return work();
  const client = await opened.pool.connect();
  let broken: Error | undefined;
  try {
    try {
      await client.query('select pg_advisory_lock($1)', [key]);
    } catch (error) {
      broken = error as Error;
      throw error;
    }
    try {
      return await work();
    } finally {
      try {
        await client.query('select pg_advisory_unlock($1)', [key]);
      } catch (error) {
        // The connection is unusable: dropping it (release with an error) ends its session and so the lock.
        broken = error as Error;
      }
    }
  } finally {
    client.release(broken);
  }
}

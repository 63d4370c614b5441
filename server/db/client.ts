import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;

/**
 * The one Drizzle type services use, whichever engine is underneath: both
 * drivers are PgDatabase subclasses with the same query builder, so code
 * written against this runs on PGlite and on PostgreSQL unchanged.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** The `tx` of `db.transaction(async (tx) => …)`; it has the same query builder. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface OpenDatabaseOptions {
  /** postgres://… selects a PostgreSQL server; otherwise PGlite is used. */
  url?: string;
  /** PGlite data directory; omitted = in memory. */
  dataDir?: string;
  /** A PGlite dump (pglite.dumpDataDir()) to start from, e.g. a migrated and seeded template. */
  loadDataDir?: Blob | File;
}

export interface OpenedDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded engine, when kind is 'pglite' (tests dump it). */
  pglite?: PGlite;
  /** The connection pool, when kind is 'postgres' (db/locks.ts holds a lock on one of its connections). */
  pool?: pg.Pool;
  close(): Promise<void>;
}

// pg_trgm is loaded into every PGlite instance because a migration creates
// the extension (goods search); PostgreSQL 15 has it in contrib.
const pgliteExtensions = { pg_trgm };

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle client losing its connection (server restart) emits 'error' on
    // the pool; without a listener Node would crash the whole API.
    // Its message is logged once, by the client's own listener below.
    pool.on('error', () => {});
    // The pool listens only to its idle clients. A checked-out client whose
    // connection dies between two statements (a transaction's, say: 57P01
    // when the server restarts or a proxy drops it) emits 'error' with nobody
    // listening, and Node ends the process. Every client gets a listener for
    // its whole life; the statement under way rejects on its own, and the
    // pool discards the dead client when it is released.
    pool.on('connect', (client) => {
      client.on('error', (error) => {
        console.error('PostgreSQL 连接中断 / connection lost:', error.message);
      });
    });
    const db = drizzlePostgres({ client: pool, schema });
    let closed = false;
    return {
      db,
      kind: 'postgres',
      pool,
      async close() {
        if (closed) return;
        closed = true;
        // pool.end() resolves once its clients are *told* to end, not once
        // their connections are closed; wait for each 'remove' (emitted when
        // a client's connection has ended), so whoever drops the database or
        // stops the server next finds no connection still open.
        let open = pool.totalCount;
        const drained = new Promise<void>((resolve) => {
          if (open === 0) return resolve();
          pool.on('remove', () => {
            open -= 1;
            if (open <= 0) resolve();
          });
        });
        await pool.end();
        // Never hang a shutdown on a connection that will not say goodbye.
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([drained, new Promise<void>((resolve) => (timer = setTimeout(resolve, 5_000)))]);
        clearTimeout(timer);
      },
    };
  }

  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: pgliteExtensions,
  });
  const db = drizzlePglite({ client: pglite, schema });
  return {
    db,
    kind: 'pglite',
    pglite,
    async close() {
      // PGlite flushes its data dir on close; an unclosed instance can leave
      // the directory needing recovery on the next start.
      if (!pglite.closed) await pglite.close();
    },
  };
}

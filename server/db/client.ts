import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { isConnectionError } from './errors';

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
  /**
   * PostgreSQL: the serving limits (server/timeouts.ts servingLimits():
   * statement and lock timeouts on every connection, a pool acquire
   * timeout). main.ts serves with them; migrations and the admin tools,
   * which may legitimately wait on a lock or run long, open without.
   */
  serving?: ServingLimits;
  /** Pool size; default 10. */
  max?: number;
}

export interface ServingLimits {
  statementMs: number;
  lockMs: number;
  idleInTransactionMs: number;
  /** How long a caller waits for a free pooled connection before it fails. */
  acquireMs: number;
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
    const limits = options.serving;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.max ?? 10,
      ...(limits
        ? {
            // Startup parameters: the session default of every connection, autocommit statements included.
            statement_timeout: limits.statementMs,
            lock_timeout: limits.lockMs,
            idle_in_transaction_session_timeout: limits.idleInTransactionMs,
            // pg-pool applies this both to opening a connection and to waiting for a free one.
            connectionTimeoutMillis: limits.acquireMs,
          }
        : {}),
    });
    retryReadsOnLostConnection(pool);
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

/**
 * A statement that may be sent again after its connection died under it:
 * a plain read. Anything that writes (or draws a sequence, or locks) may
 * have taken effect before the connection went, so it is never resent.
 */
export function isRetryableRead(text: string): boolean {
  return /^\s*(select|with)\b/i.test(text) && !/\b(insert|update|delete|merge|nextval|setval|for\s+(update|share|no\s+key\s+update|key\s+share))\b/i.test(text);
}

/**
 * Statements outside a transaction go through pool.query, which takes a
 * client, runs, and gives it back. When that client's connection turns out
 * dead (a database restart, a failover, a proxy's idle cut: the pool only
 * learns once it is used), a read is run once more on a fresh connection,
 * so a page view does not fail for it. Writes and transactions are not
 * retried here: the error goes up and the buyer is told to try again.
 */
function retryReadsOnLostConnection(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as { query: unknown }).query = (...args: unknown[]) => {
    // Callback style (nobody here uses it) goes straight through.
    if (typeof args[args.length - 1] === 'function') return query(...args);
    const first = args[0];
    const text = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '');
    return (query(...args) as Promise<unknown>).catch((error: unknown) => {
      if (!isConnectionError(error) || !isRetryableRead(text)) throw error;
      return query(...args);
    });
  };
}

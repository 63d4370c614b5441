import { sql, type SQL } from 'drizzle-orm';
import type { ServingLimits } from './db/client';

/**
 * Every time limit the server keeps, in one place, each with why it is the
 * size it is. Without them one row lock held in psql froze a whole node: its
 * ten connections waited on the lock, the next request waited on the pool,
 * and shutdown waited on both (issue 24).
 *
 * The limits nest, innermost shortest, so the innermost one answers and says
 * why: a lock wait (LOCK) gives up before the statement (STATEMENT), a
 * statement before the request (REQUEST), and the shutdown deadline is longer
 * than a request but shorter than a container's stop grace (Docker's 10 s,
 * Kubernetes' 30 s), so the process exits by itself before it is killed.
 */

/** The kinds of transaction with limits of their own; withTimeouts(tx, kind) applies one. */
export type TransactionKind = 'request' | 'order' | 'job' | 'report';

export interface TransactionTimeouts {
  /** PostgreSQL statement_timeout: the longest one statement may run, lock waits included. */
  statementMs: number;
  /** PostgreSQL lock_timeout: the longest one statement waits for a row or table lock. */
  lockMs: number;
}

export const TRANSACTION_TIMEOUTS: Readonly<Record<TransactionKind, TransactionTimeouts>> = {
  // Any request's work (the session default of every pooled connection, so
  // autocommit statements and transactions alike): a page's statements take
  // milliseconds; a lock held for seconds is somebody's stuck transaction,
  // and waiting on it only ties up one of the pool's ten connections.
  request: { statementMs: 8_000, lockMs: 3_000 },
  // Checkout: the buyer is watching a spinner and can press again (the order
  // is idempotent), and the hot stock rows are exactly what a stuck lock
  // holds, so give up sooner and free the connection for the next buyer.
  order: { statementMs: 5_000, lockMs: 2_000 },
  // Lifecycle jobs run in the background in small batches: no one waits on
  // them, so a longer lock wait costs nothing, but a job stuck for minutes
  // would hold its lease past the next tick.
  job: { statementMs: 30_000, lockMs: 10_000 },
  // Reports and exports scan a lot and lock nothing: long statements, short lock waits.
  report: { statementMs: 60_000, lockMs: 3_000 },
};

/**
 * A transaction left open by a stuck request or a crashed handler holds its
 * locks until PostgreSQL ends it: longer than any request may take, so only
 * a transaction nobody is driving any more is ended.
 */
export const IDLE_IN_TRANSACTION_MS = 30_000;

/**
 * How long a request waits for one of the pool's connections before it is
 * answered 503 系统繁忙，请稍候再试 with Retry-After: a full pool means every
 * connection is busy (or stuck), and a quick honest answer lets the buyer or
 * the load balancer try again rather than pile up behind the stuck ones.
 */
export const POOL_ACQUIRE_TIMEOUT_MS = 3_000;

/** The limits main.ts opens its PostgreSQL pool with (db/client.ts). */
export function servingLimits(): ServingLimits {
  return {
    statementMs: TRANSACTION_TIMEOUTS.request.statementMs,
    lockMs: TRANSACTION_TIMEOUTS.request.lockMs,
    idleInTransactionMs: IDLE_IN_TRANSACTION_MS,
    acquireMs: POOL_ACQUIRE_TIMEOUT_MS,
  };
}

/** Retry-After (seconds) on the 503s above: long enough for a lock holder or a restarting database to be gone. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * Fastify's handlerTimeout: a request not answered in this time is answered
 * 503 系统繁忙 and its signal aborted. Above the request statement limit plus
 * a pool wait, so a slow database answers through those first.
 */
export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * After SIGTERM the node answers not-ready at once (the load balancer stops
 * sending), keeps serving for DRAIN_MS while the balancer notices, then
 * stops accepting and lets requests in flight finish; whatever is still
 * running at SHUTDOWN_DEADLINE_MS is answered 503 and the process exits.
 */
export const DRAIN_MS = 1_000;
export const SHUTDOWN_DEADLINE_MS = 8_000;

/**
 * Redis is an accelerator (issue 24): a command that has not answered in
 * this time is treated as Redis being down, and the per-node counters take
 * over. A healthy Redis answers in well under a millisecond on a LAN, but
 * the timer runs on this node's event loop, which under a burst of logins
 * can itself be late by some hundreds of ms: shorter would call a busy node
 * an outage. A Redis that is stopped or unreachable closes the connection
 * and is noticed at once, without this timer.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;
export const REDIS_CONNECT_TIMEOUT_MS = 1_000;

/**
 * Sets the limits of `kind` for the rest of the transaction (SET LOCAL: they
 * end with it and never leak into the pooled connection's next user). One
 * statement, so it works on PGlite too, where the limits are harmless.
 */
export async function withTimeouts(tx: { execute(query: SQL): PromiseLike<unknown> }, kind: TransactionKind): Promise<void> {
  const limits = TRANSACTION_TIMEOUTS[kind];
  await tx.execute(sql`select set_config('statement_timeout', ${`${limits.statementMs}ms`}, true), set_config('lock_timeout', ${`${limits.lockMs}ms`}, true)`);
}

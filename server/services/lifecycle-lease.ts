import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { lifecycleLeases } from '../db/schema';

/**
 * The tick `now` falls in: now rounded down to a multiple of the interval,
 * counted from the epoch, so every node names the same tick whatever the
 * phase of its timer.
 */
export function tickOf(now: Date, intervalMs: number): Date {
  if (!Number.isFinite(intervalMs) || intervalMs <= 0) throw new RangeError(`lifecycle interval must be positive, got ${intervalMs}`);
  return new Date(Math.floor(now.getTime() / intervalMs) * intervalMs);
}

/** A lease claimed for an earlier tick and never finished: its node stopped (or hung) during the run. */
export interface UnfinishedLease {
  job: string;
  node: string;
  tickAt: Date;
  claimedAt: Date;
}

export interface LeaseClaim {
  /** True when this node is to run the job this tick. */
  claimed: boolean;
  /** When claimed: the lease it took over had not been finished (reported, and the job runs again now). */
  unfinished: UnfinishedLease | null;
}

/**
 * Claims `job` for the tick starting at `tickAt` on behalf of `node`. One
 * statement, an upsert whose update only applies while the row's tick is
 * older, so of any number of nodes claiming the same tick at once exactly
 * one gets a row back (PostgreSQL re-checks the condition on the row the
 * winner committed). A node whose timer fires later in the same tick finds
 * it claimed and skips. The winner also learns what the row said before
 * (the CTE reads it before the upsert writes): a previous claim with no
 * finish means a node died or hung mid-run, which the caller reports; the
 * job itself is simply run again, as every job picks up whatever is due.
 */
export async function claimLifecycleJob(db: Database, job: string, tickAt: Date, node: string): Promise<LeaseClaim> {
  const result = await db.execute(sql`
    WITH previous AS (SELECT tick_at, node, claimed_at, finished_at FROM ${lifecycleLeases} WHERE job = ${job})
    INSERT INTO ${lifecycleLeases} (job, tick_at, node, claimed_at) VALUES (${job}, ${tickAt.toISOString()}::timestamptz, ${node}, now())
    ON CONFLICT (job) DO UPDATE SET tick_at = excluded.tick_at, node = excluded.node, claimed_at = now(), finished_at = NULL, moved = NULL
      WHERE ${lifecycleLeases}.tick_at < excluded.tick_at
    RETURNING
      (SELECT node FROM previous) AS previous_node,
      (SELECT tick_at FROM previous) AS previous_tick,
      (SELECT claimed_at FROM previous) AS previous_claimed_at,
      (SELECT finished_at IS NULL FROM previous) AS previous_unfinished`);
  const rows = rowsOf<{
    previous_node: string | null;
    previous_tick: Date | string | null;
    previous_claimed_at: Date | string | null;
    previous_unfinished: boolean | null;
  }>(result);
  const row = rows[0];
  if (!row) return { claimed: false, unfinished: null };
  const unfinished =
    row.previous_unfinished && row.previous_node !== null && row.previous_tick !== null && row.previous_claimed_at !== null
      ? { job, node: row.previous_node, tickAt: new Date(row.previous_tick), claimedAt: new Date(row.previous_claimed_at) }
      : null;
  return { claimed: true, unfinished };
}

/** Records the end of a claimed run (moved -1: it failed), unless a later tick has claimed the job since. */
export async function finishLifecycleJob(db: Database, job: string, tickAt: Date, node: string, moved: number): Promise<void> {
  await db
    .update(lifecycleLeases)
    .set({ finishedAt: sql`now()`, moved })
    .where(and(eq(lifecycleLeases.job, job), eq(lifecycleLeases.tickAt, tickAt), eq(lifecycleLeases.node, node)));
}

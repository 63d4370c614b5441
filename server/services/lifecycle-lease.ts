import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
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

/**
 * Claims `job` for the tick starting at `tickAt` on behalf of `node`: true
 * when this node is to run it. One statement, an upsert whose update only
 * applies while the row's tick is older, so of any number of nodes claiming
 * the same tick at once exactly one gets a row back (PostgreSQL re-checks
 * the condition on the row the winner committed). A node whose timer fires
 * later in the same tick finds it claimed and skips.
 */
export async function claimLifecycleJob(db: Database, job: string, tickAt: Date, node: string): Promise<boolean> {
  const claimed = await db
    .insert(lifecycleLeases)
    .values({ job, tickAt, node, claimedAt: sql`now()` })
    .onConflictDoUpdate({
      target: lifecycleLeases.job,
      set: { tickAt, node, claimedAt: sql`now()`, finishedAt: null, moved: null },
      setWhere: sql`${lifecycleLeases.tickAt} < excluded.tick_at`,
    })
    .returning({ job: lifecycleLeases.job });
  return claimed.length === 1;
}

/** Records the end of a claimed run (moved -1: it failed), unless a later tick has claimed the job since. */
export async function finishLifecycleJob(db: Database, job: string, tickAt: Date, node: string, moved: number): Promise<void> {
  await db
    .update(lifecycleLeases)
    .set({ finishedAt: sql`now()`, moved })
    .where(and(eq(lifecycleLeases.job, job), eq(lifecycleLeases.tickAt, tickAt), eq(lifecycleLeases.node, node)));
}

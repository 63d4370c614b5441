import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lifecycleLeases } from '../../../server/db/schema';
import { runLifecycleTick, type LifecycleJob } from '../../../server/services/lifecycle';
import { openTestDatabase, type TestDatabase } from '../database';

/**
 * A node killed during a lifecycle job (kill -9, an OOM, a machine lost)
 * leaves the job's lease claimed and never finished. The next tick, on any
 * node, reports that lease and runs the job again. The killed run is a job
 * that never returns: its node stops waiting for it exactly as a dead
 * process would, leaving the same row behind. PGlite and PostgreSQL alike.
 */
describe('a lifecycle job killed mid-run', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.dispose());

  it('is reported on the next tick and run again there', async () => {
    const intervalMs = 30_000;
    const t0 = new Date('2026-11-28T10:00:00Z');
    let runs = 0;
    const dying: LifecycleJob = { name: 'fault-test-job', run: () => new Promise<number>(() => {}) };
    const healthy: LifecycleJob = {
      name: 'fault-test-job',
      run: async () => {
        runs += 1;
        return 3;
      },
    };

    // node-a claims the job and dies inside it: its tick never comes back.
    void runLifecycleTick(database.db, { node: 'node-a', intervalMs, now: t0, jobs: [dying] });
    for (let i = 0; i < 100; i += 1) {
      const [row] = await database.db.select().from(lifecycleLeases).where(eq(lifecycleLeases.job, 'fault-test-job'));
      if (row) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const [left] = await database.db.select().from(lifecycleLeases).where(eq(lifecycleLeases.job, 'fault-test-job'));
    expect(left).toMatchObject({ node: 'node-a', finishedAt: null });

    // Later in the same tick another node skips it: claimed is claimed.
    const sameTick = await runLifecycleTick(database.db, { node: 'node-b', intervalMs, now: new Date(t0.getTime() + 5_000), jobs: [healthy] });
    expect(sameTick.skipped).toEqual(['fault-test-job']);

    // The next tick: node-b reports the unfinished lease and runs the job.
    const reported: unknown[] = [];
    const next = await runLifecycleTick(database.db, {
      node: 'node-b',
      intervalMs,
      now: new Date(t0.getTime() + intervalMs),
      jobs: [healthy],
      onUnfinished: (lease) => reported.push(lease),
    });
    expect(next.ran).toEqual({ 'fault-test-job': 3 });
    expect(runs).toBe(1);
    expect(reported).toEqual([{ job: 'fault-test-job', node: 'node-a', tickAt: t0, claimedAt: expect.any(Date) as Date }]);
    expect(next.unfinished).toEqual(reported);
    const [after] = await database.db.select().from(lifecycleLeases).where(eq(lifecycleLeases.job, 'fault-test-job'));
    expect(after).toMatchObject({ node: 'node-b', moved: 3 });
    expect(after!.finishedAt).not.toBeNull();

    // A finished lease is nothing to report.
    const quiet = await runLifecycleTick(database.db, { node: 'node-a', intervalMs, now: new Date(t0.getTime() + 2 * intervalMs), jobs: [healthy] });
    expect(quiet.unfinished).toEqual([]);
  });
});

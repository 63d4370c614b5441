import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../../../server/db/client';
import { servingLimits } from '../../../server/timeouts';
import { openPostgresTestDatabase, type TestDatabase } from '../database';
import { startServer, type TestServer } from '../harness';
import { ADMIN_URL, onAdmin, postgresAnswers } from './postgres';

/**
 * The database's connections terminated while two nodes are under load (a
 * PostgreSQL restart or failover; issue 24: the first termination crashed
 * both nodes). Each node has its own pool with main.ts's limits. Nothing may
 * crash, no request may answer 500, and reads whose connection died are
 * answered anyway (retried once on a fresh connection). On PostgreSQL only;
 * skipped, saying so, when none answers.
 */
const postgresUp = await postgresAnswers();
if (!postgresUp) console.warn('connections-under-load: no PostgreSQL answers; SKIPPED.');

describe.skipIf(!postgresUp)('connections terminated under load on two nodes', () => {
  let database: TestDatabase;
  const pools: OpenedDatabase[] = [];
  const nodes: TestServer[] = [];
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    database = await openPostgresTestDatabase(ADMIN_URL);
    for (let i = 0; i < 2; i += 1) {
      const pool = await openDatabase({ url: database.url!, serving: servingLimits() });
      pools.push(pool);
      nodes.push(await startServer({ database: { ...pool, dispose: () => pool.close() } }));
    }
    process.on('uncaughtException', onUncaught);
  });
  afterAll(async () => {
    process.off('uncaughtException', onUncaught);
    for (const node of nodes) await node.close();
    await database?.dispose();
  });

  it('answers every request, never 500, and both nodes go on serving', { timeout: 60_000 }, async () => {
    const name = new URL(database.url!).pathname.slice(1);
    const statuses: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      const load = Promise.all(
        Array.from({ length: 24 }, (_, i) => nodes[i % 2]!.api(`/api/goods/list?page=${1 + (i % 3)}&size=10`).then((res) => statuses.push(res.status))),
      );
      // Every connection of both nodes ended from the server side, while their requests run.
      await new Promise((resolve) => setTimeout(resolve, 5 * round));
      await onAdmin('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
      await load;
    }
    const summary = statuses.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {});
    console.log(`connections-under-load: ${JSON.stringify(summary)}`);
    expect(statuses).toHaveLength(96);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    // No storm of 503s either: a read whose connection died is run again on a
    // fresh one (without that, 41 of 96 answered 503 here). A retry can still
    // meet a second dead connection before the pool has noticed it.
    expect(summary[503] ?? 0).toBeLessThanOrEqual(9);
    expect(uncaught).toEqual([]);
    // Both nodes serve normally afterwards.
    for (const node of nodes) expect((await node.api('/api/goods/list?page=1&size=10')).status).toBe(200);
  });
});

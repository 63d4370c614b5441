import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../../../server/db/client';
import { rowsOf } from '../../../server/db/rows';
import { ADMIN_URL, onAdmin } from './postgres';

/**
 * A PostgreSQL restart, a failover or a proxy's idle timeout ends the app's
 * connections under it (57P01). The node must stay up: the statement under
 * way fails, the pool drops the dead client, and the next request gets a
 * fresh connection. Always on PostgreSQL (PGlite has no connections to lose);
 * skipped, saying so, only when no PostgreSQL answers.
 */
const postgresUp = await onAdmin('select 1').then(
  () => true,
  () => false,
);
if (!postgresUp) console.warn('connection-loss: no PostgreSQL answers; SKIPPED.');

describe.skipIf(!postgresUp)('a lost database connection', () => {
  const name = `yaopi_t_conn_${randomBytes(6).toString('hex')}`;
  let opened: OpenedDatabase;
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    await onAdmin(`CREATE DATABASE ${name}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    opened = await openDatabase({ url: url.toString() });
    process.on('uncaughtException', onUncaught);
  });
  afterAll(async () => {
    process.off('uncaughtException', onUncaught);
    await opened?.close();
    await onAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('inside a transaction, between two statements, neither crashes the process nor poisons the pool', async () => {
    let reachedSecondStatement = false;
    const transaction = opened.db.transaction(async (tx) => {
      const first = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`));
      // The client is checked out and idle in the transaction: the pool's own idle listener is off it.
      await onAdmin('select pg_terminate_backend($1)', [first[0]!.pid]);
      // Give the socket time to deliver the server's goodbye before the next statement.
      await new Promise((resolve) => setTimeout(resolve, 200));
      reachedSecondStatement = true;
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    expect(reachedSecondStatement).toBe(true);
    expect(uncaught).toEqual([]);

    // The dead client was discarded: the next statement gets a live connection.
    const after = rowsOf<{ ok: number }>(await opened.db.execute(sql`select 1 as ok`));
    expect(after[0]!.ok).toBe(1);
  });

  it('of every pooled connection at once is survived, and the pool reconnects', async () => {
    // Fill the pool with idle clients, then end them all from the server side.
    await Promise.all(Array.from({ length: 5 }, () => opened.db.execute(sql`select pg_sleep(0.05)`)));
    await onAdmin('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const rows = await Promise.all(Array.from({ length: 5 }, async () => rowsOf<{ ok: number }>(await opened.db.execute(sql`select 1 as ok`))));
    expect(rows.map((r) => r[0]!.ok)).toEqual([1, 1, 1, 1, 1]);
    expect(uncaught).toEqual([]);
  });
});

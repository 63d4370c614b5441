import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRestored, snapshotFigures } from '../../../scripts/ops/restore-checks';
import { openPostgresTestDatabase, type TestDatabase } from '../database';
import { ADMIN_URL, onAdmin, postgresAnswers } from './postgres';

/**
 * `npm run ops:restore-drill` on a fresh database: dumps it, restores into
 * a new database, moves the sequences ahead, and checks the invariants. On
 * PostgreSQL with pg_dump (PGlite has no dump to restore); skipped, saying
 * so, otherwise.
 */
const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const postgresUp = await postgresAnswers();
const pgDump = await run('pg_dump', ['--version']).then(
  () => true,
  () => false,
);
if (!postgresUp || !pgDump) console.warn('restore-drill: no PostgreSQL or no pg_dump here; SKIPPED.');

describe.skipIf(!postgresUp || !pgDump)('the restore drill', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openPostgresTestDatabase(ADMIN_URL);
  });
  afterAll(() => database?.dispose());

  it('restores a dump into a new database, passes every check, and leaves no id to be issued twice', { timeout: 60_000 }, async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/ops/restore-drill.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: database.url!, KEEP_DRILL_DATABASE: '1', RESTORE_ID_GAP: '1000' },
    });
    console.log(stdout);
    expect(stdout).toContain('恢复演练通过 / restore drill passed');
    expect(stdout).not.toContain('✗');
    const name = /\(database (\S+)\)/.exec(stdout)![1]!;
    const restoredUrl = new URL(database.url!);
    restoredUrl.pathname = `/${name}`;
    const restored = new pg.Client({ connectionString: restoredUrl.toString() });
    await restored.connect();
    try {
      // The next order id of the restored database is past anything the live one could have issued soon after the dump.
      const live = Number((await onAdmin('select last_value as v from orders_id_seq', [], database.url)).rows[0].v);
      const next = Number((await restored.query<{ v: string }>("select nextval('orders_id_seq') as v")).rows[0]!.v);
      expect(next).toBeGreaterThan(live + 999);

      // The checks do catch a broken copy: a balance moved without its ledger row.
      const expected = await snapshotFigures(restored);
      await restored.query('update users set balance_fen = balance_fen + 1 where id = (select user_id from wallet_transactions limit 1)');
      const results = await checkRestored(restored, expected);
      expect(results.find((r) => r.name.includes('wallet'))!.ok).toBe(false);
    } finally {
      await restored.end();
      await onAdmin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  });
});

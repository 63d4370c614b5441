// `npm run ops:restore-drill`: proves the backups can be restored. Dumps the
// database at DATABASE_URL with pg_dump (custom format, from one exported
// snapshot), restores it into a new database on the same server, moves every
// id sequence ahead by RESTORE_ID_GAP, and checks what must hold:
// - each buyer's wallet balance equals the last row of their ledger, and points likewise;
// - per goods, stock and the units in orders are exactly what the dump's snapshot held;
// - every id sequence is ahead of every existing id.
// Prints each check and exits 1 if any fails. KEEP_DRILL_DATABASE=1 keeps the restored database.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { checkRestored, moveSequencesAhead, snapshotFigures } from './restore-checks';

const run = promisify(execFile);

/**
 * Why the gap: a dump is the database as it was when the dump began. Orders
 * placed after it (until the failure) are lost with the live database, but
 * their ids and numbers may live on elsewhere: a payment gateway's records,
 * a courier's waybill, a buyer's screenshot. A restored database that handed
 * out the same ids again would tie a new order to that old trail (issue 24:
 * a restore re-issued an order id the live database had already used). The
 * restored sequences therefore start RESTORE_ID_GAP past the largest id.
 */
const GAP = Number(process.env.RESTORE_ID_GAP || 100_000);

async function main(): Promise<void> {
  const source = process.env.DATABASE_URL;
  if (!source) throw new Error('DATABASE_URL 未设置 / set DATABASE_URL to the database to dump');
  const target = new URL(source);
  const name = `${target.pathname.slice(1) || 'postgres'}_drill_${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`;
  target.pathname = `/${name}`;
  const admin = new URL(source);
  admin.pathname = '/postgres';
  const folder = mkdtempSync(join(tmpdir(), 'yaopi-drill-'));
  const dumpFile = join(folder, 'yaopi.dump');

  // One snapshot for the dump and the figures it is checked against.
  const holder = new pg.Client({ connectionString: source });
  await holder.connect();
  let expected;
  const started = Date.now();
  try {
    await holder.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const snapshot = (await holder.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]!.id;
    expected = await snapshotFigures(holder);
    await run('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--file=${dumpFile}`, source]);
  } finally {
    await holder.query('ROLLBACK').catch(() => {});
    await holder.end();
  }
  const dumped = Date.now();
  console.log(`备份完成 / dumped in ${((dumped - started) / 1000).toFixed(1)} s`);

  const adminClient = new pg.Client({ connectionString: admin.toString() });
  await adminClient.connect();
  await adminClient.query(`CREATE DATABASE "${name}"`);
  let failed = 0;
  try {
    await run('pg_restore', ['--no-owner', `--dbname=${target.toString()}`, dumpFile]);
    const restored = new pg.Client({ connectionString: target.toString() });
    await restored.connect();
    try {
      const moved = await moveSequencesAhead(restored, GAP);
      console.log(`序列已前移 ${GAP} / ${moved} sequences moved ${GAP} past their largest id`);
      const results = await checkRestored(restored, expected);
      for (const result of results) {
        console.log(`${result.ok ? '✓' : '✗'} ${result.name}${result.detail ? `: ${result.detail}` : ''}`);
        if (!result.ok) failed += 1;
      }
    } finally {
      await restored.end();
    }
    console.log(`恢复用时 / restored and checked in ${((Date.now() - dumped) / 1000).toFixed(1)} s (database ${name})`);
  } finally {
    if (process.env.KEEP_DRILL_DATABASE !== '1') await adminClient.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await adminClient.end();
    rmSync(folder, { recursive: true, force: true });
  }
  if (failed > 0) {
    console.error(`恢复演练失败 / restore drill FAILED: ${failed} checks`);
    process.exit(1);
  }
  console.log('恢复演练通过 / restore drill passed');
}

await main();

import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../support/free-port.mjs';
import { openPostgresTestDatabase, type TestDatabase } from '../database';
import { DEMO } from '../harness';
import { ADMIN_URL, postgresAnswers } from './postgres';

/**
 * A deploy or a container stop sends SIGTERM. The real server process (here
 * server/main.ts from source under tsx, as the API suite runs before the
 * build; scripts/check-production-install.mjs does the same to the compiled
 * dist/server/main.js) must answer not-ready at once, finish the requests it
 * has, and exit by itself with status 0. On PostgreSQL (a second process
 * cannot open the test's PGlite); skipped, saying so, when none answers.
 */
const postgresUp = await postgresAnswers();
if (!postgresUp) console.warn('sigterm: no PostgreSQL answers; SKIPPED.');

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

describe.skipIf(!postgresUp)('SIGTERM with requests in flight', () => {
  let database: TestDatabase;
  let child: ChildProcess;
  let base: string;
  let output = '';

  beforeAll(async () => {
    database = await openPostgresTestDatabase(ADMIN_URL);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: database.url!,
        REDIS_URL: '',
        LIFECYCLE_INTERVAL_SECONDS: '0',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    for (let i = 0; i < 600; i += 1) {
      const ready = await fetch(`${base}/health/ready`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ready) return;
      if (child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the server did not become ready:\n${output.slice(-2000)}`);
  }, 90_000);
  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await database?.dispose();
  });

  it('answers not-ready at once, finishes the requests it has, then exits 0 and stops listening', { timeout: 30_000 }, async () => {
    const live = await fetch(`${base}/health/live`);
    expect(live.status).toBe(200);
    expect(await (await fetch(`${base}/health/ready`)).json()).toMatchObject({ status: 'ready', database: 'ok', migrations: 'current', redis: 'off' });

    const login = (await (
      await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO) })
    ).json()) as { data: { token: string; user: { phone?: string } } };
    const token = login.data.token;

    // A request that is still working when the signal comes: a write waiting on a row lock held here.
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT id FROM users WHERE username = $1 FOR UPDATE', [DEMO.username]);
    const phone = (await holder.query<{ phone: string }>('SELECT phone FROM users WHERE username = $1', [DEMO.username])).rows[0]!.phone;
    const inFlight = fetch(`${base}/api/user/updateUserInfo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: '关机前的写入', phone, code: '' }),
    });
    // Wait until the server's statement is really waiting on the lock.
    for (let i = 0; i < 100; i += 1) {
      const waiting = await holder.query("select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()");
      if (waiting.rows[0].n > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }

    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Draining: still answering, but telling the load balancer to stop sending.
    const draining = await fetch(`${base}/health/ready`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toMatchObject({ status: 'not_ready', draining: true });

    await holder.query('ROLLBACK');
    await holder.end();
    const answer = await inFlight;
    expect(answer.status).toBe(200);

    expect(await exited).toBe(0);
    await expect(fetch(`${base}/health/live`)).rejects.toThrow();
    const written = new pg.Client({ connectionString: database.url });
    await written.connect();
    const name = (await written.query<{ name: string }>('SELECT name FROM users WHERE username = $1', [DEMO.username])).rows[0]!.name;
    await written.end();
    expect(name).toBe('关机前的写入');
    expect(output).toMatch(/SIGTERM/);
  });
});

import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../../../server/db/client';
import { users } from '../../../server/db/schema';
import { servingLimits } from '../../../server/timeouts';
import { openPostgresTestDatabase, type TestDatabase } from '../database';
import { DEMO, startServer, type TestServer } from '../harness';
import { ADMIN_URL, postgresAnswers } from './postgres';

/**
 * One row lock held in psql for 40 s froze a node (issue 24): its ten
 * connections waited on the lock, every other request waited on the pool,
 * and an unrelated goods list did not answer. With the serving limits a
 * statement gives up on the lock (lock_timeout), the request is answered 503
 * 系统繁忙 with Retry-After, the pool stays free for everyone else, and once
 * the lock is gone the same write goes through. On PostgreSQL only (PGlite
 * has one connection and no second client to hold a lock); skipped, saying
 * so, when none answers.
 */
const postgresUp = await postgresAnswers();
if (!postgresUp) console.warn('stuck-lock: no PostgreSQL answers; SKIPPED.');

// main.ts's limits with a shorter lock wait, so the test takes seconds.
const LOCK_MS = 400;

describe.skipIf(!postgresUp)('a row lock held longer than the lock timeout', () => {
  let database: TestDatabase;
  let serving: OpenedDatabase;
  let server: TestServer;
  let holder: pg.Client;

  beforeAll(async () => {
    database = await openPostgresTestDatabase(ADMIN_URL);
    serving = await openDatabase({ url: database.url!, serving: { ...servingLimits(), lockMs: LOCK_MS, acquireMs: 1_000 } });
    server = await startServer({ database: { ...serving, dispose: () => serving.close() } });
    holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
  });
  afterAll(async () => {
    await holder?.end().catch(() => {});
    await server?.close();
    await database?.dispose();
  });

  it('answers the blocked writes 503 with Retry-After, keeps serving everything else, and writes once the lock is gone', async () => {
    const { token } = await server.login();
    const [demo] = await serving.db.select({ id: users.id, phone: users.phone }).from(users).where(eq(users.username, DEMO.username));
    const rename = (name: string) =>
      server.api('/api/user/updateUserInfo', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name, phone: demo!.phone, code: '' }),
      });

    // Somebody's stuck transaction (a psql session left open) holds the buyer's row.
    await holder.query('BEGIN');
    await holder.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [demo!.id]);

    // More blocked writes than the pool has connections, and an unrelated page at the same time.
    const blocked = Array.from({ length: 15 }, (_, i) => rename(`被锁住的写入${i}`));
    const page = server.api<{ list: unknown[] }>('/api/goods/list?page=1&size=10');
    const [answers, goods] = await Promise.all([Promise.all(blocked), page]);

    expect(goods.status).toBe(200);
    for (const res of answers) {
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ code: 503, message: '系统繁忙，请稍候再试', data: null });
      expect(res.headers.get('retry-after')).toBe('2');
    }
    // The lock is still held: the node answered without waiting for it.
    const stillHeld = await holder.query<{ n: number }>("select count(*)::int as n from pg_locks where locktype = 'transactionid' and pid = pg_backend_pid()");
    expect(stillHeld.rows[0]!.n).toBeGreaterThan(0);
    // Nothing was written while refused.
    const [during] = await serving.db.select({ name: users.name }).from(users).where(eq(users.id, demo!.id));
    expect(during!.name).not.toMatch(/^被锁住的写入/);

    await holder.query('ROLLBACK');
    const after = await rename('锁释放后的写入');
    expect(after.status).toBe(200);
    const [written] = await serving.db.select({ name: users.name }).from(users).where(eq(users.id, demo!.id));
    expect(written!.name).toBe('锁释放后的写入');
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViews } from '../../server/db/schema';
import { json, startServer, type TestServer } from '../api/harness';

// Threat: an anonymous client floods POST /api/stats/pageview to fill the
// database (one row per request before). Now each client is limited, and
// views are counted in memory and written as a few aggregate rows.

let now = Date.UTC(2026, 10, 24, 9, 0, 0);
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ app: { clock: () => now, trustProxy: true } });
});
afterAll(() => server.close());

const view = (ip: string, path: string) =>
  server.api('/api/stats/pageview', {
    ...json({ path, title: '首页-药批' }),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'user-agent': 'flood/1.0' },
  });

async function tally() {
  await server.app.pageViews.flush?.();
  const [row] = await server.db.select({ rows: sql<number>`count(*)::int`, views: sql<number>`coalesce(sum(${pageViews.views}), 0)::int` }).from(pageViews);
  return row!;
}

describe('page views are bounded', () => {
  it('writes at most a few rows for 1,000 anonymous views from one client, counting up to the limit', async () => {
    const before = await tally();
    for (let i = 0; i < 1_000; i += 1) {
      const res = await view('198.51.100.7', '/');
      // Answered like any view: the client learns nothing and never retries.
      expect(res.status).toBe(200);
    }
    const after = await tally();
    expect(after.rows - before.rows).toBeLessThanOrEqual(2);
    expect(after.views - before.views).toBe(60);
  });

  it('bounds a flood of distinct paths by the per-client limit, and lets other clients through', async () => {
    now += 60_000;
    const before = await tally();
    for (let i = 0; i < 300; i += 1) await view('198.51.100.8', `/goods/${i}`);
    const mid = await tally();
    expect(mid.rows - before.rows).toBe(60);
    expect((await view('198.51.100.9', '/cart')).status).toBe(200);
    const after = await tally();
    expect(after.views - mid.views).toBe(1);
  });

  it('counts again in the next minute', async () => {
    now += 60_000;
    const before = await tally();
    for (let i = 0; i < 5; i += 1) await view('198.51.100.7', '/');
    const after = await tally();
    expect(after.views - before.views).toBe(5);
    expect(after.rows - before.rows).toBe(1);
  });

  it('writes buffered views when the app closes', async () => {
    const own = await startServer();
    try {
      await own.api('/api/stats/pageview', json({ path: '/help' }));
      await own.api('/api/stats/pageview', json({ path: '/help' }));
      await own.app.close();
      const [row] = await own.db
        .select({ views: sql<number>`coalesce(sum(${pageViews.views}), 0)::int` })
        .from(pageViews)
        .where(sql`${pageViews.path} = '/help'`);
      expect(row?.views).toBe(2);
    } finally {
      await own.database.dispose();
    }
  });
});

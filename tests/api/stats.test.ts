import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViews } from '../../server/db/schema';
import { form, json, startServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** Views are buffered in memory (services/stats.ts); the test writes them out before reading. */
async function lastView() {
  await server.app.pageViews.flush?.();
  const [row] = await server.db.select().from(pageViews).orderBy(desc(pageViews.id)).limit(1);
  return row;
}

describe('POST /api/stats/pageview', () => {
  it('records a visitor page view', async () => {
    const res = await server.api('/api/stats/pageview', {
      ...form('path=%2Fsearch%3Fkeywords%3D%E9%98%BF%E8%8E%AB&title=%E6%90%9C%E7%B4%A2-%E8%8D%AF%E6%89%B9&referrer=https%3A%2F%2Fpartner.example%2F'),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'yaopi-api-test' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 10000, message: '操作成功', data: null });
    expect(await lastView()).toMatchObject({
      path: '/search?keywords=阿莫',
      title: '搜索-药批',
      referrer: 'https://partner.example/',
      userId: null,
      ip: '127.0.0.1',
      userAgent: 'yaopi-api-test',
      views: 1,
    });
  });

  it('attributes the view to the logged-in buyer', async () => {
    const { token, user } = await server.login();
    await server.api('/api/stats/pageview', {
      ...json({ path: '/cart', title: '购物车' }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    });
    const view = await lastView();
    expect(view?.path).toBe('/cart');
    expect(view?.userId).not.toBeNull();
    expect(user.username).toBe('demo');
  });

  it('rejects a missing or relative path with 422 and records nothing', async () => {
    const before = (await lastView())?.id;
    const missing = await server.api('/api/stats/pageview', json({ title: 'x' }));
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ path: ['缺少页面路径'] });
    const relative = await server.api('/api/stats/pageview', json({ path: 'cart' }));
    expect(relative.body.errors).toEqual({ path: ['页面路径须以 / 开头'] });
    expect((await lastView())?.id).toBe(before);
  });
});

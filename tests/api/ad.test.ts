import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewUserPicks, PlacedAd, TopFocus } from '../../shared/contract/ad';
import type { Page } from '../../shared/contract/envelope';
import type { GoodsSummary } from '../../shared/contract/goods';
import { banners, goods } from '../../server/db/schema';
import { startServer, type TestServer } from './harness';
import { as, loginAs, orderOf, plainGoods, type Who } from './order-fixtures';

let server: TestServer;
let demo: Who;
beforeAll(async () => {
  server = await startServer();
  demo = await loginAs(server, 'demo');
});
afterAll(() => server.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const theme = { themeFrom: '#1a7fd4', themeTo: '#0f5fa8', themeAccent: '#ffb020' };

describe('GET /api/focus/top', () => {
  it('answers the live top strip, the top-right ad and the notice lines, each at its size', async () => {
    const res = await server.api<TopFocus>('/api/focus/top');
    expect(res.status).toBe(200);
    const { ad, top_right, broadcast } = res.body.data;
    // The seed has three top strips: live, ended, still to come. Only the live one shows.
    expect(ad).toMatchObject({ title: '冬季流感备货季 · 抗病毒专场', width: 1200, height: 80, image: expect.stringMatching(/^\/img\/banner\/\d+\.svg$/) });
    expect(top_right).toMatchObject({ url: '/ppzq', width: 190, height: 64 });
    expect(broadcast.map((line) => line.text)).toHaveLength(3);
    expect(broadcast[0]).toMatchObject({ text: expect.stringContaining('冬季流感备货季'), url: expect.stringMatching(/^\/search\?/) });

    const svg = await fetch(`${server.base}${ad!.image}`);
    expect(svg.status).toBe(200);
    const text = await svg.text();
    expect(text).toContain('viewBox="0 0 1200 80"');
    expect(text).toContain('冬季流感备货季 · 抗病毒专场');
  });
});

describe('ad schedules', () => {
  it('shows an ad only from its start until (not including) its end, and only while shown', async () => {
    const now = Date.now();
    const inserted = await server.db
      .insert(banners)
      .values([
        {
          ...theme,
          position: 'right',
          title: '已结束的右侧广告',
          url: '/list',
          sort: -3,
          startsAt: new Date(now - 10 * DAY_MS),
          endsAt: new Date(now - DAY_MS),
        },
        { ...theme, position: 'right', title: '尚未开始的右侧广告', url: '/list', sort: -2, startsAt: new Date(now + DAY_MS) },
        { ...theme, position: 'right', title: '下架的右侧广告', url: '/list', sort: -1, isShow: false },
        { ...theme, position: 'right', title: '今日右侧广告', url: '/list', sort: 0, startsAt: new Date(now - DAY_MS), endsAt: new Date(now + DAY_MS) },
      ])
      .returning({ id: banners.id });
    try {
      const res = await server.api<PlacedAd | null>('/api/focus/right');
      expect(res.body.data).toMatchObject({ title: '今日右侧广告', width: 150, height: 200 });

      // Once the live one ends (its end moved to now), the seeded right-bar ad is next.
      await server.db
        .update(banners)
        .set({ endsAt: new Date(Date.now() - 1000) })
        .where(eq(banners.id, inserted[3]!.id));
      const after = await server.api<PlacedAd | null>('/api/focus/right');
      expect(after.body.data).toMatchObject({ title: '快捷采购', url: '/zzfw/kjcg' });
    } finally {
      await server.db.delete(banners).where(
        inArray(
          banners.id,
          inserted.map((row) => row.id),
        ),
      );
    }
  });

  it('answers null when nothing is live in a placement', async () => {
    await server.db.update(banners).set({ isShow: false }).where(eq(banners.position, 'login'));
    try {
      const res = await server.api<PlacedAd | null>('/api/focus/login');
      expect(res.status).toBe(200);
      expect(res.body.data).toBeNull();
    } finally {
      await server.db.update(banners).set({ isShow: true }).where(eq(banners.position, 'login'));
    }
    const back = await server.api<PlacedAd | null>('/api/focus/login');
    expect(back.body.data).toMatchObject({ title: '药店采购 就上药批', width: 560, height: 400 });
  });

  it('keeps the home carousel to its schedule too', async () => {
    const [row] = await server.db
      .insert(banners)
      .values({ ...theme, position: 'home', title: '下周才开始的首页活动', url: '/list', sort: 0, startsAt: new Date(Date.now() + 7 * DAY_MS) })
      .returning({ id: banners.id });
    try {
      const res = await server.api<{ banners: { title?: string }[] }>('/api/focus');
      expect(res.body.data.banners.map((banner) => banner.title)).not.toContain('下周才开始的首页活动');
    } finally {
      await server.db.delete(banners).where(eq(banners.id, row!.id));
    }
  });

  it('refuses, in the database, a schedule that ends before it starts and a notice line without text', async () => {
    const now = Date.now();
    await expect(
      server.db.insert(banners).values({ ...theme, position: 'top', title: '倒置的排期', startsAt: new Date(now + DAY_MS), endsAt: new Date(now) }),
    ).rejects.toThrow();
    await expect(server.db.insert(banners).values({ ...theme, position: 'broadcast', title: '   ' })).rejects.toThrow();
  });
});

describe('GET /api/index_wntj/:page', () => {
  it.each([
    ['/api/index_wntj/abc', 'page', '页码必须是数字'],
    ['/api/index_wntj/0', 'page', '页码最小为1'],
    ['/api/index_wntj/1.5', 'page', '页码必须是整数'],
    ['/api/index_wntj/1?per_page=0', 'per_page', '每页至少1条'],
    ['/api/index_wntj/1?per_page=abc', 'per_page', '每页条数必须是数字'],
    ['/api/index_wntj/1?per_page=1000', 'per_page', '每页最多100条'],
  ])('%s answers 422 naming %s', async (path, field, message) => {
    const res = await server.api(path);
    expect(res.status).toBe(422);
    expect(res.body.errors?.[field]).toEqual([message]);
  });

  it('gives a visitor the best sellers in stock, a page at a time', async () => {
    const first = await server.api<Page<GoodsSummary>>('/api/index_wntj/1');
    expect(first.status).toBe(200);
    const page = first.body.data;
    expect(page).toMatchObject({ current_page: 1, per_page: 10 });
    expect(page.data).toHaveLength(10);
    const sales = page.data.map((item) => item.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    const rows = await server.db
      .select({ stock: goods.stock, isBuy: goods.isBuy })
      .from(goods)
      .where(
        inArray(
          goods.id,
          page.data.map((item) => item.id),
        ),
      );
    expect(rows.every((row) => row.stock > 0 && row.isBuy)).toBe(true);

    const second = await server.api<Page<GoodsSummary>>('/api/index_wntj/2');
    expect(second.body.data.current_page).toBe(2);
    const firstIds = new Set(page.data.map((item) => item.id));
    expect(second.body.data.data.some((item) => firstIds.has(item.id))).toBe(false);
  });

  it('gives a buyer with orders goods from the categories it buys from, never what it already bought', async () => {
    const visitor = await server.api<Page<GoodsSummary>>('/api/index_wntj/1');
    // Before ordering, the demo buyer is offered what a visitor is.
    const before = await server.api<Page<GoodsSummary>>('/api/index_wntj/1', as(demo));
    expect(before.body.data.data.map((item) => item.id)).toEqual(visitor.body.data.data.map((item) => item.id));

    const [bought] = await plainGoods(server, 1, 3);
    await orderOf(server, demo, [{ goods: bought!, number: 2 }]);

    const after = await server.api<Page<GoodsSummary>>('/api/index_wntj/1?per_page=50', as(demo));
    const ids = after.body.data.data.map((item) => item.id);
    expect(ids).not.toContain(bought!.id);
    const sameCategory = await server.db
      .select({ id: goods.id })
      .from(goods)
      .where(and(eq(goods.categoryId, bought!.categoryId), eq(goods.isBuy, true)));
    const related = new Set(sameCategory.map((row) => row.id).filter((id) => id !== bought!.id));
    // The buyer's categories come first, then the other best sellers.
    const leading = ids.slice(
      0,
      ids.findIndex((id) => !related.has(id)),
    );
    expect(leading.length).toBeGreaterThan(0);
    expect(ids.slice(leading.length).some((id) => related.has(id))).toBe(false);
  });
});

describe('GET /api/focus/xrtj', () => {
  it('gives a visitor promoted best sellers; a buyer who has ordered is no longer new', async () => {
    const visitor = await server.api<NewUserPicks>('/api/focus/xrtj');
    expect(visitor.body.data.new_user).toBe(true);
    expect(visitor.body.data.goods.length).toBeGreaterThan(0);
    for (const item of visitor.body.data.goods) expect(item.tags.some((tag) => ['满', '赠', '换购', '特'].includes(tag.name))).toBe(true);

    const fresh = await loginAs(server, 'jnrenhe');
    const newBuyer = await server.api<NewUserPicks>('/api/focus/xrtj', as(fresh));
    expect(newBuyer.body.data.new_user).toBe(true);

    // demo ordered in the test above (or orders now when run alone).
    const [item] = await plainGoods(server, 1, 4);
    await orderOf(server, demo, [{ goods: item!, number: 1 }]);
    const ordered = await server.api<NewUserPicks>('/api/focus/xrtj', as(demo));
    expect(ordered.body.data).toEqual({ new_user: false, goods: [] });
  });
});

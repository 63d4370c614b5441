import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../shared/contract/envelope';
import type { GoodsDetail, GoodsSummary } from '../../shared/contract/goods';
import { favorites, goods, users } from '../../server/db/schema';
import { form, json, startServer, type TestServer } from './harness';

let server: TestServer;
let demo: { cookie: string; token: string };
let other: { cookie: string; token: string };
let goodsIds: number[];
let demoId: number;

beforeAll(async () => {
  server = await startServer();
  demo = await server.login();
  other = await server.login('chain', 'yaopi123');
  goodsIds = (await server.db.select({ id: goods.id }).from(goods).orderBy(asc(goods.id)).limit(5)).map((row) => row.id);
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
  demoId = row!.id;
});
afterAll(() => server.close());

const as = (who: { token: string }, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${who.token}` },
});

async function favoriteCount(userId: number): Promise<number> {
  const [row] = await server.db.select({ n: count() }).from(favorites).where(eq(favorites.userId, userId));
  return row?.n ?? 0;
}

const listOf = (who: { token: string }, query = '') => server.api<Page<GoodsSummary>>(`/api/favorite${query}`, as(who));

describe('favourites', () => {
  it('asks a visitor to log in (10001) for every favourites call', async () => {
    for (const [path, init] of [
      ['/api/favorite', undefined],
      ['/api/favorite', json({ goods_ids: [goodsIds[0]] })],
      ['/api/favorite/cancel', json({ goods_ids: [goodsIds[0]] })],
    ] as const) {
      const res = await server.api(path, init);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(10001);
    }
  });

  it('adds favourites (收藏成功), lists them newest first with is_favorite 1, and marks them in goods lists', async () => {
    const [a, b] = goodsIds as [number, number];
    const first = await server.api<{ goods_ids: number[] }>('/api/favorite', as(demo, json({ goods_ids: [a] })));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ code: 10000, message: '收藏成功', data: { goods_ids: [a] } });
    // The form-encoded body the spec's client sends.
    const second = await server.api('/api/favorite', as(demo, form(`goods_ids[0]=${b}`)));
    expect(second.body.message).toBe('收藏成功');

    const res = await listOf(demo);
    expect(res.body.data).toMatchObject({ current_page: 1, total: 2, last_page: 1 });
    expect(res.body.data.data.map((item) => item.id)).toEqual([b, a]);
    for (const item of res.body.data.data) {
      expect(item.is_favorite).toBe(1);
      expect(item.base_price).toMatch(/^\d+\.\d{2}$/);
    }

    const detail = await server.api<GoodsDetail>(`/api/goods/detail/${a}`, as(demo));
    expect(detail.body.data.is_favorite).toBe(1);
    const hot = await server.api<Page<GoodsSummary>>(`/api/goods/list?per_page=100&sort=sales`, as(demo));
    for (const item of hot.body.data.data) expect(item.is_favorite).toBe([a, b].includes(item.id) ? 1 : 0);
  });

  it('treats a repeated favourite as harmless', async () => {
    const [a] = goodsIds as [number];
    const before = await favoriteCount(demoId);
    const res = await server.api('/api/favorite', as(demo, json({ goods_ids: [a, a] })));
    expect(res.status).toBe(200);
    expect(await favoriteCount(demoId)).toBe(before);
  });

  it('keeps each buyer’s favourites to themselves', async () => {
    const [a] = goodsIds as [number];
    const res = await listOf(other);
    expect(res.body.data.total).toBe(0);
    const detail = await server.api<GoodsDetail>(`/api/goods/detail/${a}`, as(other));
    expect(detail.body.data.is_favorite).toBe(0);
    // Cancelling someone else's favourite touches only your own rows.
    await server.api('/api/favorite/cancel', as(other, json({ goods_ids: [a] })));
    expect((await listOf(demo)).body.data.total).toBe(2);
  });

  it('rejects unknown goods ids with 422 and writes nothing', async () => {
    const before = await favoriteCount(demoId);
    const res = await server.api('/api/favorite', as(demo, json({ goods_ids: [goodsIds[3], 99999999] })));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ goods_ids: ['商品不存在'] });
    expect(res.body.message).toBe('商品不存在');
    expect(await favoriteCount(demoId)).toBe(before);
    const [row] = await server.db
      .select({ n: count() })
      .from(favorites)
      .where(and(eq(favorites.userId, demoId), eq(favorites.goodsId, goodsIds[3]!)));
    expect(row?.n).toBe(0);
  });

  it('rejects malformed goods ids with Chinese messages', async () => {
    const empty = await server.api('/api/favorite', as(demo, json({ goods_ids: [] })));
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('请选择商品');
    const words = await server.api('/api/favorite', as(demo, form('goods_ids[0]=abc')));
    expect(words.status).toBe(422);
    expect(words.body.message).toBe('商品编号必须是数字');
    const page = await server.api('/api/favorite?page=abc', as(demo));
    expect(page.status).toBe(422);
  });

  it('pages favourites', async () => {
    await server.api('/api/favorite', as(demo, json({ goods_ids: goodsIds })));
    const res = await listOf(demo, '?per_page=2&page=3');
    expect(res.body.data).toMatchObject({ current_page: 3, per_page: 2, total: 5, last_page: 3 });
    expect(res.body.data.data.length).toBe(1);
  });

  it('cancels favourites (取消收藏成功), including ones not favourited', async () => {
    const res = await server.api('/api/favorite/cancel', as(demo, form(`goods_ids[0]=${goodsIds[0]}&goods_ids[1]=${goodsIds[1]}`)));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('取消收藏成功');
    const after = await listOf(demo);
    expect(after.body.data.total).toBe(3);
    expect(after.body.data.data.map((item) => item.id)).not.toContain(goodsIds[0]);
    const again = await server.api('/api/favorite/cancel', as(demo, json({ goods_ids: [goodsIds[0]] })));
    expect(again.body.message).toBe('取消收藏成功');
    expect((await listOf(demo)).body.data.total).toBe(3);
  });
});

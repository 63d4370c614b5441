import { and, asc, eq, gt, gte, inArray, lte, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Advertisement } from '../../shared/contract/content';
import type { Page } from '../../shared/contract/envelope';
import type { GoodsDetail, GoodsSummary } from '../../shared/contract/goods';
import type { Activity, ZoneFocus } from '../../shared/contract/zone';
import { activities, activityGoods, activityTaps, banners, goods, goodsControls, users } from '../../server/db/schema';
import { json, startServer, type TestServer } from './harness';

let server: TestServer;
let demo: { cookie: string };
let henan: { cookie: string };

beforeAll(async () => {
  server = await startServer();
  demo = await server.login();
  // 郑州 (河南省) pharmacy: outside the 京津冀 controls.
  henan = await server.login('zzbxk', 'yaopi123');
});
afterAll(() => server.close());

const as = (who: { cookie: string }, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), cookie: who.cookie },
});
const list = (query: string, init?: RequestInit) => server.api<Page<GoodsSummary>>(`/api/goods/list?per_page=100&${query}`, init);
const ids = (page: Page<GoodsSummary>) => page.data.map((g) => g.id).sort((a, b) => a - b);
const listable = ne(goods.kind, 'combination');
const idsWhere = async (where: Parameters<typeof and>[0]) =>
  (await server.db.select({ id: goods.id }).from(goods).where(and(listable, where)).orderBy(asc(goods.id))).map((r) => r.id);

describe('each zone lists its own goods', () => {
  it('/yx: the free-shipping goods only', async () => {
    const res = await list('is_free_shipping=1');
    expect(res.status).toBe(200);
    const expected = await idsWhere(eq(goods.isFreeShipping, true));
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(res.body.data)).toEqual(expected);
  });

  it('/zyyp: 中成药 and 中药饮片', async () => {
    const res = await list('zone=zy');
    expect(res.body.data.total).toBe((await idsWhere(inArray(goods.kind, ['patent', 'slices']))).length);
    for (const item of res.body.data.data) expect(['patent', 'slices']).toContain(item.kind);
  });

  it('/qxzq: the devices', async () => {
    const res = await list('kind=device');
    expect(ids(res.body.data)).toEqual(await idsWhere(eq(goods.kind, 'device')));
  });

  it('/jxqzc: batches expiring within 180 days, each with its date', async () => {
    const china = Date.now() + 8 * 3600_000;
    const day = (offset: number) => new Date(china + offset * 86_400_000).toISOString().slice(0, 10);
    const res = await list('near_expiry=1');
    expect(ids(res.body.data)).toEqual(await idsWhere(and(gte(goods.expiryDate, day(0)), lte(goods.expiryDate, day(180)))));
    for (const item of res.body.data.data) {
      expect(item.expiry_date >= day(0) && item.expiry_date <= day(180)).toBe(true);
    }
  });

  it('/kxzq: the controlled goods with their rule; /kxzq/new the recent ones', async () => {
    const controls = await server.db.select().from(goodsControls);
    const res = await list('zone=kx');
    expect(ids(res.body.data)).toEqual(controls.map((c) => c.goodsId).sort((a, b) => a - b));
    for (const item of res.body.data.data) expect(item.kx_rule).toMatch(/^限.+采购$/);
    const recent = controls.filter((c) => c.createdAt.getTime() > Date.now() - 60 * 86_400_000).map((c) => c.goodsId);
    const fresh = await list('zone=kx_new');
    expect(ids(fresh.body.data)).toEqual(recent.sort((a, b) => a - b));
    expect(recent.length).toBeLessThan(controls.length);
  });

  it('an activity lists its goods while it runs, nothing once ended', async () => {
    const [live] = await server.db.select().from(activities).where(eq(activities.slug, 'huxi-2026'));
    const members = (await server.db.select({ id: activityGoods.goodsId }).from(activityGoods).where(eq(activityGoods.activityId, live!.id))).map((r) => r.id);
    const res = await list(`activity=${live!.id}`);
    expect(ids(res.body.data)).toEqual(members.sort((a, b) => a - b));
    const [ended] = await server.db.select().from(activities).where(eq(activities.slug, 'guoqing-2026'));
    expect((await list(`activity=${ended!.id}`)).body.data.total).toBe(0);
  });

  it('refuses bad zone parameters with 422 and a Chinese message', async () => {
    for (const [query, field] of [
      ['zone=abc', 'zone'],
      ['activity=x', 'activity'],
      ['activity=-1', 'activity'],
    ] as const) {
      const res = await list(query);
      expect(res.status, query).toBe(422);
      expect(res.body.errors?.[field]?.[0], query).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});

describe('zone banners and rules', () => {
  it('gives each zone its banners and rules', async () => {
    for (const path of [
      '/api/focus/yx',
      '/api/focus/zyzq',
      '/api/focus/kxzq',
      '/api/focus/new_kxzq',
      '/api/focus/demo?zone=qxzq',
      '/api/focus/demo?zone=jxqzc',
    ]) {
      const res = await server.api<ZoneFocus>(path);
      expect(res.status, path).toBe(200);
      expect(res.body.data.banners.length, path).toBeGreaterThan(0);
      expect(res.body.data.rules.length, path).toBeGreaterThan(0);
    }
    const jxq = await server.api<ZoneFocus>('/api/focus/demo?zone=jxqzc');
    expect(jxq.body.data.rules.join('')).toContain('180天');
    expect((await server.api('/api/focus/demo?zone=home')).status).toBe(422);
    expect((await server.api('/api/focus/demo')).status).toBe(422);
  });

  it('gives the 控销 ads asked for, in order, and nothing else', async () => {
    const rows = await server.db.select().from(banners).where(eq(banners.position, 'zone:kxzq')).orderBy(asc(banners.id));
    const [home] = await server.db.select().from(banners).where(eq(banners.position, 'home')).limit(1);
    const res = await server.api<Advertisement[]>(`/api/focus/kxzq_ad?ids=${rows[1]!.id},${home!.id},${rows[0]!.id}`);
    expect(res.body.data.map((ad) => ad.title)).toEqual([rows[1]!.title, rows[0]!.title]);
    expect((await server.api('/api/focus/kxzq_ad?ids=a')).status).toBe(422);
    expect((await server.api('/api/focus/kxzq_ad')).status).toBe(422);
  });
});

describe('controlled sales (控销)', () => {
  async function controlled(province: string) {
    const [row] = await server.db
      .select({ id: goods.id, name: goods.name })
      .from(goods)
      .innerJoin(goodsControls, eq(goodsControls.goodsId, goods.id))
      .where(and(eq(goods.isBuy, true), gt(goods.stock, 100), eq(goods.kind, 'western')))
      .orderBy(asc(goods.id));
    const [control] = await server.db.select().from(goodsControls).where(eq(goodsControls.goodsId, row!.id));
    expect(control!.provinces).toContain(province);
    return row!;
  }

  it('refuses a buyer outside the allowed region at add-to-cart, with the reason, and writes nothing', async () => {
    const item = await controlled('河北省');
    const [buyer] = await server.db.select().from(users).where(eq(users.username, 'zzbxk'));
    expect(buyer!.province).toBe('河南省');
    const res = await server.api('/api/cart', as(henan, json({ params: [{ goods_id: item.id, number: 10 }] })));
    expect(res.status).toBe(422);
    expect(res.body.message).toContain('控销');
    expect(res.body.message).toContain('河南省');
    const cart = await server.api<{ data: { goods: { id: number } }[] }>('/api/cart/list', as(henan));
    expect(JSON.stringify(cart.body.data)).not.toContain(`"id":${item.id},"name":"${item.name}"`);
  });

  it('tells that buyer why on the list and the detail page; the allowed buyer is told nothing', async () => {
    const item = await controlled('河北省');
    const theirs = (await list('zone=kx', as(henan))).body.data.data.find((g) => g.id === item.id)!;
    expect(theirs.kx_refused).toContain('不在销售范围内');
    const detail = await server.api<GoodsDetail>(`/api/goods/detail/${item.id}`, as(henan));
    expect(detail.body.data.kx_refused).toBe(theirs.kx_refused);
    const ours = (await list('zone=kx', as(demo))).body.data.data.find((g) => g.id === item.id)!;
    expect(ours.kx_refused).toBeUndefined();
    expect(ours.kx_rule).toBe(theirs.kx_rule);
  });

  it('lets a buyer of the allowed region add it', async () => {
    const item = await controlled('河北省');
    const res = await server.api<{ total: number }>('/api/cart', as(demo, json({ params: [{ goods_id: item.id, number: 10 }] })));
    expect(res.status).toBe(200);
  });
});

describe('activities', () => {
  it('gives a running activity by id or by type; 404 for an ended or unknown one', async () => {
    const [live] = await server.db.select().from(activities).where(eq(activities.slug, 'huxi-2026'));
    const byId = await server.api<Activity>(`/api/activity/detail?id=${live!.id}`);
    expect(byId.status).toBe(200);
    expect(byId.body.data.title).toBe(live!.title);
    expect(byId.body.data.rules.length).toBeGreaterThan(0);
    expect((await server.api<Activity>('/api/activity/detail?type=yyh')).body.data.type).toBe('yyh');
    const [ended] = await server.db.select().from(activities).where(eq(activities.slug, 'guoqing-2026'));
    expect((await server.api(`/api/activity/detail?id=${ended!.id}`)).status).toBe(404);
    expect((await server.api('/api/activity/detail?id=999999')).status).toBe(404);
    expect((await server.api(`/api/activity/detail?id=${live!.id}&type=hdmb`)).status).toBe(404);
    expect((await server.api('/api/activity/detail?type=abc')).status).toBe(422);
  });

  it('lists the running ones among ids in order', async () => {
    const rows = await server.db.select().from(activities).orderBy(asc(activities.id));
    const hdzx = rows.filter((r) => r.type === 'hdzx');
    const ended = rows.find((r) => r.slug === 'guoqing-2026')!;
    const res = await server.api<Activity[]>(`/api/activity/list?ids=${hdzx[1]!.id},${ended.id},${hdzx[0]!.id}`);
    expect(res.body.data.map((a) => a.id)).toEqual([hdzx[1]!.id, hdzx[0]!.id]);
  });

  it('resolves /activity links', async () => {
    const rows = await server.db.select().from(activities);
    const slug = (s: string) => rows.find((r) => r.slug === s)!;
    const resolve = async (query: string) => (await server.api<{ path: string }>(`/api/activity/resolve?${query}`)).body.data.path;
    expect(await resolve('url=yx')).toBe('/yx');
    expect(await resolve('url=kxzq&url1=new')).toBe('/kxzq/new');
    expect(await resolve('url=huxi-2026')).toBe(`/yjh/${slug('huxi-2026').id}`);
    expect(await resolve(`url=yjh&url1=${slug('huxi-2026').id}`)).toBe(`/yjh/${slug('huxi-2026').id}`);
    expect(await resolve('url=yyh')).toBe(`/yyh?id=${slug('jiankang-jie-2026').id}`);
    expect(await resolve('url=guoqing-2026')).toBe('/noActivity');
    expect(await resolve('url=nothing-here')).toBe('/noActivity');
    expect(await resolve('')).toBe('/noActivity');
    const hdzx = rows.filter((r) => r.type === 'hdzx').map((r) => r.id);
    expect(await resolve(`url=hdzx&url1=${hdzx.join(',')}&url2=${hdzx[1]}`)).toBe(`/Hdzx/${hdzx.join(',')}/${hdzx[1]}`);
    expect((await server.api(`/api/activity/resolve?url=${'x'.repeat(65)}`)).status).toBe(422);
  });

  it('records taps, signed in or not', async () => {
    const [live] = await server.db.select().from(activities).where(eq(activities.slug, 'huxi-2026'));
    const [member] = await server.db.select({ goodsId: activityGoods.goodsId }).from(activityGoods).where(eq(activityGoods.activityId, live!.id)).limit(1);
    const before = await server.db.select().from(activityTaps).where(eq(activityTaps.activityId, live!.id));
    expect((await server.api('/api/activity/tap', json({ id: live!.id }))).status).toBe(200);
    expect((await server.api('/api/activity/tap', as(demo, json({ id: live!.id, goods_id: member!.goodsId })))).status).toBe(200);
    const after = await server.db.select().from(activityTaps).where(eq(activityTaps.activityId, live!.id)).orderBy(asc(activityTaps.id));
    expect(after.length).toBe(before.length + 2);
    expect(after.at(-1)!.goodsId).toBe(member!.goodsId);
    expect(after.at(-1)!.userId).not.toBeNull();
    expect(after.at(-2)!.userId).toBeNull();
  });

  it('refuses a bad tap with 422 and writes nothing', async () => {
    const before = (await server.db.select().from(activityTaps)).length;
    for (const body of [{}, { id: 'x' }, { id: 999999 }, { id: 1, goods_id: 'y' }, { id: 1, goods_id: 99999999 }]) {
      const res = await server.api('/api/activity/tap', json(body));
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await server.db.select().from(activityTaps)).length).toBe(before);
  });
});

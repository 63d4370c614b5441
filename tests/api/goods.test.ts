import { asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../shared/contract/envelope';
import type { BrandDetail, BrandZoneEntry, GoodsDetail, GoodsFloor, GoodsSummary, SpikeSession } from '../../shared/contract/goods';
import { fenToYuan } from '../../shared/domain/money';
import { brands, categories, goods } from '../../server/db/schema';
import type { CategoryRow, GoodsRow } from '../../server/db/schema';
import { startServer, type TestServer } from './harness';

let server: TestServer;
let member: { cookie: string };
let allGoods: GoodsRow[];
let allCategories: CategoryRow[];

beforeAll(async () => {
  server = await startServer();
  member = await server.login();
  // 套餐 rows (kind combination) are sold from their goods' pages, never listed.
  allGoods = await server.db.select().from(goods).where(ne(goods.kind, 'combination')).orderBy(asc(goods.id));
  allCategories = await server.db.select().from(categories);
});
afterAll(() => server.close());

const asMember = (): RequestInit => ({ headers: { cookie: member.cookie } });
const list = (query: string, init?: RequestInit) => server.api<Page<GoodsSummary>>(`/api/goods/list?${query}`, init);
const byId = (id: number) => allGoods.find((row) => row.id === id)!;
const TWO_DECIMALS = /^\d+\.\d{2}$/;

/** The category and all its descendants. */
function subtree(id: number): Set<number> {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of allCategories) {
      if (c.parentId !== null && ids.has(c.parentId) && !ids.has(c.id)) {
        ids.add(c.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** Today in China time and the date 180 days on, as the server computes them. */
function nearExpiryWindow(): [string, string] {
  const china = Date.now() + 8 * 3600_000;
  const day = (offset: number) => new Date(china + offset * 86_400_000).toISOString().slice(0, 10);
  return [day(0), day(180)];
}

describe('prices are for members only', () => {
  it('gives a visitor the goods with every price null', async () => {
    const res = await list('per_page=50');
    expect(res.status).toBe(200);
    expect(res.body.data.data.length).toBe(50);
    for (const item of res.body.data.data) {
      expect(item.base_price).toBeNull();
      expect(item.retail_price).toBeNull();
      for (const tier of item.ladder_price) expect(tier.price).toBeNull();
    }
    // Ladder quantities still show, so the card can say "from N".
    const withLadder = allGoods.find((row) => row.ladderPrice.length > 0)!;
    const detail = await server.api<GoodsDetail>(`/api/goods/detail/${withLadder.id}`);
    expect(detail.body.data.ladder_price.map((tier) => tier.number)).toEqual(withLadder.ladderPrice.map((tier) => tier.number));
    expect(detail.body.data.base_price).toBeNull();
  });

  it('gives a member 2-decimal prices equal to the stored fen', async () => {
    const res = await list('per_page=100', asMember());
    for (const item of res.body.data.data) {
      const row = byId(item.id);
      expect(item.base_price).toMatch(TWO_DECIMALS);
      expect(item.base_price).toBe(fenToYuan(row.priceFen));
      expect(item.retail_price).toBe(fenToYuan(row.retailFen));
    }
    const withLadder = allGoods.find((row) => row.ladderPrice.length > 0)!;
    const detail = await server.api<GoodsDetail>(`/api/goods/detail/${withLadder.id}`, asMember());
    expect(detail.body.data.ladder_price).toEqual(withLadder.ladderPrice.map((tier) => ({ number: tier.number, price: fenToYuan(tier.price) })));
  });
});

describe('GET /api/goods/list filters', () => {
  it('pages Laravel-style without overlap', async () => {
    const first = await list('per_page=5&page=1');
    const second = await list('per_page=5&page=2');
    expect(Object.keys(first.body.data).sort()).toEqual(['current_page', 'data', 'last_page', 'per_page', 'total']);
    expect(second.body.data).toMatchObject({ current_page: 2, per_page: 5, total: allGoods.length, last_page: Math.ceil(allGoods.length / 5) });
    expect(second.body.data.data.length).toBe(5);
    const firstIds = new Set(first.body.data.data.map((item) => item.id));
    for (const item of second.body.data.data) expect(firstIds.has(item.id)).toBe(false);
  });

  it('finds the goods of a top category on its leaves', async () => {
    const top = allCategories.find((c) => c.parentId === null && c.name === '西药')!;
    const ids = subtree(top.id);
    const expected = allGoods.filter((row) => ids.has(row.categoryId));
    const res = await list(`category=${top.id}&per_page=100`);
    expect(res.body.data.total).toBe(expected.length);
    expect(res.body.data.total).toBeGreaterThan(0);
    for (const item of res.body.data.data) expect(ids.has(item.category_id)).toBe(true);

    const middle = allCategories.find((c) => c.parentId === top.id)!;
    const middleIds = subtree(middle.id);
    const res2 = await list(`category=${middle.id}&per_page=100`);
    expect(res2.body.data.total).toBe(allGoods.filter((row) => middleIds.has(row.categoryId)).length);
    expect(res2.body.data.total).toBeLessThan(expected.length);
  });

  it('filters by exact manufacturer', async () => {
    const res = await list(`sccj=${encodeURIComponent('华北制药股份有限公司')}&per_page=100`);
    expect(res.body.data.total).toBe(allGoods.filter((row) => row.sccj === '华北制药股份有限公司').length);
    expect(res.body.data.total).toBeGreaterThan(0);
    for (const item of res.body.data.data) expect(item.sccj).toBe('华北制药股份有限公司');
  });

  it('filters by brand, including the brand’s sister companies', async () => {
    const [brand] = await server.db.select().from(brands).where(eq(brands.name, '999'));
    const res = await list(`brand=${brand!.id}&per_page=100`);
    const makers = new Set(res.body.data.data.map((item) => item.sccj));
    expect(makers.has('华润三九医药股份有限公司')).toBe(true);
    expect(makers.has('华润三九（枣庄）药业有限公司')).toBe(true);
    for (const maker of makers) expect(maker).toContain('三九');
    expect((await list('brand=99999')).body.data.total).toBe(0);
  });

  it('searches by keyword: drug names (type 1) and manufacturers (type 2)', async () => {
    const names = await list(`keywords=${encodeURIComponent('阿莫西林')}&per_page=100`);
    expect(names.body.data.total).toBeGreaterThan(0);
    for (const item of names.body.data.data) expect(item.name + item.brand).toContain('阿莫西林');
    const initials = await list('keywords=amxl&per_page=100');
    expect(initials.body.data.data.map((item) => item.id)).toEqual(expect.arrayContaining(names.body.data.data.map((item) => item.id)));
    const makers = await list(`keywords=${encodeURIComponent('华北制药')}&type=2&per_page=100`);
    expect(makers.body.data.total).toBeGreaterThan(0);
    for (const item of makers.body.data.data) expect(item.sccj).toContain('华北制药');
    // Blank keywords are no filter.
    expect((await list('keywords=%20%20')).body.data.total).toBe(allGoods.length);
  });

  it('shows only goods in stock with in_stock=1', async () => {
    const res = await list('in_stock=1&per_page=100&page=1');
    expect(res.body.data.total).toBe(allGoods.filter((row) => row.stock > 0 && row.isBuy).length);
    expect(res.body.data.total).toBeLessThan(allGoods.length);
    for (const item of res.body.data.data) {
      expect(item.number).toBeGreaterThan(0);
      expect(item.is_buy).toBe(1);
    }
  });

  it('filters by a price range in yuan', async () => {
    const res = await list('price_min=10&price_max=20.5&per_page=100', asMember());
    const expected = allGoods.filter((row) => row.priceFen >= 1000 && row.priceFen <= 2050);
    expect(res.body.data.total).toBe(expected.length);
    expect(res.body.data.total).toBeGreaterThan(0);
    for (const item of res.body.data.data) {
      expect(Number(item.base_price)).toBeGreaterThanOrEqual(10);
      expect(Number(item.base_price)).toBeLessThanOrEqual(20.5);
    }
  });

  it('filters the zones: preferred, free shipping, near expiry and kind', async () => {
    const youx = await list('is_youx=1&per_page=100');
    expect(youx.body.data.total).toBe(allGoods.filter((row) => row.isYoux).length);
    expect(youx.body.data.total).toBeGreaterThan(0);
    for (const item of youx.body.data.data) expect(item.is_youx).toBe(1);

    const free = await list('is_free_shipping=1&per_page=100');
    expect(free.body.data.total).toBe(allGoods.filter((row) => row.isFreeShipping).length);
    expect(free.body.data.total).toBeGreaterThan(0);
    for (const item of free.body.data.data) expect(item.is_free_shipping).toBe(1);

    const [today, limit] = nearExpiryWindow();
    const near = await list('near_expiry=1&per_page=100');
    const expectedNear = allGoods.filter((row) => row.expiryDate !== null && row.expiryDate >= today && row.expiryDate <= limit);
    expect(near.body.data.total).toBe(expectedNear.length);
    expect(near.body.data.total).toBeGreaterThan(0);
    expect(near.body.data.total).toBeLessThan(allGoods.length);
    for (const item of near.body.data.data) {
      expect(item.expiry_date >= today && item.expiry_date <= limit).toBe(true);
    }

    const devices = await list('kind=device&per_page=100');
    expect(devices.body.data.total).toBe(allGoods.filter((row) => row.kind === 'device').length);
    for (const item of devices.body.data.data) expect(item.kind).toBe('device');
  });

  it('combines filters', async () => {
    const res = await list('kind=western&in_stock=1&is_youx=1&per_page=100');
    const expected = allGoods.filter((row) => row.kind === 'western' && row.stock > 0 && row.isBuy && row.isYoux);
    expect(res.body.data.total).toBe(expected.length);
  });
});

describe('GET /api/goods/list sorting', () => {
  it('sorts by price ascending and descending', async () => {
    const asc = (await list('sort=price&order=asc&per_page=100', asMember())).body.data.data.map((item) => Number(item.base_price));
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(asc[0]).toBe(Math.min(...allGoods.map((row) => row.priceFen)) / 100);
    const desc = (await list('sort=price&order=desc&per_page=100', asMember())).body.data.data.map((item) => Number(item.base_price));
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
  });

  it('sorts by sales, best sellers first by default', async () => {
    const sales = (await list('sort=sales&per_page=100')).body.data.data.map((item) => item.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    expect(sales[0]).toBe(Math.max(...allGoods.map((row) => row.sales)));
  });

  it('sorts by expiry, soonest first', async () => {
    const dates = (await list('sort=expiry&per_page=100')).body.data.data.map((item) => item.expiry_date);
    expect(dates).toEqual([...dates].sort());
  });

  it('puts preferred goods first by default, then best sellers', async () => {
    const data = (await list('per_page=100')).body.data.data;
    const firstPlain = data.findIndex((item) => item.is_youx === 0);
    expect(data.slice(firstPlain).every((item) => item.is_youx === 0)).toBe(true);
    const youxSales = data.slice(0, firstPlain).map((item) => item.sales);
    expect(youxSales).toEqual([...youxSales].sort((a, b) => b - a));
  });
});

describe('GET /api/goods/detail/:id', () => {
  it('returns every Goods field of docs/product/entities.md, the gallery and the category path', async () => {
    const row = allGoods.find((g) => g.tags.length > 0)!;
    const res = await server.api<GoodsDetail>(`/api/goods/detail/${row.id}`, asMember());
    expect(res.status).toBe(200);
    const data = res.body.data;
    for (const field of [
      'base_price',
      'is_buy',
      'number',
      'bzdw',
      'ladder_price',
      'ladder_price_type',
      'tags',
      'is_free_shipping',
      'free_shipping_number',
      'is_dpby',
      'qg_number',
      'is_youx',
      'type',
      'name',
      'sccj',
      'ypgg',
      'approval',
      'expiry_date',
      'images',
      'category_path',
      'valid_months',
      'storage',
      'usage',
    ]) {
      expect(data).toHaveProperty(field);
    }
    expect(data).toMatchObject({
      id: row.id,
      name: row.name,
      sccj: row.sccj,
      ypgg: row.ypgg,
      approval: row.approval,
      number: row.stock,
      valid_months: row.validMonths,
      image: `/img/goods/${row.id}.svg`,
      images: [`/img/goods/${row.id}.svg?view=front`, `/img/goods/${row.id}.svg?view=side`, `/img/goods/${row.id}.svg?view=back`],
    });
    expect(data.expiry_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.tags[0]).toEqual({ name: row.tags[0]!.name, describe: row.tags[0]!.describe, is_show: 1, isLadder: 0 });
    for (const flag of [data.is_buy, data.is_free_shipping, data.is_dpby, data.is_youx, data.is_ephedrine, data.is_favorite]) {
      expect([0, 1]).toContain(flag);
    }
    // Root first, ending at the goods' own category.
    expect(data.category_path.length).toBe(3);
    expect(data.category_path.at(-1)!.id).toBe(row.categoryId);
    const root = allCategories.find((c) => c.id === data.category_path[0]!.id)!;
    expect(root.parentId).toBeNull();
  });

  it('answers 404 商品不存在或已下架 for an unknown id', async () => {
    const res = await server.api(`/api/goods/detail/99999999`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 404, message: '商品不存在或已下架', data: null });
  });
});

describe('bad query parameters are 422 with Chinese messages', () => {
  const cases: [string, string][] = [
    ['/api/goods/list?page=abc', 'page'],
    ['/api/goods/list?per_page=1000', 'per_page'],
    ['/api/goods/list?sort=foo', 'sort'],
    ['/api/goods/list?order=up', 'order'],
    ['/api/goods/list?category=-1', 'category'],
    ['/api/goods/list?price_min=x', 'price_min'],
    ['/api/goods/list?in_stock=2', 'in_stock'],
    ['/api/goods/list?kind=food', 'kind'],
    ['/api/goods/list?type=3&keywords=a', 'type'],
    ['/api/goods/detail/abc', 'id'],
    ['/api/goods/hot?limit=0', 'limit'],
    ['/api/goods/activities?page=0', 'page'],
    ['/api/focus/brand/abc', 'id'],
  ];
  for (const [path, field] of cases) {
    it(`${path} → 422 on ${field}`, async () => {
      const res = await server.api(path);
      expect(res.status).toBe(422);
      expect(res.body.code).toBe(422);
      expect(res.body.errors?.[field]?.[0]).toMatch(/[\u4e00-\u9fff]/);
      expect(res.body.message).toBe(res.body.errors?.[field]?.[0]);
    });
  }
});

describe('home and activity lists', () => {
  it('GET /api/goods/hot returns best sellers', async () => {
    const res = await server.api<GoodsSummary[]>('/api/goods/hot?limit=8');
    const sales = res.body.data.map((item) => item.sales);
    expect(sales.length).toBe(8);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    expect(sales[0]).toBe(Math.max(...allGoods.map((row) => row.sales)));
  });

  it('GET /api/goods/fl returns six top categories with their best sellers', async () => {
    const res = await server.api<GoodsFloor[]>('/api/goods/fl');
    const floors = res.body.data;
    expect(floors.length).toBe(6);
    expect(floors.slice(0, 4).map((floor) => floor.category.name)).toEqual(['西药', '中成药', '中药饮片', '医疗器械']);
    for (const floor of floors) {
      expect(floor.category.logo).toMatch(/^\/img\/category\/[a-z]+\.svg$/);
      const ids = subtree(floor.category.id);
      const inTree = allGoods.filter((row) => ids.has(row.categoryId));
      expect(floor.goods.length).toBe(Math.min(10, inTree.length));
      for (const item of floor.goods) expect(ids.has(item.category_id)).toBe(true);
      const best = [...inTree]
        .sort((a, b) => b.sales - a.sales || a.id - b.id)
        .slice(0, 10)
        .map((row) => row.id);
      expect(floor.goods.map((item) => item.id)).toEqual(best);
    }
  });

  it('GET /api/goods/activities lists goods in promotions', async () => {
    const res = await server.api<Page<GoodsSummary>>('/api/goods/activities?per_page=100');
    const promo = new Set(['满', '赠', '换购', '特']);
    const expected = allGoods.filter((row) => row.tags.some((tag) => promo.has(tag.name)));
    expect(res.body.data.total).toBe(expected.length);
    expect(res.body.data.total).toBeGreaterThan(0);
    for (const item of res.body.data.data) expect(item.tags.some((tag) => promo.has(tag.name))).toBe(true);
  });

  it('GET /api/activity/everyday_price picks the same specials all day', async () => {
    const first = await server.api<GoodsSummary[]>('/api/activity/everyday_price');
    const again = await server.api<GoodsSummary[]>('/api/activity/everyday_price');
    expect(first.body.data.length).toBe(10);
    expect(again.body.data.map((item) => item.id)).toEqual(first.body.data.map((item) => item.id));
    for (const item of first.body.data) {
      expect(item.tags.some((tag) => tag.name === '特') || item.ladder_price.length > 0).toBe(true);
    }
  });

  it('GET /api/index/spike returns seckill goods and a session in 10-digit seconds', async () => {
    const now = Math.floor(Date.now() / 1000);
    const res = await server.api<SpikeSession>('/api/index/spike');
    const { start_time, end_time, goods: items } = res.body.data;
    expect(String(start_time)).toMatch(/^\d{10}$/);
    expect(end_time - start_time).toBe(12 * 3600);
    expect(end_time).toBeGreaterThan(now);
    // 10:00 China time is 02:00 UTC.
    expect(new Date(start_time * 1000).getUTCHours()).toBe(2);
    expect(items.length).toBe(allGoods.filter((row) => row.type === 1).length);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.type).toBe(1);
  });
});

describe('brand zone', () => {
  it('GET /api/focus/ppzq lists brands with logos and goods counts', async () => {
    const res = await server.api<BrandZoneEntry[]>('/api/focus/ppzq');
    expect(res.body.data.length).toBeGreaterThanOrEqual(10);
    for (const entry of res.body.data) {
      expect(entry.logo).toBe(`/img/brand/${entry.id}.svg`);
      expect(entry.goods_count).toBeGreaterThan(0);
    }
    const trt = res.body.data.find((entry) => entry.name === '同仁堂')!;
    expect(trt.goods_count).toBe(allGoods.filter((row) => row.sccj.includes('同仁堂')).length);
  });

  it('GET /api/focus/brand/:id returns the brand, a banner and a page of its goods', async () => {
    const zone = (await server.api<BrandZoneEntry[]>('/api/focus/ppzq')).body.data;
    const trt = zone.find((entry) => entry.name === '同仁堂')!;
    const res = await server.api<BrandDetail>(`/api/focus/brand/${trt.id}?per_page=5&page=2`);
    expect(res.body.data).toMatchObject({ id: trt.id, name: '同仁堂', goods_count: trt.goods_count, banner: `/img/brand/${trt.id}/banner.svg` });
    expect(res.body.data.goods).toMatchObject({ current_page: 2, per_page: 5, total: trt.goods_count });
    for (const item of res.body.data.goods.data) expect(item.sccj).toContain('同仁堂');

    const banner = await fetch(`${server.base}${res.body.data.banner}`);
    expect(banner.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await banner.text()).toContain('同仁堂');
  });

  it('answers 404 for an unknown brand', async () => {
    const res = await server.api('/api/focus/brand/99999');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('品牌不存在');
  });
});

describe('GET /img/goods/:id.svg', () => {
  it('draws a pack shot from the goods’ data, with the Rx/OTC mark', async () => {
    const otcA = allGoods.find((row) => row.rx === 'otc-a')!;
    const res = await fetch(`${server.base}/img/goods/${otcA.id}.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain(otcA.name.slice(0, 4));
    expect(svg).toContain('OTC');
    expect(svg).toContain('甲类');
    expect(svg).toContain('#d9251d');

    const rx = allGoods.find((row) => row.rx === 'rx')!;
    const rxSvg = await (await fetch(`${server.base}/img/goods/${rx.id}.svg?view=side`)).text();
    expect(rxSvg).toContain('处方药');
    expect(rxSvg).toContain(rx.ypgg.replace(/&/g, '&#38;').slice(0, 4));

    const back = await (await fetch(`${server.base}/img/goods/${rx.id}.svg?view=back`)).text();
    expect(back).toContain(rx.approval.slice(0, 6));
  });

  it('letters the print where the page shows the image large enough to read it, and draws bars in a thumbnail', async () => {
    const otcA = allGoods.find((row) => row.rx === 'otc-a')!;
    const large = await (await fetch(`${server.base}/img/goods/${otcA.id}.svg?w=200`)).text();
    expect(large).toContain('<text');
    expect(large).toContain(otcA.name.slice(0, 4));

    const thumb = await (await fetch(`${server.base}/img/goods/${otcA.id}.svg?w=96`)).text();
    expect(thumb).toMatch(/^<svg /);
    expect(thumb).not.toContain('<text');
    // The same carton, mark and colours: only the print became bars.
    expect(thumb).toContain('#d9251d');
    expect(thumb).toContain('aria-label');
    expect(thumb.match(/<rect /g)!.length).toBeGreaterThan(large.match(/<rect /g)!.length);

    const sideThumb = await (await fetch(`${server.base}/img/goods/${otcA.id}.svg?view=side&w=60`)).text();
    expect(sideThumb).not.toContain('<text');
  });

  it('answers 404 for unknown goods and 422 for a bad id or view', async () => {
    expect((await fetch(`${server.base}/img/goods/99999999.svg`)).status).toBe(404);
    const bad = await server.api(`/img/goods/abc.svg`);
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.id?.[0]).toBe('商品编号必须是数字');
    const view = await server.api(`/img/goods/${allGoods[0]!.id}.svg?view=top`);
    expect(view.status).toBe(422);
    expect(view.body.errors?.view?.[0]).toMatch(/图片视角/);
    for (const w of ['0', '2001', '1.5', 'wide']) {
      const width = await server.api(`/img/goods/${allGoods[0]!.id}.svg?w=${w}`);
      expect(width.status, w).toBe(422);
      expect(width.body.errors?.w?.[0], w).toMatch(/图片宽度/);
    }
  });
});

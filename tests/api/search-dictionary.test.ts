import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsSummary, SearchSuggestion } from '../../shared/contract/goods';
import type { Page } from '../../shared/contract/envelope';
import { goods, searchDictionary } from '../../server/db/schema';
import { goodsSearchColumns } from '../../server/lib/search-keys';
import { rebuildSearchDictionary, refreshSearchDictionary } from '../../server/db/search-dictionary';
import { goodsKeywordFilter } from '../../server/services/search/goods-match';
import { startServer, type TestServer } from './harness';
import { rowsOf } from '../../server/db/rows';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

async function suggestions(keywords: string, type: 1 | 2): Promise<SearchSuggestion[]> {
  const res = await server.api<SearchSuggestion[]>(`/api/goods/search?keywords=${encodeURIComponent(keywords)}&type=${type}`);
  expect(res.status).toBe(200);
  return res.body.data;
}

/**
 * What the suggestions were before the dictionary: the same ranking computed
 * over every goods row. The dictionary must give exactly this.
 */
async function fromGoodsTable(keywords: string, type: 1 | 2): Promise<SearchSuggestion[]> {
  const filter = goodsKeywordFilter(keywords, type)!;
  if (type === 2) {
    const result = await server.db.execute(sql`
      SELECT ${goods.sccj} COLLATE "C" AS sccj, count(*)::int AS n FROM ${goods} WHERE ${filter.where}
      GROUP BY ${goods.sccj} COLLATE "C"
      ORDER BY min(${filter.rank}), sum(${goods.sales}) DESC, ${goods.sccj} COLLATE "C" LIMIT 10`);
    return rowsOf<{ sccj: string; n: number }>(result).map((row) => ({ keyword: row.sccj, goods_id: 0, hint: `${row.n}个商品` }));
  }
  const result = await server.db.execute(sql`
    SELECT name, goods_id, ypgg, sccj, variants FROM (
      SELECT DISTINCT ON (name COLLATE "C") name, id AS goods_id, ypgg, sccj, r, sales,
             count(*) OVER (PARTITION BY name COLLATE "C")::int AS variants
      FROM (SELECT ${goods.id} AS id, ${goods.name} AS name, ${goods.ypgg} AS ypgg, ${goods.sccj} AS sccj,
                   ${goods.sales} AS sales, ${filter.rank} AS r FROM ${goods} WHERE ${filter.where}) AS matched
      ORDER BY name COLLATE "C", r, sales DESC, id
    ) AS best ORDER BY r, sales DESC, goods_id LIMIT 10`);
  return rowsOf<{ name: string; goods_id: number; ypgg: string; sccj: string; variants: number }>(result).map((row) => ({
    keyword: row.name,
    goods_id: Number(row.goods_id),
    hint: `${row.ypgg} · ${row.sccj}${row.variants > 1 ? ` 等${row.variants}个规格/厂家` : ''}`,
  }));
}

const NAME_KEYWORDS = ['阿莫', '胶囊', '布洛芬', '维生素C', '颗粒', 'amxl', 'bl', 'ganmaoling', 'cz', 'zhongzu', 'a', '片'];
const MAKER_KEYWORDS = ['华北制药', '药业', '石药', 'hbzy', 'yzj', 'youxian', '制'];

/** The goods list's ids and total for a keyword, as the API answers them. */
async function listed(keywords: string, type: 1 | 2, extra = ''): Promise<{ ids: number[]; total: number }> {
  const res = await server.api<Page<GoodsSummary>>(`/api/goods/list?per_page=100&keywords=${encodeURIComponent(keywords)}&type=${type}${extra}`);
  expect(res.status).toBe(200);
  return { ids: res.body.data.data.map((item) => item.id), total: res.body.data.total };
}

/** What the list was before it matched through the dictionary: the keyword filter on every goods row, same order. */
async function listedFromGoodsTable(keywords: string, type: 1 | 2, where = sql`true`): Promise<{ ids: number[]; total: number }> {
  const filter = goodsKeywordFilter(keywords, type)!;
  const result = await server.db.execute(sql`
    SELECT ${goods.id} AS id, count(*) OVER ()::int AS total FROM ${goods}
    WHERE ${goods.kind} <> 'combination' AND ${filter.where} AND ${where}
    ORDER BY ${filter.rank}, ${goods.isYoux} DESC, ${goods.sales} DESC, ${goods.id} LIMIT 100`);
  const rows = rowsOf<{ id: number; total: number }>(result);
  return { ids: rows.map((row) => Number(row.id)), total: Number(rows[0]?.total ?? 0) };
}

describe('search dictionary', () => {
  it('gives exactly the suggestions the goods table ranks, names and makers', async () => {
    for (const keyword of NAME_KEYWORDS) expect(await suggestions(keyword, 1), keyword).toEqual(await fromGoodsTable(keyword, 1));
    for (const keyword of MAKER_KEYWORDS) expect(await suggestions(keyword, 2), keyword).toEqual(await fromGoodsTable(keyword, 2));
  });

  it('gives the goods list exactly the goods, order and total of the keyword filter on the goods table', async () => {
    for (const keyword of NAME_KEYWORDS) {
      const expected = await listedFromGoodsTable(keyword, 1);
      expect(expected.total, keyword).toBeGreaterThan(0);
      expect(await listed(keyword, 1), keyword).toEqual(expected);
    }
    for (const keyword of MAKER_KEYWORDS) expect(await listed(keyword, 2), keyword).toEqual(await listedFromGoodsTable(keyword, 2));
    // With a filter beside the keyword, and a keyword nothing matches.
    expect(await listed('胶囊', 1, '&in_stock=1')).toEqual(await listedFromGoodsTable('胶囊', 1, sql`${goods.stock} > 0 AND ${goods.isBuy}`));
    expect(await listed('没有这种药', 1)).toEqual({ ids: [], total: 0 });
    // A page past the end still tells the total.
    expect(await listed('胶囊', 1, '&page=999')).toEqual({ ids: [], total: (await listedFromGoodsTable('胶囊', 1)).total });
  });

  it('follows goods writes once the writer refreshes it: new, moved and deleted goods', async () => {
    const [template] = await server.db.select().from(goods).orderBy(asc(goods.id)).limit(1);
    const { id: _id, createdAt: _c, updatedAt: _u, ...row } = template!;
    const name = '字典测试宁片';
    const maker = '字典测试制药有限公司';
    const [created] = await server.db
      .insert(goods)
      .values({ ...row, name, brand: '', sccj: maker, sales: 7, ...goodsSearchColumns({ name, brand: '', sccj: maker }) })
      .returning({ id: goods.id });
    // Not refreshed yet: the dictionary does not know the goods.
    expect((await suggestions('字典测试', 1)).map((s) => s.keyword)).toEqual([]);

    await refreshSearchDictionary(server.db, { names: [name], sccjs: [maker] });
    const [found] = await suggestions('字典测试', 1);
    expect(found).toMatchObject({ keyword: name, goods_id: created!.id });
    expect(found!.hint).toBe(`${row.ypgg} · ${maker}`);
    expect(await suggestions('zdcs', 2)).toEqual([{ keyword: maker, goods_id: 0, hint: '1个商品' }]);

    // Another maker: the old one disappears once both are refreshed.
    const moved = '字典迁移制药有限公司';
    await server.db
      .update(goods)
      .set({ sccj: moved, ...goodsSearchColumns({ name, brand: '', sccj: moved }) })
      .where(eq(goods.id, created!.id));
    await refreshSearchDictionary(server.db, { names: [name], sccjs: [maker, moved] });
    expect((await suggestions('字典', 2)).map((s) => s.keyword)).toEqual([moved]);
    expect((await suggestions('字典测试', 1))[0]!.hint).toBe(`${row.ypgg} · ${moved}`);

    await server.db.delete(goods).where(eq(goods.id, created!.id));
    await refreshSearchDictionary(server.db, { names: [name], sccjs: [moved] });
    expect(await suggestions('字典测试', 1)).toEqual([]);
    expect(await suggestions('字典', 2)).toEqual([]);
  });

  it('a full rebuild gives the same dictionary as the seed and the refreshes left', async () => {
    const entries = () =>
      server.db
        .select({
          type: searchDictionary.type,
          keyword: searchDictionary.keyword,
          brand: searchDictionary.brand,
          goodsCount: searchDictionary.goodsCount,
          totalSales: searchDictionary.totalSales,
          bestGoodsId: searchDictionary.bestGoodsId,
        })
        .from(searchDictionary)
        .orderBy(asc(searchDictionary.type), sql`${searchDictionary.keyword} COLLATE "C"`, sql`${searchDictionary.brand} COLLATE "C"`);
    const before = await entries();
    expect(before.length).toBeGreaterThan(100);
    await rebuildSearchDictionary(server.db);
    expect(await entries()).toEqual(before);
  });
});

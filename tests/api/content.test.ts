import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FocusCommon, HomeFocus, MenuCategory, NavItem, SiteFooter, SiteInfo } from '../../shared/contract/content';
import type { HelpArticle } from '../../shared/contract/help';
import { startServer, type TestServer } from './harness';
import { adminCommand } from '../support/admin-cli';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

function depth(category: MenuCategory): number {
  return 1 + Math.max(0, ...category.children.map(depth));
}

describe('GET /api/focus/common', () => {
  it('returns hot searches, navigation, the three-level category tree and brands', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await server.api<FocusCommon>('/api/focus/common');
    expect(res.status).toBe(200);
    const data = res.body.data;

    expect(data.rnss).toContain('阿莫西林');
    expect(data.nav.map((item) => item.name).slice(0, 3)).toEqual(['首页', '领券中心', '每日特价']);

    const tops = data.category.map((c) => c.name);
    expect(tops.slice(0, 4)).toEqual(['西药', '中成药', '中药饮片', '医疗器械']);
    expect(tops.length).toBeGreaterThanOrEqual(7);
    for (const top of data.category) {
      expect(top.logo).toMatch(/^\/img\/category\/[a-z]+\.svg$/);
      expect(top.logo1).toMatch(/^\/img\/category\/[a-z]+\.svg\?tone=light$/);
      expect(depth(top)).toBe(3);
    }

    expect(data.category_zy.map((c) => c.name)).toEqual(['中成药', '中药饮片']);
    expect(data.category_qx.map((c) => c.name)).toEqual(['医疗器械']);
    // The free-shipping menu holds only branches that have free-shipping goods.
    expect(data.category_yx.length).toBeGreaterThan(0);
    const allLeaves = (c: MenuCategory): number => (c.children.length ? c.children.reduce((n, x) => n + allLeaves(x), 0) : 1);
    const yxLeaves = data.category_yx.reduce((n, c) => n + allLeaves(c), 0);
    const totalLeaves = data.category.reduce((n, c) => n + allLeaves(c), 0);
    expect(yxLeaves).toBeLessThan(totalLeaves);

    expect(data.brand.find((b) => b.name === '同仁堂')).toMatchObject({ logo: expect.stringMatching(/^\/img\/brand\/\d+\.svg$/) });
    expect(String(data.timestamp)).toMatch(/^\d{10}$/);
    expect(data.timestamp).toBeGreaterThanOrEqual(before);
  });
});

describe('GET /api/global/links', () => {
  it('returns the navigation with badges', async () => {
    const res = await server.api<NavItem[]>('/api/global/links');
    expect(res.body.data.length).toBeGreaterThanOrEqual(9);
    expect(res.body.data.find((item) => item.name === '每日特价')).toMatchObject({ url: '/mrtj', badge: '热', is_open: 0, children: [] });
  });
});

describe('GET /api/focus', () => {
  it('returns the home banners as server-drawn images and the bottom banner', async () => {
    const res = await server.api<HomeFocus>('/api/focus');
    const { banners, bottom } = res.body.data;
    expect(banners.length).toBe(5);
    expect(banners[0]).toMatchObject({ url: '/mrtj', title: '秋冬呼吸季 · 感冒用药节' });
    for (const banner of banners) expect(banner.image).toMatch(/^\/img\/banner\/\d+\.svg$/);
    expect(bottom?.image).toMatch(/^\/img\/banner\/\d+\.svg$/);

    const svg = await fetch(`${server.base}${banners[0]!.image}`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const text = await svg.text();
    expect(text).toContain('秋冬呼吸季 · 感冒用药节');
    expect(text).toContain('viewBox="0 0 1200 400"');
    expect(text).toContain('#e8453c');
  });
});

describe('GET /api/article/footer', () => {
  it('returns at least 4 help categories with articles, licences and filings', async () => {
    const res = await server.api<SiteFooter>('/api/article/footer');
    const footer = res.body.data;
    expect(footer.help.length).toBeGreaterThanOrEqual(4);
    for (const cat of footer.help) expect(cat.children.length).toBeGreaterThan(0);
    expect(footer.licences.map((l) => l.name)).toContain('药品经营许可证');
    expect(footer.licences.find((l) => l.name === '药品经营许可证')).toEqual({ name: '药品经营许可证', number: '冀AA3110059', article_id: 66 });
    expect(footer.icp).toMatch(/ICP备/);
    expect(footer.police_filing).toMatch(/公网安备/);
    expect(footer.statement).toMatch(/毒性药品.*麻醉药品.*精神药品.*放射性药品.*戒毒药品.*医疗机构制剂/);
    expect(footer.hot_line).toBe('400-611-8899');
    // QR images hold absolute links to the site.
    const official = new URL(footer.qr.official, server.base);
    expect(official.pathname).toBe('/img/qr.svg');
    expect(official.searchParams.get('text')).toBe(`${server.base}/`);
    expect(new URL(footer.qr.service, server.base).searchParams.get('text')).toMatch(/\/help\/xrzn\/hyzc\?id=\d+$/);
  });

  it('links the licences to an article that exists', async () => {
    const res = await server.api<HelpArticle>('/api/article/66');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: 66, title: '网站资质', category: { name: '服务保障' } });
    expect(res.body.data.body.length).toBeGreaterThan(20);
    expect(String(res.body.data.created_at)).toMatch(/^\d{10}$/);
  });
});

describe('GET /api/article/:id', () => {
  it('answers 404 for an unknown article and 422 for a bad id', async () => {
    const missing = await server.api('/api/article/9999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 404, message: '文章不存在或已删除', data: null });

    const bad = await server.api('/api/article/abc');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ id: ['文章编号不正确'] });
  });
});

describe('GET /api/site/info', () => {
  it('returns the name, hot lines, app download QR and quality inspection', async () => {
    const res = await server.api<SiteInfo>('/api/site/info');
    expect(res.body.data).toMatchObject({
      name: '药批',
      hot_line: '400-611-8899',
      complaint_line: '0311-86692235',
      quality_inspection: { quality_inspection_url: '', msg: '质检报告请联系您的专属客服索取' },
    });
    // No app is set: the entry is the phone site, and nothing promises an app.
    expect(res.body.data.app_download).toMatchObject({ label: '手机版', text: '手机扫码访问手机版商城' });
    expect(res.body.data.app_download.qr).toMatch(/^\/img\/qr\.svg\?text=/);
  });

  it('names the app and its download QR once a link is set (npm run admin -- app-download), and the phone site again when cleared', async () => {
    const link = 'https://app.yaopi.example/download';
    const set = await adminCommand(server.db, 'app-download', link);
    expect(set.code, set.stderr).toBe(0);
    const after = (await server.api<SiteInfo>('/api/site/info')).body.data.app_download;
    expect(after.label).toBe('手机APP');
    expect(after.text).toMatch(/APP/);
    expect(after.qr).toBe(`/img/qr.svg?text=${encodeURIComponent(link)}`);

    expect((await adminCommand(server.db, 'app-download', 'http://app.yaopi.example/download')).code).toBe(1);
    expect((await adminCommand(server.db, 'app-download', 'clear')).code).toBe(0);
    expect((await server.api<SiteInfo>('/api/site/info')).body.data.app_download.label).toBe('手机版');
  });

  it('names no mini-program until one is set, then the QR of its link (npm run admin -- mini-program)', async () => {
    const before = await server.api<SiteInfo>('/api/site/info');
    expect(before.body.data.mini_program).toBeNull();

    const link = 'https://mp.yaopi.example/open?from=pc';
    const set = await adminCommand(server.db, 'mini-program', link);
    expect(set.code, set.stderr).toBe(0);
    const after = await server.api<SiteInfo>('/api/site/info');
    expect(after.body.data.mini_program).toEqual({ qr: `/img/qr.svg?text=${encodeURIComponent(link)}` });

    const cleared = await adminCommand(server.db, 'mini-program', 'clear');
    expect(cleared.code).toBe(0);
    expect((await server.api<SiteInfo>('/api/site/info')).body.data.mini_program).toBeNull();
  });

  it('refuses a mini-program link that WeChat could not open, keeping the setting', async () => {
    for (const bad of ['http://mp.yaopi.example/open', 'mp.yaopi.example/open', `https://mp.yaopi.example/${'x'.repeat(500)}`]) {
      const run = await adminCommand(server.db, 'mini-program', bad);
      expect(run.code, bad).toBe(1);
      expect(run.stderr).not.toBe('');
    }
    expect((await server.api<SiteInfo>('/api/site/info')).body.data.mini_program).toBeNull();
    const shown = await adminCommand(server.db, 'mini-program');
    expect(shown.stdout).toContain('未设置小程序');
  });
});

import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FocusCommon, GoodsDetail, GoodsSummary, HomeFocus, Page } from '../../shared/contract';
import type { AppFiles } from '../../shared/domain/first-answers';
import type { HydrationPayload } from '../../shared/domain/server-render';
import { isRedirect, routes } from '../../host/routes';
import { precompressDir } from '../../scripts/build/precompress';
import { startServer, type TestServer } from './harness';

/**
 * The server's render of every page from the host's React tree
 * (host/entry-server.tsx built by `vite build --mode ssr`, server/render/page.ts).
 * The renderer is the real build; the site's index.html and manifest are a
 * stand-in for `npm run build`'s dist/site, so the document's files are known.
 */
const built = mkdtempSync(join(tmpdir(), 'yaopi-server-render-'));
const site = join(built, 'dist', 'site');
mkdirSync(join(site, 'assets'), { recursive: true });
mkdirSync(join(site, '.vite'), { recursive: true });
writeFileSync(
  join(site, 'index.html'),
  '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8"><title>药批 - 医药采购批发平台</title>' +
    '<script type="module" crossorigin src="/assets/index-1a2b3c.js"></script><link rel="modulepreload" crossorigin href="/assets/react-8e9f0a.js">' +
    '<link rel="stylesheet" crossorigin href="/assets/index-4d5e6f.css"></head><body><div id="root"></div></body></html>',
);
const ENTRY = `export const app = ${JSON.stringify('药批'.repeat(2000))};`;
writeFileSync(join(site, 'assets', 'index-1a2b3c.js'), ENTRY);
writeFileSync(
  join(site, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1a2b3c.js', isEntry: true, imports: ['_react.js'], css: ['assets/index-4d5e6f.css'] },
    '_react.js': { file: 'assets/react-8e9f0a.js' },
    'start-after-paint.ts': { file: 'assets/start-after-paint-5e6f7a.js', isEntry: true, imports: ['_ids.js'] },
    '_ids.js': { file: 'assets/ids-1f2e3d.js' },
    'pages/home/home-page.tsx': { file: 'assets/home-page-0d1e2f.js', isDynamicEntry: true, css: ['assets/home-page-3a4b5c.css'] },
    'pages/goods-detail/goods-detail-page.tsx': { file: 'assets/goods-detail-page-6d7e8f.js', imports: ['_view.js'] },
    '_view.js': { file: 'assets/goods-detail-view-9a0b1c.js', css: ['assets/goods-detail-view-2d3e4f.css'] },
  }),
);

let server: TestServer;
beforeAll(async () => {
  await precompressDir(site);
  // As `npm run build` does it: a production build (vitest's NODE_ENV=test would compile JSX for React's development build).
  const environment = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ mode: 'ssr', logLevel: 'warn', build: { outDir: join(built, 'dist', 'ssr'), sourcemap: false } });
  } finally {
    process.env.NODE_ENV = environment;
  }
  server = await startServer({ app: { projectRoot: built } });
}, 120_000);
afterAll(async () => {
  await server.close();
  rmSync(built, { recursive: true, force: true });
});

function jsonScript<T>(html: string, id: string): T {
  const json = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(html)?.[1];
  expect(json, `#${id} is in the page`).toBeTypeOf('string');
  return JSON.parse(json as string) as T;
}

/** The markup the server rendered into #root: what a browser shows before any script runs. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json"');
  expect(start, 'the page has its rendered root').toBeGreaterThan(0);
  return html.slice(start, end);
}

async function page(path: string, cookie?: string) {
  const response = await fetch(`${server.base}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  return { response, html: await response.text() };
}

/** The raw bytes and headers of a response (fetch would decode the body). */
function raw(path: string, acceptEncoding: string): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${server.base}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

/** A path for each route of the table, its parameters filled with records that exist. */
async function routePaths(): Promise<string[]> {
  const goods = (await server.api<Page<GoodsSummary>>('/api/goods/list?per_page=1')).body.data.data[0]!;
  const common = (await server.api<FocusCommon>('/api/focus/common')).body.data;
  const values: Record<string, string> = {
    id: String(goods.id),
    ids: '1',
    url: String(goods.id),
    name: common.category[0]!.name,
    type: '1',
    slug: 'ddzf',
  };
  return routes.map((route) => route.path.replace(/\/:(\w+)\?/g, '').replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? '1')));
}

describe('the server renders the host’s React tree', () => {
  it('renders the goods detail: name, maker and price guard in the HTML, the page’s files in the head, the answers to hydrate from', async () => {
    const list = await server.api<Page<GoodsSummary>>('/api/goods/list?per_page=1&sort=sales');
    const id = list.body.data.data[0]!.id;
    const goods = (await server.api<GoodsDetail>(`/api/goods/detail/${id}`)).body.data;

    const { response, html } = await page(`/list/info/${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const root = rootOf(html);
    const heading = /<h1 class="yp-detail__name">([^<]*)<\/h1>/.exec(root)?.[1] ?? '';
    expect(heading).toContain(goods.name.replace(/&/g, '&amp;'));
    expect(root).toContain(goods.sccj);
    // A visitor sees the price guard, as the browser's first render will.
    expect(root).toContain('登录可见');
    expect(root).toContain('请登录');
    expect(html).toContain('<title>商品详情 - 药批</title>');
    // While the page is parsed it asks for one script, the starter; the app's modules are listed for it to load after the paint.
    expect([...html.matchAll(/<script type="module"[^>]*src="([^"]*)"/g)].map((match) => match[1])).toEqual(['/assets/start-after-paint-5e6f7a.js']);
    expect([...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]*)"/g)].map((match) => match[1])).toEqual(['/assets/ids-1f2e3d.js']);
    const scripts = jsonScript<AppFiles>(html, 'yp-app-files');
    expect(scripts.entry).toBe('/assets/index-1a2b3c.js');
    expect(scripts.preload.sort()).toEqual(['/assets/goods-detail-page-6d7e8f.js', '/assets/goods-detail-view-9a0b1c.js', '/assets/react-8e9f0a.js']);
    expect(html).toContain('href="/assets/goods-detail-view-2d3e4f.css"');
    expect(html).toContain('href="/assets/index-4d5e6f.css"');
    // The answers the components read while rendering, for the browser's hydration: the detail among them.
    const hydration = jsonScript<HydrationPayload>(html, 'yp-hydration');
    expect(Object.values(hydration.async).map((entry) => entry.v)).toContainEqual(goods);
    expect(hydration.session).toEqual({ user: null });
    // Nothing of the old first paint: no copy, no hidden root.
    expect(html).not.toContain('yp-first-paint');
    expect(html).not.toContain('<div id="root" hidden');
  });

  it('renders a buyer’s page as the buyer: the company in the header, prices instead of 登录可见, the session to hydrate from', async () => {
    const { cookie, user } = await server.login();
    const list = await server.api<Page<GoodsSummary>>('/api/goods/list?per_page=1&sort=sales');
    const id = list.body.data.data[0]!.id;
    const { html } = await page(`/list/info/${id}`, cookie);
    const root = rootOf(html);
    expect(root).toContain(user.company);
    expect(root).not.toContain('登录可见');
    expect(root).not.toContain('请登录');
    const hydration = jsonScript<HydrationPayload>(html, 'yp-hydration');
    expect((hydration.session?.user as { company?: string } | null)?.company).toBe(user.company);
    // The header's own base call is answered in the page: the app does not ask again on start.
    expect(jsonScript<Record<string, unknown>>(html, 'yp-first-answers')['/api/user/base']).toMatchObject({ company: user.company });
    // The visitor's page next to it is the visitor's: nothing of the buyer's render is left in the server.
    const visitor = rootOf((await page(`/list/info/${id}`)).html);
    expect(visitor).not.toContain(user.company);
    expect(visitor).toContain('登录可见');
  });

  it('renders the home page with its banner in the HTML, preloaded first', async () => {
    const focus = (await server.api<HomeFocus>('/api/focus')).body.data;
    const banner = focus.banners[0]!;
    const { response, html } = await page('/');
    expect(response.status).toBe(200);
    const root = rootOf(html);
    expect(root).toContain(`src="${banner.image}"`);
    expect(root).toMatch(new RegExp(`<link rel="preload" as="image" href="${banner.image}" fetchPriority="high"/>`));
    expect(scriptsOf(html)).toContain('/assets/home-page-0d1e2f.js');
    expect(html).toContain('href="/assets/home-page-3a4b5c.css"');
  });

  it('links the CSS its components adopt as one sheet any node can serve, cached for good', async () => {
    const { html } = await page('/login');
    const href = /<link rel="stylesheet" crossorigin href="(\/ssr-styles\/[^"]+\.css)">/.exec(html)?.[1];
    expect(href, 'the page links its components’ CSS').toBeTypeOf('string');
    const sheet = await fetch(`${server.base}${href}`);
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-type')).toMatch(/^text\/css/);
    expect(sheet.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The site header's own rules are in it (login has the slim header: its logo's sheet).
    expect(await sheet.text()).toContain('.yp-logo');
    expect((await fetch(`${server.base}/ssr-styles/aaaaaaaaaaa.css`)).status).toBe(404);
    expect((await fetch(`${server.base}/ssr-styles/..%2F..%2Fpackage.json`)).status).toBe(404);
  });

  it('sends the route table’s redirects from the server, and an unknown path to /404', async () => {
    for (const [from, to] of [
      ['/zhzx', '/zhzx/basic'],
      ['/order/wl/7', '/order/info/7'],
      ['/home', '/'],
      ['/no/such/page', '/404'],
    ] as const) {
      const { response } = await page(from);
      expect(response.status, from).toBe(302);
      expect(response.headers.get('location'), from).toBe(to);
    }
  });

  it('renders every route of the table, as a visitor and as a buyer, without falling back to an empty page', async () => {
    const { cookie } = await server.login();
    const paths = await routePaths();
    expect(paths.length).toBe(routes.length);
    const pages = paths.filter((_, index) => !isRedirect(routes[index]!));
    const redirects = paths.filter((_, index) => isRedirect(routes[index]!));
    for (const path of pages) {
      for (const who of [undefined, cookie]) {
        const { response, html } = await page(path, who);
        expect(response.status, `${path} ${who ? 'buyer' : 'visitor'}`).toBe(200);
        expect(html, path).toContain('id="yp-hydration"');
        // Even the bare loading page draws its spinner; the rest draw the chrome and the page.
        expect(rootOf(html).length, `${path}: the root has the page’s markup`).toBeGreaterThan(300);
      }
    }
    for (const path of redirects) expect((await page(path)).response.status, path).toBe(302);
  }, 240_000);

  it('allows the page’s own style attributes by their hashes, and no other inline style', async () => {
    const { response, html } = await page('/');
    const styleSrc = /style-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]?.split(' ') ?? [];
    expect(styleSrc.slice(0, 2)).toEqual(["'self'", "'unsafe-hashes'"]);
    expect(styleSrc).not.toContain("'unsafe-inline'");
    const attributes = new Set([...rootOf(html).matchAll(/\sstyle="([^"]*)"/g)].map((match) => match[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&')));
    expect(attributes.size).toBeGreaterThan(0);
    const hashes = [...attributes].map((value) => `'sha256-${createHash('sha256').update(value).digest('base64')}'`);
    expect(styleSrc.slice(2).sort()).toEqual(hashes.sort());
  });

  it('keeps the policy: no inline executable script, the JSON cannot break out of its element', async () => {
    const hostile = '</script><script>alert(1)</script>"><img src=x onerror=alert(2)>';
    const { response, html } = await page(`/search?keywords=${encodeURIComponent(hostile)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toMatch(/\bsrc="\/assets\/|type="application\/json"/);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
  });

  it('a goods that does not exist is still a page (商品不存在 once the browser has asked), never a 500', async () => {
    for (const path of ['/list/info/2147483647', '/list/info/abc', '/list?category=-1', '/search?keywords=']) {
      const { response, html } = await page(path);
      expect(response.status, path).toBe(200);
      expect(html, path).toContain('id="yp-hydration"');
    }
  });

  it('sends a visitor their own answers only: the page is private to them and varies with the cookie', async () => {
    const { response } = await page('/list');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toMatch(/cookie/);
  });
});

function scriptsOf(html: string): string[] {
  return jsonScript<AppFiles>(html, 'yp-app-files').preload;
}

describe('hashed assets, precompressed', () => {
  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
  ] as const)('Accept-Encoding %s → %s, immutable, Vary: Accept-Encoding', async (accept, encoding, decode) => {
    const { headers, body } = await raw('/assets/index-1a2b3c.js', accept);
    expect(headers['content-encoding']).toBe(encoding);
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(headers.vary)).toMatch(/accept-encoding/i);
    expect(body.length).toBeLessThan(Buffer.byteLength(ENTRY) / 10);
    expect(decode(body).toString('utf8')).toBe(ENTRY);
  });

  it('sends the file as it is to a client that accepts neither', async () => {
    const { headers, body } = await raw('/assets/index-1a2b3c.js', 'identity');
    expect(headers['content-encoding']).toBeUndefined();
    expect(body.toString('utf8')).toBe(ENTRY);
  });

  it('compresses the pages it writes as well', async () => {
    const { headers, body } = await raw('/list', 'br');
    expect(headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(body).toString('utf8')).toContain('id="yp-hydration"');
  });
});

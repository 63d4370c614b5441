import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsDetail, GoodsSummary, HomeFocus, Page } from '../../shared/contract';
import type { AppFiles } from '../../shared/domain/first-answers';
import { precompressDir } from '../../scripts/build/precompress';
import { startServer, type TestServer } from './harness';

// A stand-in for `npm run build`'s dist/site: index.html, the manifest the
// server reads the pages' files from, and one hashed asset compressed by the
// build's own step (scripts/build/precompress.ts).
const built = mkdtempSync(join(tmpdir(), 'yaopi-first-paint-'));
const site = join(built, 'dist', 'site');
mkdirSync(join(site, 'assets'), { recursive: true });
mkdirSync(join(site, '.vite'), { recursive: true });
writeFileSync(
  join(site, 'index.html'),
  '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8"><title>药批 - 医药采购批发平台</title>' +
    '<script type="module" crossorigin src="/assets/index-1a2b3c.js"></script><link rel="modulepreload" crossorigin href="/assets/react-8e9f0a.js"></head><body><div id="root"></div></body></html>',
);
const ENTRY = `export const app = ${JSON.stringify('药批'.repeat(2000))};`;
writeFileSync(join(site, 'assets', 'index-1a2b3c.js'), ENTRY);
writeFileSync(
  join(site, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1a2b3c.js', isEntry: true, imports: ['_react.js'], css: ['assets/index-4d5e6f.css'] },
    '_react.js': { file: 'assets/react-8e9f0a.js' },
    'first-paint.css': { file: 'assets/first-paint-7a8b9c.css', isEntry: true },
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
  server = await startServer({ app: { projectRoot: built } });
});
afterAll(async () => {
  await server.close();
  rmSync(built, { recursive: true, force: true });
});

/** The page as a browser without script sees it: the answers' JSON taken out, so a match is in the drawn HTML. */
function withoutAnswers(html: string): string {
  return html.replace(/<script type="application\/json" id="yp-first-answers">[\s\S]*?<\/script>/, '');
}

/** What host/start-after-paint.ts reads: the app's entry and the modules to preload beside it. */
function appFilesOf(html: string): AppFiles {
  const json = /<script type="application\/json" id="yp-app-files">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(json, 'the app files are in the page').toBeTypeOf('string');
  return JSON.parse(json as string) as AppFiles;
}

function answersOf(html: string): Record<string, unknown> {
  const json = /<script type="application\/json" id="yp-first-answers">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(json, 'the answers are in the page').toBeDefined();
  return JSON.parse(json as string) as Record<string, unknown>;
}

async function page(path: string) {
  const response = await fetch(`${server.base}${path}`);
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

describe('first paint from the server', () => {
  it('draws the goods detail page: the name, maker and pack shot in the HTML, its chunk and styles preloaded, its answer inlined', async () => {
    const list = await server.api<Page<GoodsSummary>>('/api/goods/list?per_page=1&sort=sales');
    const id = list.body.data.data[0]!.id;
    const detail = await server.api<GoodsDetail>(`/api/goods/detail/${id}`);
    const goods = detail.body.data;

    const { response, html } = await page(`/list/info/${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const drawn = withoutAnswers(html);
    const heading = /<h1 class="ys-detail__name">([^<]*)<\/h1>/.exec(drawn)?.[1] ?? '';
    expect(heading).toContain(goods.name.replace(/&/g, '&#38;'));
    expect(drawn).toContain(goods.sccj);
    expect(drawn).toContain(`<img src="${goods.images[0] ?? goods.image}"`);
    expect(drawn).toContain(`<link rel="preload" as="image" href="${goods.images[0] ?? goods.image}"`);
    // While the page is parsed it asks for one script, the starter; the app's modules are listed for it to load after the paint.
    expect([...drawn.matchAll(/<script type="module"[^>]*src="([^"]*)"/g)].map((match) => match[1])).toEqual(['/assets/start-after-paint-5e6f7a.js']);
    // Its one import preloaded beside it, nothing of the app's.
    expect([...drawn.matchAll(/<link rel="modulepreload"[^>]*href="([^"]*)"/g)].map((match) => match[1])).toEqual(['/assets/ids-1f2e3d.js']);
    const scripts = appFilesOf(html);
    expect(scripts.entry).toBe('/assets/index-1a2b3c.js');
    expect(scripts.preload.sort()).toEqual(['/assets/goods-detail-page-6d7e8f.js', '/assets/goods-detail-view-9a0b1c.js', '/assets/react-8e9f0a.js']);
    expect(drawn).toContain('href="/assets/goods-detail-view-2d3e4f.css"');
    expect(drawn).toContain('href="/assets/first-paint-7a8b9c.css"');
    // The app's root is there, hidden until it takes the first paint's place.
    expect(drawn).toContain('<div id="root" hidden></div>');
    expect(answersOf(html)[`/api/goods/detail/${id}`]).toEqual(goods);
    expect(drawn).toContain('<title>商品详情 - 药批</title>');
  });

  it('draws the home page: the first banner in the HTML and preloaded, the banners inlined as the page reads them', async () => {
    const focus = (await server.api<HomeFocus>('/api/focus')).body.data;
    const banner = focus.banners[0]!;
    const { response, html } = await page('/');
    expect(response.status).toBe(200);
    const drawn = withoutAnswers(html);
    expect(drawn).toContain(`<img src="${banner.image}"`);
    expect(drawn).toContain(`<link rel="preload" as="image" href="${banner.image}"`);
    expect(appFilesOf(html).preload).toContain('/assets/home-page-0d1e2f.js');
    expect(drawn).toContain('href="/assets/home-page-3a4b5c.css"');
    // The index's own stylesheet is index.html's business in the head; the first paint's shadow root links it for itself.
    const [head = '', shadow = ''] = drawn.split('<template shadowrootmode="closed">');
    expect(head).not.toContain('index-4d5e6f.css');
    expect(shadow).toContain('href="/assets/index-4d5e6f.css"');
    expect(shadow).toContain('href="/assets/home-page-3a4b5c.css"');
    expect(answersOf(html)['/api/focus']).toEqual(focus);
  });

  it('draws the search results: the goods names of the first page', async () => {
    const keywords = '阿莫西林';
    const found = await server.api<Page<GoodsSummary>>(`/api/goods/list?page=1&per_page=20&sort=default&keywords=${encodeURIComponent(keywords)}&type=1`);
    expect(found.body.data.data.length).toBeGreaterThan(0);
    const { html } = await page(`/search?keywords=${encodeURIComponent(keywords)}`);
    const drawn = withoutAnswers(html);
    for (const goods of found.body.data.data) expect(drawn).toContain(`href="/list/info/${goods.id}" class="ypl-card__name"`);
    expect(drawn).toContain(`value="${keywords}"`);
  });

  it('keeps the policy: no inline executable script, the answers JSON cannot break out of its element', async () => {
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

  it('a goods that does not exist is still a page (the app says 商品不存在), never a 500', async () => {
    for (const path of ['/list/info/2147483647', '/list/info/abc', '/list?category=-1', '/search?keywords=']) {
      const { response, html } = await page(path);
      expect(response.status, path).toBe(200);
      expect(html, path).toContain('<div id="root"');
    }
  });

  it('sends a visitor their own answers only: the page is private to them and varies with the cookie', async () => {
    const { response } = await page('/list');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toMatch(/cookie/);
  });
});

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
    expect(brotliDecompressSync(body).toString('utf8')).toContain('<div id="yp-first-paint"');
  });
});

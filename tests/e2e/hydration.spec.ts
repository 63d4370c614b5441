import { expect, test, type Page } from '@playwright/test';
import { isRedirect, routes } from '../../host/routes';
import { apiData, emptyCart } from './buyer-api';
import type { CartStore, GoodsSummary, Page as ListPage } from '../../shared/contract';
import { fillPattern } from './crawl-paths';
import { DEMO } from './demo-account';
import { sampleParams } from './route-visits';

/**
 * One renderer (host/entry-server.tsx, host/main.tsx): every route the
 * server renders is hydrated by the browser without a mismatch, as a visitor
 * and as a buyer; and a tap made before hydration is not lost.
 */

/** What React says when the server's HTML and the browser's first render differ (development text and production codes). */
const MISMATCH =
  /hydrat|did not match|server rendered HTML|didn't match the client|Minified React error #(418|419|421|422|423|425)|switched to client rendering|recoverable error/i;

/** Loads every route in full and collects what React said about hydrating it. */
async function crawl(page: Page, asBuyer: boolean): Promise<{ visited: number; problems: string[] }> {
  const heard: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && MISMATCH.test(message.text())) heard.push(message.text().slice(0, 600));
  });
  page.on('pageerror', (error) => {
    if (MISMATCH.test(error.message)) heard.push(error.message.slice(0, 600));
  });
  const samples = await sampleParams(page.request, asBuyer);
  const problems: string[] = [];
  let visited = 0;
  for (const route of routes) {
    if (isRedirect(route)) continue;
    const path = fillPattern(route.path, samples);
    if (path === null) {
      problems.push(`${route.path}: 路由参数没有样例（route-visits.ts sampleParams）`);
      continue;
    }
    heard.length = 0;
    await page.goto(path);
    // A route that sends the visitor on (to /login) is hydrated where it lands.
    await page.waitForFunction(() => document.documentElement.dataset.app === 'hydrated', undefined, { timeout: 20_000 });
    // Effects after the commit (a recoverable error is reported then).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    visited += 1;
    if (heard.length > 0) problems.push(`${path}\n    ${heard.join('\n    ')}`);
  }
  return { visited, problems };
}

/**
 * The layouts the crawl hydrates every route in. Below 768 px a component may
 * choose its markup by the viewport, which the server cannot know: the
 * server's HTML and the first client render must still agree there, and the
 * choice be made after hydration (or by CSS). 768 px is where the phone's
 * rules stop; there the crawl goes as the buyer only, who reaches the most
 * pages, to keep the run short.
 */
const LAYOUTS = [
  { name: 'on a desktop', use: {}, visitor: true },
  { name: 'on a 375 px phone', use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true }, visitor: true },
  { name: 'on a 768 px tablet', use: { viewport: { width: 768, height: 1024 } }, visitor: false },
] as const;

for (const layout of LAYOUTS) {
  test.describe(`hydration of every route ${layout.name}`, () => {
    test.describe.configure({ mode: 'parallel', timeout: 600_000 });
    test.use(layout.use);

    if (layout.visitor) {
      test('as a visitor, every route hydrates the server’s HTML without a mismatch', async ({ page }) => {
        const { visited, problems } = await crawl(page, false);
        expect(problems.join('\n'), '水合不一致').toBe('');
        expect(visited).toBeGreaterThan(60);
      });
    }

    test('as the demo buyer, every route hydrates the server’s HTML without a mismatch', async ({ page }) => {
      const login = await page.request.post('/api/login', { data: DEMO });
      expect(login.ok()).toBe(true);
      const { visited, problems } = await crawl(page, true);
      expect(problems.join('\n'), '水合不一致').toBe('');
      expect(visited).toBeGreaterThan(60);
    });
  });
}

test.describe('a tap before hydration', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('on a 4× slower phone, 加入购物车 tapped as soon as the goods detail is painted puts the line in the cart', async ({ page }) => {
    const login = await page.request.post('/api/login', { data: DEMO });
    expect(login.ok()).toBe(true);
    await emptyCart(page.request);
    const goods = await apiData<ListPage<GoodsSummary & { is_ephedrine?: number; min_buy: number; step: number }>>(
      page.request,
      'get',
      '/api/goods/list?per_page=40',
    );
    const item = goods.data.find((g) => g.is_buy === 1 && !g.is_ephedrine && g.number >= Math.max(g.min_buy, g.step, 1))!;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    // The app's entry is held back until the tap is made, so the tap surely comes before hydration, as on a slow line.
    let tapped!: () => void;
    const tapMade = new Promise<void>((resolve) => (tapped = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await tapMade;
      await route.continue();
    });
    // The e2e server's one PGlite connection may be busy with the crawls above running beside this test: a 503
    // 系统繁忙 page is loaded again, as a buyer would after its Retry-After.
    await expect
      .poll(async () => (await page.goto(`/list/info/${item.id}`, { waitUntil: 'commit' }))?.status(), { intervals: [1_000, 2_000, 3_000] })
      .toBe(200);
    const add = page.getByRole('button', { name: '加入购物车' }).first();
    await add.waitFor({ state: 'visible' });
    await add.tap();
    expect(await page.evaluate(() => document.documentElement.dataset.app ?? null), 'not hydrated yet when tapped').toBeNull();
    tapped();
    // Held, then replayed on the same button once the app has hydrated it: the line lands in the cart.
    await page.waitForFunction(() => document.documentElement.dataset.app === 'hydrated', undefined, { timeout: 30_000 });
    await expect
      .poll(async () => (await apiData<CartStore>(page.request, 'get', '/api/cart/list')).data.map((line) => line.goods.id), { timeout: 20_000 })
      .toContain(item.id);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });
});

test.describe('styles after hydration', () => {
  // The server's page links the CSS its components use as one sheet; adopting the same CSS again
  // when they hydrate made the browser restyle the whole page (shared/ui/served-styles.ts).
  test('a server-rendered page is not styled a second time; a page reached by a link still gets its styles', async ({ page }) => {
    await page.goto('/login');
    await page.waitForFunction(() => document.documentElement.dataset.app === 'hydrated', undefined, { timeout: 20_000 });
    expect(await page.evaluate(() => document.adoptedStyleSheets.length), 'sheets adopted on top of the page’s own').toBe(0);

    // The home page's components were not on /login's sheet: they bring their CSS when they mount.
    await page.locator('a[href="/"]').first().click();
    await page.waitForURL((url) => url.pathname === '/');
    const search = page.getByRole('button', { name: '搜索' }).first();
    await expect(search).toBeVisible();
    await expect.poll(() => search.evaluate((button) => getComputedStyle(button).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBeGreaterThan(0);
  });
});

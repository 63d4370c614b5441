import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Address, AfterSaleDetail, CartItem, CreatedOrder, FocusCommon, GoodsSummary, OrderDetail, Page as ListPage } from '../../shared/contract';
import { isRedirect, routes } from '../../host/routes';
import { NOT_FOUND_PATH } from '../../host/paths';
import { crawlKey, fillPattern, patternRegExp } from './crawl-paths';
import { advanceLifecycle } from './clock';
import { DEMO, PAY_PASSWORD, usePayPassword } from './demo-account';

/**
 * No dead links (issue 12): as a visitor and as the demo buyer, start from /
 * and visit every internal <a href> found on each visited page (breadth
 * first, deduplicated by path and query, at most PER_ROUTE addresses per route
 * pattern and MAX_PAGES in all; a path not yet
 * seen goes before another query of a path already visited, so the cap
 * cuts the hundreds of /list?category=… variants, not whole pages), plus every
 * path of the route table (host/routes.ts) with its params filled from
 * sample records. A page fails when it lands on /404, shows the route error
 * screen, throws, or logs a console error; the test fails with the list.
 *
 * One browser page is reused, moving from route to route inside the one
 * document; after each change the crawl waits until the route has rendered
 * its main content and nothing on the page is still loading (aria-busy),
 * never for a fixed time.
 */
const MAX_PAGES = Number(process.env.YP_CRAWL_MAX_PAGES) || 300;
/** Addresses followed per route pattern (two goods pages say what a hundred would). */
const PER_ROUTE = 2;
const routePatterns = routes.map((route) => ({ pattern: route.path, regExp: patternRegExp(route.path) }));

interface Problem {
  path: string;
  from: string;
  problem: string;
}

async function apiData<T>(api: APIRequestContext, method: 'get' | 'post', path: string, data?: unknown, headers?: Record<string, string>): Promise<T> {
  const response = method === 'get' ? await api.get(path, { headers }) : await api.post(path, { data, headers });
  const body = (await response.json()) as { code: number; message: string; data: T };
  if (body.code !== 10000) throw new Error(`${method.toUpperCase()} ${path}: ${body.code} ${body.message}`);
  return body.data;
}

type Buyable = GoodsSummary & { min_buy: number; step: number; is_ephedrine?: number };

/** Routes that need a record of the buyer's own: a visitor is sent to log in whatever the id, so any id does. */
const MEMBER_RECORD_ROUTES = [
  '/cart/step3/:id',
  '/order/info/:id',
  '/order/returnInfo/:id',
  '/order/wl/:id',
  '/frame/order/:id',
  '/order/afterSalesInfo/:id',
  '/order/salesReturnInfo/:id',
];

/**
 * Sample records for the route params: goods, category, brand, and for the
 * buyer records of its own made now through the API as the site makes them:
 * an unpaid order, and a paid one, shipped (the lifecycle moved on, not
 * waited for), returned and reviewed, for the after-sale and sales-return pages.
 */
async function sampleParams(api: APIRequestContext, asBuyer: boolean): Promise<Record<string, Record<string, string>>> {
  const goods = await apiData<ListPage<Buyable>>(api, 'get', '/api/goods/list?per_page=40');
  const common = await apiData<FocusCommon>(api, 'get', '/api/focus/common');
  const first = goods.data[0]!;
  const category = common.category[0]!;
  const brand = common.brand[0]!;
  // A group-buy goods, a controlled goods and two running activities: their pages' own records.
  const deals = await apiData<ListPage<{ goods: { id: number } }>>(api, 'get', '/api/groupBuy/list?per_page=1');
  const controlled = await apiData<ListPage<Buyable>>(api, 'get', '/api/goods/list?zone=kx&per_page=1');
  const yjh = await apiData<{ id: number }>(api, 'get', '/api/activity/detail?type=yjh');
  const yyh = await apiData<{ id: number }>(api, 'get', '/api/activity/detail?type=yyh');
  const samples: Record<string, Record<string, string>> = {
    '/list/info/:id': { id: String(first.id) },
    '/list/info-pt/:id': { id: String(deals.data[0]!.goods.id) },
    '/kxzq/goods/:url/:ads?': { url: String(controlled.data[0]!.id) },
    '/Hdzx/:ids/:id?': { ids: `${yjh.id},${yyh.id}`, id: String(yyh.id) },
    '/list/other/:id/:name?': { id: String(category.id), name: category.name },
    '/ppzq/info/:id/:page?': { id: String(brand.id) },
  };
  if (!asBuyer) {
    for (const pattern of MEMBER_RECORD_ROUTES) samples[pattern] = { id: '1' };
    return samples;
  }

  const item = goods.data.find((g) => g.is_buy === 1 && !g.is_ephedrine && g.number >= Math.max(g.min_buy, g.step) * 6);
  if (!item) throw new Error('no buyable goods for the sample orders');
  const placeOrder = async (): Promise<CreatedOrder> => {
    await apiData(api, 'post', '/api/cart', { params: [{ goods_id: item.id, number: Math.max(item.min_buy, item.step, 1) }] });
    const cart = await apiData<{ data: CartItem[] }>(api, 'get', '/api/cart/list');
    const line = cart.data.find((l) => l.goods.id === item.id)!;
    const addresses = await apiData<Address[]>(api, 'get', '/api/address');
    return apiData<CreatedOrder>(
      api,
      'post',
      '/api/order',
      { ids: [line.id], address_id: addresses[0]!.id },
      { 'idempotency-key': `crawl-${Date.now()}-${Math.random()}` },
    );
  };
  const unpaid = String((await placeOrder()).id);
  for (const pattern of ['/cart/step3/:id', '/order/info/:id', '/order/wl/:id', '/frame/order/:id']) samples[pattern] = { id: unpaid };

  const returned = await placeOrder();
  await usePayPassword(api, PAY_PASSWORD);
  await apiData(api, 'post', `/api/order/${returned.id}/pay`, { method: 'wallet', pay_password: PAY_PASSWORD });
  await advanceLifecycle(api, 121);
  samples['/order/returnInfo/:id'] = { id: String(returned.id) };
  const shipped = await apiData<OrderDetail>(api, 'get', `/api/order/${returned.id}`);
  const afterSale = await apiData<{ id: number }>(api, 'post', `/api/order/${returned.id}/return`, {
    type: 1,
    reason: '商品破损',
    description: '外包装破损',
    items: [{ order_item_id: shipped.items[0]!.id, number: 1 }],
  });
  samples['/order/afterSalesInfo/:id'] = { id: String(afterSale.id) };
  await advanceLifecycle(api, 61);
  const reviewed = await apiData<AfterSaleDetail>(api, 'get', `/api/after_sale/${afterSale.id}`);
  if (reviewed.sales_return_id !== null) samples['/order/salesReturnInfo/:id'] = { id: String(reviewed.sales_return_id) };
  return samples;
}

/** Resolves once the route has rendered and nothing is loading; fails on the route error screen. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      if (document.querySelector('.ys-fatal')) return true;
      // /loading is a loading screen by design (spec §2 plain pages).
      if (window.location.pathname === '/loading') return document.querySelector('.ys-page-loading') !== null;
      const main = document.querySelector('main');
      if (!main || main.childElementCount === 0) return false;
      if (document.querySelector('.ys-page-loading')) return false;
      return document.querySelectorAll('[aria-busy="true"]').length === 0;
    },
    undefined,
    { timeout: 10_000 },
  );
}

async function crawl(page: Page, asBuyer: boolean): Promise<{ visited: number; problems: Problem[]; unsampled: string[] }> {
  const origin = new URL(page.url() === 'about:blank' ? test.info().project.use.baseURL! : page.url()).origin;
  const samples = await sampleParams(page.request, asBuyer);
  const problems: Problem[] = [];
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`页面异常: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // The browser logs every non-2xx answer as "Failed to load resource". A 401 is how the API tells a visitor to
    // log in (spec §8: go to the login page) and a 422 an answer the page shows (a register step with no draft);
    // both are handled. A 404 or 5xx resource is a dead link or a fault and counts.
    if (/Failed to load resource: the server responded with a status of (401|422)\b/.test(text)) return;
    errors.push(`控制台错误: ${text}`);
  });

  // Two FIFO queues: new paths, and other queries of paths already queued.
  const fresh: { key: string; from: string }[] = [{ key: '/', from: '(起点)' }];
  const variants: { key: string; from: string }[] = [];
  const seen = new Set<string>(['/']);
  const seenPaths = new Set<string>(['/']);
  // Links are followed per route: the first PER_ROUTE addresses of each route
  // pattern (a goods page, another goods page), not the hundred goods cards
  // of the home page one by one. A link that matches no route is always
  // followed: it is the dead link the crawl is for.
  const perRoute = new Map<string, number>();
  const enqueue = (key: string, from: string) => {
    if (seen.has(key)) return;
    const path = key.split('?')[0]!;
    const pattern = routePatterns.find(({ regExp }) => regExp.test(path))?.pattern;
    if (pattern !== undefined) {
      const count = perRoute.get(pattern) ?? 0;
      if (count >= PER_ROUTE) return;
      perRoute.set(pattern, count + 1);
    }
    seen.add(key);
    if (seenPaths.has(path)) variants.push({ key, from });
    else {
      seenPaths.add(path);
      fresh.push({ key, from });
    }
  };
  let visited = 0;

  // The first page loads in full; every later one is a route change inside
  // the same document through the page bus's 'navigate' (what a click on a
  // site link does), far quicker than a reload. The change is over when the
  // layout announces its page view (spec §2), which it does once the route
  // has rendered.
  let loaded = false;
  const go = async (key: string) => {
    if (!loaded) {
      await page.goto(key);
      loaded = true;
      return;
    }
    const changed = await page.evaluate(
      (path) =>
        new Promise<boolean>((resolve) => {
          type Bus = { on(name: string, handler: () => void): () => void; emit(name: string, payload: unknown): void };
          const bus = (globalThis as unknown as Record<symbol, Bus | undefined>)[Symbol.for('yaopi.bus.v1')];
          if (!bus) {
            resolve(false);
            return;
          }
          const timer = window.setTimeout(() => {
            off();
            resolve(false);
          }, 10_000);
          const off = bus.on('stats:pageview', () => {
            window.clearTimeout(timer);
            off();
            resolve(true);
          });
          bus.emit('navigate', { path });
        }),
      key,
    );
    // No bus on this page (a bare page without the layout) or no route change: load it in full.
    if (!changed) await page.goto(key);
  };

  const visit = async (key: string, from: string) => {
    errors.length = 0;
    await go(key);
    try {
      await settle(page);
    } catch {
      problems.push({ path: key, from, problem: '页面10秒内未加载完成' });
    }
    visited += 1;
    const landed = new URL(page.url()).pathname;
    if (landed === NOT_FOUND_PATH && key !== NOT_FOUND_PATH) problems.push({ path: key, from, problem: '跳转到了 /404' });
    if (await page.locator('.ys-fatal').count()) problems.push({ path: key, from, problem: '显示了页面出错' });
    for (const error of errors) problems.push({ path: key, from, problem: error });
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs) {
      const next = crawlKey(href, origin);
      if (next) enqueue(next, key);
    }
  };

  while ((fresh.length > 0 || variants.length > 0) && visited < MAX_PAGES) {
    const { key, from } = (fresh.length > 0 ? fresh : variants).shift()!;
    await visit(key, from);
  }

  // Every route of the table, params from the samples or from a link the crawl met.
  const unsampled: string[] = [];
  for (const route of routes) {
    let path = fillPattern(route.path, samples);
    if (path === null) {
      const pattern = patternRegExp(route.path);
      path = [...seen].find((key) => pattern.test(key)) ?? null;
    }
    if (path === null) {
      unsampled.push(route.path);
      continue;
    }
    if (!seen.has(path)) {
      seen.add(path);
      await visit(path, `路由表 ${route.path}${isRedirect(route) ? '（重定向）' : ''}`);
    }
  }
  return { visited, problems, unsampled };
}

function report(problems: readonly Problem[], unsampled: readonly string[]): string {
  return [
    ...problems.map((p) => `${p.path}  ←  ${p.from}\n    ${p.problem}`),
    ...unsampled.map((pattern) => `${pattern}\n    路由参数没有样例：请在 dead-links.spec.ts 的 sampleParams 中补充`),
  ].join('\n');
}

test.describe('no dead links', () => {
  // Hundreds of route changes: far beyond one ordinary test's 30 s.
  // The two crawls are independent (each its own browser context and session): in
  // parallel they run on both workers, not one after the other at the end of one.
  test.describe.configure({ mode: 'parallel', timeout: 1_200_000 });

  test('as a visitor, every link and every route leads to a live page', async ({ page }) => {
    await page.goto('/');
    const { visited, problems, unsampled } = await crawl(page, false);
    expect(visited).toBeGreaterThan(routes.length / 2);
    expect(report(problems, unsampled), `访客: ${problems.length} 个问题`).toBe('');
  });

  test('as the demo buyer, every link and every route leads to a live page', async ({ page }) => {
    await page.goto('/');
    const login = await page.request.post('/api/login', { data: DEMO });
    expect(login.ok()).toBe(true);
    const { visited, problems, unsampled } = await crawl(page, true);
    expect(visited).toBeGreaterThan(routes.length / 2);
    expect(report(problems, unsampled), `会员: ${problems.length} 个问题`).toBe('');
  });
});

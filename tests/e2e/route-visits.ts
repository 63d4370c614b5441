import type { APIRequestContext, Page } from '@playwright/test';
import type { Address, AfterSaleDetail, CartItem, CreatedOrder, FocusCommon, GoodsSummary, OrderDetail, Page as ListPage } from '../../shared/contract';
import { apiData } from './buyer-api';
import { advanceLifecycle } from './clock';
import { PAY_PASSWORD, usePayPassword } from './demo-account';

/**
 * What the specs that walk the route table share (dead-links.spec.ts,
 * a11y.spec.ts): sample records for the route params, moving from route to
 * route inside one document, and waiting until a route has settled. Kept
 * apart from crawl-paths.ts, whose pure functions the unit tests import
 * without a browser.
 */

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
export async function sampleParams(api: APIRequestContext, asBuyer: boolean): Promise<Record<string, Record<string, string>>> {
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
  const news = await apiData<ListPage<{ id: number; type: number }>>(api, 'get', '/api/focus/postList');
  const samples: Record<string, Record<string, string>> = {
    '/list/info/:id': { id: String(first.id) },
    '/list/info-pt/:id': { id: String(deals.data[0]!.goods.id) },
    '/kxzq/goods/:url/:ads?': { url: String(controlled.data[0]!.id) },
    '/Hdzx/:ids/:id?': { ids: `${yjh.id},${yyh.id}`, id: String(yyh.id) },
    '/list/other/:id/:name?': { id: String(category.id), name: category.name },
    '/ppzq/info/:id/:page?': { id: String(brand.id) },
    '/news/info/:id/:type': { id: String(news.data[0]!.id), type: String(news.data[0]!.type) },
    // The first of the help topic's tabs (host/pages/help/help-topic-page.tsx).
    '/help/zfps/:slug': { slug: 'ddzf' },
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
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      if (document.querySelector('.yp-fatal')) return true;
      // /loading is a loading screen by design (docs/product/routes.md plain pages).
      if (window.location.pathname === '/loading') return document.querySelector('.yp-page-loading') !== null;
      const main = document.querySelector('main');
      if (!main || main.childElementCount === 0) return false;
      if (document.querySelector('.yp-page-loading')) return false;
      // The kit's Loading (a page's own data, such as registration's draft) is a status, not aria-busy:
      // measured before it went, a page was its spinner (step 3 showed no licence table).
      if (main.querySelector('.yp-loading')) return false;
      return document.querySelectorAll('[aria-busy="true"]').length === 0;
    },
    undefined,
    { timeout: 10_000 },
  );
}

/**
 * A function that moves `page` to a path: the first time by loading it in
 * full, every later time by a route change inside the same document through
 * the page bus's 'navigate' (what a click on a site link does), far quicker
 * than a reload. The change is over when the layout announces its page view
 * (docs/product/routes.md), which it does once the route has rendered. A page without the
 * bus (a bare page without the layout) or a path that changes no route is
 * loaded in full.
 */
export function inDocumentNavigator(page: Page): (path: string) => Promise<void> {
  let loaded = false;
  return async (path: string) => {
    if (!loaded) {
      await page.goto(path);
      loaded = true;
      return;
    }
    const changed = await page.evaluate(
      (target) =>
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
          bus.emit('navigate', { path: target });
        }),
      path,
    );
    if (!changed) await page.goto(path);
  };
}

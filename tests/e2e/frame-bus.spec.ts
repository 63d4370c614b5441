import { request as apiRequest, expect, test, type Frame, type Page } from './hydrated-page';
import type { BusEvents } from '../../shared/bus/events';
import type { CartItem } from '../../shared/contract';
import { startErpHosts, type ErpHosts } from './erp-host';
import { newOrder } from './new-order';

/**
 * The page bus crosses the ERP's iframe (shared/bus/frame-bridge.ts): the
 * ERP page (demo/erp.html, on its own allowlisted origin) runs yaopi's embed
 * script, which links its bus to the order page in the frame (the site, on
 * the test server's origin). Two real origins, real postMessage.
 */
let hosts: ErpHosts;

test.beforeAll(async () => {
  hosts = await startErpHosts();
});

test.afterAll(async () => {
  await hosts?.close();
});

type Slot = Record<symbol, { on: (type: string, h: (p: unknown) => void) => () => void; emit: (type: string, p: unknown) => void } | undefined>;

/** Empties the buyer's cart through the API, so any count the ERP shows later came from somewhere. */
async function emptyCart(baseURL: string, token: string): Promise<void> {
  const api = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
  try {
    const list = (await (await api.get('/api/cart/list')).json()) as { data: { data: CartItem[] } };
    const ids = list.data.data.map((line) => line.id);
    if (ids.length > 0) expect((await (await api.post('/api/cart/batch_delete', { data: { ids } })).json()).code).toBe(10000);
  } finally {
    await api.dispose();
  }
}

/** The order page's frame inside a page, once its document is the site's frame page. */
async function orderFrame(page: Page, baseURL: string): Promise<Frame> {
  await expect.poll(() => page.frames().some((f) => f.url().startsWith(`${baseURL}/frame/order/`))).toBe(true);
  return page.frames().find((f) => f.url().startsWith(`${baseURL}/frame/order/`))!;
}

/**
 * Resolves once `target` has dispatched every message `poster` posted to it
 * before this call (messages from one window to another arrive in order).
 * `frameSelector`: the iframe in `poster` that holds `target`; null when
 * `target` is `poster`'s parent.
 */
async function flushed(poster: Frame, target: Frame, targetOrigin: string, frameSelector: string | null): Promise<void> {
  await target.evaluate(() => {
    (window as unknown as { __probed: Promise<void> }).__probed = new Promise<void>((resolve) =>
      window.addEventListener('message', (event) => event.data === 'yp-test-probe' && resolve()),
    );
  });
  await poster.evaluate(
    ({ selector, origin }) => {
      const to = selector ? (document.querySelector(selector) as HTMLIFrameElement).contentWindow : window.parent;
      to?.postMessage('yp-test-probe', origin);
    },
    { selector: frameSelector, origin: targetOrigin },
  );
  await target.evaluate(() => (window as unknown as { __probed: Promise<void> }).__probed);
}

test.describe('the page bus across the ERP frame', () => {
  test('the ERP hears the framed order’s status change on its bus, and its cart badge follows a 再次购买 inside the frame', async ({ page, baseURL }) => {
    const { order, token } = await newOrder(baseURL!);
    await emptyCart(baseURL!, token);
    await page.goto(`${hosts.erpOrigin}/demo/erp.html?site=${encodeURIComponent(baseURL!)}&order=${order.id}`);

    const frame = page.frameLocator('#yaopi-frame');
    await expect(frame.getByText(order.order_no)).toBeVisible();
    await expect(page.locator('#erp-log li[data-action="load"]')).toContainText(order.order_no);
    // Bound: the ERP shows 药批采购车 with the buyer's count, empty for now (the badge hides at 0).
    const cartEntry = page.locator('#erp-cart');
    await expect(cartEntry).toBeVisible();
    await expect(cartEntry.locator('yp-cart-badge')).toHaveAttribute('data-empty', '');

    // The status change arrives as a bus event on the ERP page (listening before the cancel).
    await page.evaluate(() => {
      const heard: BusEvents['order:status'][] = [];
      (window as unknown as { __statuses: unknown[] }).__statuses = heard;
      window.yaopi!.on('order:status', (payload) => heard.push(payload));
    });
    await frame.getByRole('button', { name: '取消订单' }).click();
    const dialog = frame.getByRole('dialog', { name: '取消订单' });
    await dialog.getByRole('combobox', { name: '取消原因' }).selectOption('收货信息填写错误');
    await dialog.getByRole('button', { name: '确定取消' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __statuses: BusEvents['order:status'][] }).__statuses.filter((s) => s.action === 'cancel')))
      .toEqual([expect.objectContaining({ order_id: order.id, order_no: order.order_no, status: 5, status_text: '已取消', action: 'cancel' })]);
    await expect(page.locator('#erp-order-status')).toContainText('已取消');
    await expect(page.locator('#erp-log li[data-action="cancel"]')).toHaveAttribute('data-status', '5');

    // 再次购买 inside the frame puts the goods back in the cart; the ERP's badge shows the new count
    // without the ERP asking the server (it learns it from the frame's bus).
    const cartReads: string[] = [];
    page.on('request', (req) => {
      if (req.frame() === page.mainFrame() && new URL(req.url()).pathname.startsWith('/api/')) cartReads.push(req.url());
    });
    const rebuyAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/order/${order.id}/rebuy`);
    await frame.getByRole('button', { name: '再次购买' }).click();
    const { data } = (await (await rebuyAnswer).json()) as { data: { total: number; added: number } };
    expect(data.added).toBeGreaterThan(0);
    const badge = cartEntry.getByRole('status');
    await expect(badge).toHaveText(String(data.total));
    await expect(badge).toHaveAccessibleName(`我的购物车，${data.total} 种商品`);
    expect(cartReads).toEqual([]);
  });

  test('an event on the ERP’s bus reaches the order page’s bus inside the frame', async ({ page, baseURL }) => {
    const { order } = await newOrder(baseURL!);
    await page.goto(`${hosts.erpOrigin}/demo/erp.html?site=${encodeURIComponent(baseURL!)}&order=${order.id}`);
    await expect(page.locator('#erp-log li[data-action="load"]')).toHaveCount(1);
    const inner = await orderFrame(page, baseURL!);

    // Listening inside the frame first (awaited), then the ERP emits.
    await inner.evaluate(() => {
      const heard: unknown[] = [];
      (window as unknown as { __favorites: unknown[] }).__favorites = heard;
      (globalThis as unknown as Slot)[Symbol.for('yaopi.bus.v1')]!.on('favorite:changed', (payload) => heard.push(payload));
    });
    // A 收藏 made on the ERP page (its bus is the page-wide one every yaopi bundle there shares).
    await page.evaluate(() => {
      const bus = (globalThis as unknown as Slot)[Symbol.for('yaopi.bus.v1')]!;
      bus.emit('favorite:changed', { goods_ids: [101, 102], favorite: true, origin: 'erp-page' });
    });
    await expect
      .poll(() => inner.evaluate(() => (window as unknown as { __favorites: unknown[] }).__favorites))
      .toEqual([{ goods_ids: [101, 102], favorite: true, origin: 'erp-page' }]);
  });

  test('bus messages from a wrong origin are ignored, in both directions', async ({ page, baseURL }) => {
    const { order, token } = await newOrder(baseURL!);
    const site = new URL(baseURL!).origin;
    const forged = { type: 'yaopi:bus', v: 1, event: 'cart:count', payload: { count: 42, origin: 'forged' } };

    // Into the ERP: a well-formed bus message from the ERP's own origin (not yaopi's, not the frame) changes nothing.
    await page.goto(`${hosts.erpOrigin}/demo/erp.html?site=${encodeURIComponent(baseURL!)}&order=${order.id}`);
    await expect(page.locator('#erp-log li[data-action="load"]')).toHaveCount(1);
    const erpCounts = page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const counts: number[] = [];
          window.yaopi!.on('cart:count', ({ count }) => counts.push(count));
          window.addEventListener('message', (event) => event.data === 'yp-test-done' && resolve(counts));
        }),
    );
    await page.evaluate((message) => window.postMessage(message, '*'), forged);
    await page.evaluate(() => window.postMessage('yp-test-done', '*'));
    expect(await erpCounts).not.toContain(42);

    // Into the frame: a frame told to trust another origin than its real parent
    // ignores its parent's bus messages, and sends it none …
    const wrongParent = hosts.erpOrigin.replace('127.0.0.1', 'localhost');
    const framed = (parentOrigin: string) =>
      `${hosts.erpOrigin}/bare.html?src=${encodeURIComponent(`${baseURL}/frame/order/${order.id}?parent_origin=${encodeURIComponent(parentOrigin)}#token=${encodeURIComponent(token)}`)}`;
    const listenInFrame = (inner: Frame) =>
      inner.evaluate(() => {
        const heard: unknown[] = [];
        (window as unknown as { __heard: unknown[] }).__heard = heard;
        (globalThis as unknown as Slot)[Symbol.for('yaopi.bus.v1')]!.on('cart:count', (payload) => heard.push(payload));
      });
    const heardInFrame = (inner: Frame) => inner.evaluate(() => (window as unknown as { __heard: unknown[] }).__heard);
    const post = (message: unknown) =>
      page.evaluate(({ message, site }) => (document.getElementById('f') as HTMLIFrameElement).contentWindow?.postMessage(message, site), {
        message,
        site,
      });
    const busMessagesToParent = () =>
      page.evaluate(() => (window as unknown as { __messages: { data: { type?: string } }[] }).__messages.filter((m) => m.data?.type === 'yaopi:bus'));

    await page.goto(framed(wrongParent));
    await expect(page.frameLocator('#f').getByText(order.order_no)).toBeVisible();
    let inner = await orderFrame(page, baseURL!);
    await listenInFrame(inner);
    await post(forged);
    await flushed(page.mainFrame(), inner, site, '#f');
    expect(await heardInFrame(inner)).toEqual([]);
    // The frame's own cart change goes to the origin it was told, which is not this page's.
    await inner.evaluate(() => (globalThis as unknown as Slot)[Symbol.for('yaopi.bus.v1')]!.emit('cart:count', { count: 3, origin: 'frame-test' }));
    await flushed(inner, page.mainFrame(), hosts.erpOrigin, null);
    expect(await busMessagesToParent()).toEqual([]);

    // … while the same frame told its real parent's origin hears the same message and answers.
    await page.goto(framed(hosts.erpOrigin));
    await expect(page.frameLocator('#f').getByText(order.order_no)).toBeVisible();
    inner = await orderFrame(page, baseURL!);
    await listenInFrame(inner);
    await post(forged);
    await expect.poll(() => heardInFrame(inner)).toEqual([{ count: 42, origin: 'forged' }]);
    await inner.evaluate(() => (globalThis as unknown as Slot)[Symbol.for('yaopi.bus.v1')]!.emit('cart:count', { count: 3, origin: 'frame-test' }));
    await expect
      .poll(async () => (await busMessagesToParent()).map((m) => m.data))
      .toContainEqual({ type: 'yaopi:bus', v: 1, event: 'cart:count', payload: { count: 3, origin: 'frame-test' } });
  });
});

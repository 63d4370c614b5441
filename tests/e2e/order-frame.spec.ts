import { expect, test, type Page } from './hydrated-page';
import { startErpHosts, type ErpHosts } from './erp-host';
import { newOrder } from './new-order';

/**
 * The ERP hosts the order page in an iframe (demo/erp.html →
 * /frame/order/{id}?parent_origin=…), on an allowlisted origin of its own;
 * a stranger's page on an origin no allowlist names (tests/e2e/erp-host.ts).
 * The bus events the two pages share: frame-bus.spec.ts.
 */
let hosts: ErpHosts;
let erpOrigin = '';
let strangerOrigin = '';

test.beforeAll(async () => {
  hosts = await startErpHosts();
  ({ erpOrigin, strangerOrigin } = hosts);
});

test.afterAll(async () => {
  await hosts?.close();
});

/** The ERP's iframe height and the height of the order page inside it. */
async function heights(page: Page): Promise<{ frame: number; content: number }> {
  const frame = await page.locator('#yaopi-frame').evaluate((el) => (el as HTMLIFrameElement).getBoundingClientRect().height);
  const inner = page.frameLocator('#yaopi-frame').locator('.yp-op');
  const content = await inner.evaluate((el) => Math.ceil(el.getBoundingClientRect().bottom + window.scrollY));
  return { frame, content };
}

/** Resolves once the page has dispatched every message posted to it before this call (messages arrive in order). */
async function handledEarlierMessages(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener('message', (event) => event.data === 'yp-test-probe' && resolve());
        window.postMessage('yp-test-probe', '*');
      }),
  );
}

test.describe('the order page in an ERP iframe', () => {
  test('shows the order, follows its height, and reports the status after cancelling inside the frame', async ({ page, baseURL }) => {
    const { order } = await newOrder(baseURL!);
    await page.goto(`${erpOrigin}/demo/erp.html?site=${encodeURIComponent(baseURL!)}&order=${order.id}`);

    const frame = page.frameLocator('#yaopi-frame');
    await expect(frame.getByText(order.order_no)).toBeVisible();
    await expect(frame.getByRole('heading', { name: '待付款' })).toBeVisible();
    // The frame page has no site chrome.
    await expect(frame.getByRole('banner')).toHaveCount(0);

    // The ERP heard the load and sized the frame to the content (no inner scrollbar, no gap).
    await expect(page.locator('#erp-log li[data-action="load"]')).toContainText(order.order_no);
    await expect(page.locator('#erp-order-status')).toContainText('待付款');
    await expect
      .poll(async () => {
        const { frame: h, content } = await heights(page);
        return Math.abs(h - content);
      })
      .toBeLessThanOrEqual(2);
    const before = await heights(page);
    expect(before.frame).not.toBe(480);

    // 刷新订单 from the ERP reaches the frame (exact origin both ways).
    await page.getByRole('button', { name: '刷新订单' }).click();
    await expect(page.locator('#erp-log li[data-action="refresh"]')).toHaveCount(1);

    // Cancel inside the frame: reason, confirm; the ERP gets the new status.
    await frame.getByRole('button', { name: '取消订单' }).click();
    const dialog = frame.getByRole('dialog', { name: '取消订单' });
    await dialog.getByRole('combobox', { name: '取消原因' }).selectOption('收货信息填写错误');
    await dialog.getByRole('button', { name: '确定取消' }).click();
    await expect(page.locator('#erp-log li[data-action="cancel"]')).toHaveAttribute('data-status', '5');
    await expect(page.locator('#erp-order-status')).toContainText('已取消');
    await expect(frame.getByText('取消原因：收货信息填写错误')).toBeVisible();

    // The content changed; the frame followed it.
    await expect
      .poll(async () => {
        const { frame: h, content } = await heights(page);
        return Math.abs(h - content);
      })
      .toBeLessThanOrEqual(2);
  });

  test('a page without yaopi’s script hears the one envelope, and the first protocol’s messages beside it', async ({ page, baseURL }) => {
    const { order, token } = await newOrder(baseURL!);
    const src = `${baseURL}/frame/order/${order.id}?parent_origin=${encodeURIComponent(erpOrigin)}#token=${encodeURIComponent(token)}`;
    await page.goto(`${erpOrigin}/bare.html?src=${encodeURIComponent(src)}`);
    await expect(page.frameLocator('#f').getByText(order.order_no)).toBeVisible();
    const site = new URL(baseURL!).origin;
    type Received = { origin: string; data: { type?: string; event?: string; payload?: { action?: string; height?: number }; action?: string } };
    const received = () => page.evaluate(() => (window as unknown as { __messages: Received[] }).__messages);
    await expect
      .poll(async () => (await received()).filter((m) => m.data?.type === 'yaopi:bus' && m.data.event === 'order:status').map((m) => m.data.payload?.action))
      .toEqual(['load']);
    const messages = await received();
    // Everything comes from yaopi's origin; the envelope is {type, v, event, payload}.
    expect(new Set(messages.map((m) => m.origin))).toEqual(new Set([site]));
    const heights = messages.filter((m) => m.data?.type === 'yaopi:bus' && m.data.event === 'frame:height');
    expect(heights.length).toBeGreaterThan(0);
    expect(Object.keys(heights[0]!.data).sort()).toEqual(['event', 'payload', 'type', 'v']);
    // The last one is the loaded order's (the first may be the loading state's).
    expect(heights.at(-1)!.data.payload!.height).toBeGreaterThan(100);
    // The first protocol's twins, for ERP pages written against it.
    expect(messages.filter((m) => m.data?.type === 'yaopi:order' && m.data.event === 'status').map((m) => m.data.action)).toEqual(['load']);
    expect(messages.filter((m) => m.data?.type === 'yaopi:order' && m.data.event === 'height').length).toBe(heights.length);
  });

  test('a page on an origin outside the allowlist cannot frame the order page', async ({ page, baseURL }) => {
    const { order, token } = await newOrder(baseURL!);
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('frame-ancestors')) refusals.push(message.text());
    });
    const src = `${baseURL}/frame/order/${order.id}?parent_origin=${encodeURIComponent(strangerOrigin)}#token=${encodeURIComponent(token)}`;
    await page.goto(`${strangerOrigin}/bare.html?src=${encodeURIComponent(src)}`);

    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    // Refused at navigation, the frame never ran the site's script: no content, no messages.
    await expect(page.frameLocator('#f').locator('.yp-op')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __messages: unknown[] }).__messages.length)).toBe(0);
  });

  test('messages from the wrong origin are ignored, in both directions', async ({ page, baseURL }) => {
    const { order, token } = await newOrder(baseURL!);
    // The ERP page itself: a forged status from its own origin (not the site's) changes nothing.
    await page.goto(`${erpOrigin}/demo/erp.html?site=${encodeURIComponent(baseURL!)}&order=${order.id}`);
    await expect(page.locator('#erp-log li[data-action="load"]')).toHaveCount(1);
    await page.evaluate(() =>
      window.postMessage(
        {
          type: 'yaopi:bus',
          v: 1,
          event: 'order:status',
          payload: { order_id: 1, order_no: 'FORGED', status: 4, status_text: '已完成', action: 'receive', origin: 'forged' },
        },
        '*',
      ),
    );
    await page.evaluate(() => window.postMessage({ type: 'yaopi:bus', v: 1, event: 'frame:height', payload: { height: 5 } }, '*'));
    await handledEarlierMessages(page);
    await expect(page.locator('#erp-log')).not.toContainText('FORGED');
    await expect(page.locator('#erp-order-status')).not.toContainText('已完成');
    expect((await heights(page)).frame).toBeGreaterThan(100);

    // A frame told to trust another origin than its real parent: it posts
    // nothing the parent can receive, and ignores the parent's commands.
    const wrongParent = erpOrigin.replace('127.0.0.1', 'localhost');
    const src = `${baseURL}/frame/order/${order.id}?parent_origin=${encodeURIComponent(wrongParent)}#token=${encodeURIComponent(token)}`;
    await page.goto(`${erpOrigin}/bare.html?src=${encodeURIComponent(src)}`);
    const frame = page.frameLocator('#f');
    await expect(frame.getByText(order.order_no)).toBeVisible();
    const orderReads: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === `/api/order/${order.id}`) orderReads.push(req.url());
    });
    // Delivered (targetOrigin is the frame's real origin) but from an origin the frame does not trust.
    // Both forms of the command: the envelope and the first protocol's (docs/decisions.md ADR-058).
    await page.evaluate((target) => {
      const f = document.getElementById('f') as HTMLIFrameElement;
      f.contentWindow?.postMessage({ type: 'yaopi:bus', v: 1, event: 'frame:refresh', payload: {} }, target);
      f.contentWindow?.postMessage({ type: 'yaopi:order', command: 'refresh' }, target);
    }, new URL(baseURL!).origin);
    // Messages from one window to another arrive in order: once a later one has been
    // handled inside the frame, the command above has been handled (and ignored) too.
    const inner = page.frames().find((f) => f.url().startsWith(`${baseURL}/frame/order/`));
    expect(inner, 'the order frame').toBeTruthy();
    await inner!.evaluate(() => {
      (window as unknown as { __probed: Promise<void> }).__probed = new Promise<void>((resolve) =>
        window.addEventListener('message', (event) => event.data === 'yp-test-probe' && resolve()),
      );
    });
    await page.evaluate(
      (target) => (document.getElementById('f') as HTMLIFrameElement).contentWindow?.postMessage('yp-test-probe', target),
      new URL(baseURL!).origin,
    );
    await inner!.evaluate(() => (window as unknown as { __probed: Promise<void> }).__probed);
    expect(orderReads).toHaveLength(0);
    expect(await page.evaluate(() => (window as unknown as { __messages: unknown[] }).__messages.length)).toBe(0);
  });
});

import { fileURLToPath } from 'node:url';
import type { Server } from 'node:http';
import { expect, test, type Frame, type Page } from './hydrated-page';
import { newOrder } from './new-order';
import { startPartnerServer } from './partner-server';
import { E2E_PARTNER_ORIGINS_ENV } from './server-process';

/**
 * Issue 26: every demo page works on whatever port the server runs (the test
 * server's port is never 8080's by design), shows its content whole and logs
 * nothing in the console: a developer who opens DevTools on a demo sees no
 * line to chase — no warning, no error, no failed request (a guest's
 * "who is this" is answered without one).
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const partnerOrigin = (JSON.parse(process.env[E2E_PARTNER_ORIGINS_ENV] ?? '[]') as string[])[Number(process.env.TEST_PARALLEL_INDEX ?? 0)] ?? '';
let server: Server | undefined;

test.beforeAll(async () => {
  if (!partnerOrigin) throw new Error('e2e: no demo partner origin (global-setup.ts sets YP_E2E_PARTNER_ORIGINS)');
  server = await startPartnerServer(root, partnerOrigin);
});
test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

/** Every console message of the page and its frames, whatever its level, every page error and every failed response. */
function watchConsole(page: Page): { logged: string[]; failed: string[] } {
  const logged: string[] = [];
  const failed: string[] = [];
  page.on('console', (message) => logged.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => logged.push(`pageerror: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  return { logged, failed };
}

/** What of a frame's order page is cut off: tables scrolled sideways, the page wider than the frame, content below the frame's height. */
async function clippedIn(frame: Frame): Promise<string[]> {
  const element = await frame.frameElement();
  const frameHeight = await element.evaluate((node) => (node as HTMLIFrameElement).clientHeight);
  return frame.evaluate((height) => {
    const clipped: string[] = [];
    const page = document.documentElement;
    if (page.scrollWidth > page.clientWidth) clipped.push(`the page is ${page.scrollWidth} px wide in a ${page.clientWidth} px frame`);
    if (page.scrollHeight > height + 1) clipped.push(`the page is ${page.scrollHeight} px tall in a ${height} px frame`);
    for (const scroller of document.querySelectorAll<HTMLElement>('.yp-table-scroll')) {
      if (scroller.scrollWidth > scroller.clientWidth)
        clipped.push(`${scroller.querySelector('caption')?.textContent ?? 'a table'}: ${scroller.scrollWidth} px in ${scroller.clientWidth} px`);
    }
    return clipped;
  }, frameHeight);
}

test.describe('the demo pages', () => {
  test('partner.html names this server’s port, and the demo pages log nothing', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const port = new URL(baseURL!).port || '80';
    const { logged, failed } = watchConsole(page);

    await page.goto('/demo/index.html');
    await expect(page.getByRole('link', { name: /partner\.html/ })).toHaveAttribute('href', `http://localhost:${port}/demo/partner.html`);

    await page.goto('/demo/partner.html');
    const note = page.locator('.partner-note').first();
    await expect(note).toContainText(`http://localhost:${port}/demo/partner.html`);
    await expect(note).toContainText(`127.0.0.1:${port}`);
    if (port !== '8080') await expect(note).not.toContainText(':8080');
    await expect(page.locator('yp-product-list').getByRole('link').first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    await page.goto('/demo/plain.html');
    await page.waitForLoadState('networkidle');
    await page.goto('/demo/catalogue.html');
    await page.waitForLoadState('networkidle');

    const { order } = await newOrder(baseURL!);
    await page.goto(`/demo/erp.html?order=${order.id}`);
    await expect(page.frameLocator('#yaopi-frame').getByText(order.order_no)).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(failed).toEqual([]);
    expect(logged).toEqual([]);
  });

  test('the catalogue’s header preview shows the top banner whole', async ({ page }) => {
    const { logged, failed } = watchConsole(page);
    await page.goto('/demo/catalogue.html#yp-site-header');
    const preview = page.locator('[data-preview="yp-site-header"]');
    const banner = preview.locator('yp-site-header').getByRole('complementary', { name: '广告' });
    const picture = banner.locator('img');
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    const [area, strip, shown] = await Promise.all([preview.boundingBox(), banner.boundingBox(), picture.boundingBox()]);
    // The picture is narrower than its 1200 px in this preview: scaled down inside the strip, both ends in view.
    expect(shown!.x).toBeGreaterThanOrEqual(strip!.x - 0.5);
    expect(shown!.x + shown!.width).toBeLessThanOrEqual(strip!.x + strip!.width + 0.5);
    expect(shown!.x + shown!.width).toBeLessThanOrEqual(area!.x + area!.width + 0.5);
    expect(shown!.width / shown!.height).toBeCloseTo(1200 / 80, 1);
    expect(await preview.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
    expect(logged).toEqual([]);
  });

  test('the ERP page on its own origin frames the order whole and logs nothing', async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    // The ERP page is laid out for 1280 px (its viewport meta); the order frame sits beside its menu.
    await page.setViewportSize({ width: 1280, height: 900 });
    const { logged, failed } = watchConsole(page);
    const { order } = await newOrder(baseURL!);
    await page.goto(`${partnerOrigin}/demo/erp.html?site=${encodeURIComponent(baseURL!)}&order=${order.id}`);
    const framed = page.frameLocator('#yaopi-frame');
    await expect(framed.getByText(order.order_no)).toBeVisible();
    await expect(framed.getByRole('columnheader', { name: '小计' })).toBeVisible();
    // The frame reports its height; the log beside or under it heard the order's status.
    await expect(page.locator('#erp-log li').first()).toContainText(order.order_no);
    await page.waitForLoadState('networkidle');
    const frame = page.frames().find((candidate) => candidate.url().includes('/frame/order/'))!;
    await expect.poll(() => clippedIn(frame)).toEqual([]);
    expect(failed).toEqual([]);
    expect(logged).toEqual([]);
  });

  test('the catalogue on a partner’s origin says which widgets the partner has not enabled, instead of a console warning', async ({ page, baseURL }) => {
    const { logged, failed } = watchConsole(page);
    await page.goto(`${partnerOrigin}/demo/catalogue.html?yaopi=${encodeURIComponent(baseURL!)}#yp-right-bar`);
    const preview = page.locator('[data-preview="yp-right-bar"]');
    await expect(preview).toContainText('未开通这个组件');
    await expect(preview.locator('yp-right-bar')).toHaveCount(0);
    // A widget the partner has is tried as usual.
    await page
      .getByRole('navigation', { name: '组件列表' })
      .getByRole('button', { name: /搜索框/ })
      .click();
    await expect(page.locator('[data-preview="yp-search-bar"] yp-search-bar').getByRole('combobox')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
    expect(logged).toEqual([]);
  });
});

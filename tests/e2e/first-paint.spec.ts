import { expect, test } from '@playwright/test';

/**
 * The server's render and the browser's hydration of it
 * (host/entry-server.tsx, server/render/page.ts, host/start-after-paint.ts, host/main.tsx).
 */
test.describe('first paint from the server', () => {
  test('the first screen loads before the app’s modules are asked for, then the app hydrates the same nodes', async ({ page }) => {
    await page.goto('/', { waitUntil: 'commit' });
    // A node of the server's HTML, taken before the app runs: hydration keeps it (no copy, no swap).
    const firstLink = page.getByRole('navigation', { name: '主导航' }).getByRole('link').first();
    await firstLink.waitFor();
    const node = await firstLink.elementHandle();
    await page.waitForFunction(() => document.documentElement.dataset.app === 'hydrated');
    expect(await node.evaluate((element) => element.isConnected)).toBe(true);
    await expect(page.locator('#yp-first-paint')).toHaveCount(0);
    await page.waitForLoadState('load');
    const order = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const entry = resources.find((r) => /\/assets\/index-[\w-]+\.js$/.test(new URL(r.name).pathname));
      // The first screen's largest picture, which the page preloads first (the banner).
      const preloaded = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"][fetchpriority="high"]')?.href;
      const picture = resources.find((r) => r.name === preloaded);
      return { loaded: navigation!.loadEventStart, entryAsked: entry?.startTime ?? null, pictureDone: picture?.responseEnd ?? null };
    });
    expect(order.entryAsked, 'the app’s entry module was loaded').not.toBeNull();
    expect(order.entryAsked!).toBeGreaterThanOrEqual(order.loaded);
    expect(order.pictureDone, 'the first screen’s picture was preloaded').not.toBeNull();
    expect(order.pictureDone!, 'the first screen’s picture had arrived before the app’s entry was asked for').toBeLessThanOrEqual(order.entryAsked!);
  });

  test('without the app its links still work', async ({ page }) => {
    // The app's entry never arrives: the server's HTML is all the visitor gets.
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/list');
    await expect(page.getByRole('heading', { level: 1 }).or(page.locator('.yp-card__name').first())).toBeVisible();
    // Its first link (the skip link, then the header's) is reached with Tab and followed with Enter, as a plain page's would be.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/list$/);
  });

  test.describe('without script', () => {
    test.use({ javaScriptEnabled: false });

    test('the server’s HTML is the page: the goods, the price guard and links that are followed', async ({ page }) => {
      await page.goto('/list');
      await expect(page.locator('.yp-card__name').first()).toBeVisible();
      await page.locator('.yp-card__name').first().click();
      await expect(page).toHaveURL(/\/list\/info\/\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('登录可见').first()).toBeVisible();
      await expect(page).toHaveTitle('商品详情 - 药批');
    });
  });
});

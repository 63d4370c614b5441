import { expect, test } from '@playwright/test';

/**
 * The server's first paint and the app taking its place
 * (server/render/first-paint.ts, host/start-after-paint.ts, host/main.tsx).
 */
test.describe('first paint from the server', () => {
  test('the first screen loads before the app’s modules are asked for, then the app takes its place', async ({ page }) => {
    await page.goto('/');
    // The app has taken the first paint's place.
    await expect(page.locator('#yp-first-paint')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link').first()).toBeVisible();
    const order = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const entry = resources.find((r) => /\/assets\/index-[\w-]+\.js$/.test(new URL(r.name).pathname));
      // The first screen's largest picture, which the page preloads (the banner, a pack shot).
      const preloaded = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]')?.href;
      const picture = resources.find((r) => r.name === preloaded);
      return { loaded: navigation!.loadEventStart, entryAsked: entry?.startTime ?? null, pictureDone: picture?.responseEnd ?? null };
    });
    expect(order.entryAsked, 'the app’s entry module was loaded').not.toBeNull();
    expect(order.entryAsked!).toBeGreaterThanOrEqual(order.loaded);
    expect(order.pictureDone, 'the first screen’s picture was preloaded').not.toBeNull();
    expect(order.pictureDone!, 'the first screen’s picture had arrived before the app’s entry was asked for').toBeLessThanOrEqual(order.entryAsked!);
  });

  test('it is drawn in the site’s own type, and without the app its links still work', async ({ page }) => {
    // The app's entry never arrives: the first paint is all the visitor gets.
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/list');
    const firstPaint = page.locator('#yp-first-paint');
    await expect(firstPaint).not.toHaveAttribute('inert');
    const type = await page.evaluate(() => {
      const host = getComputedStyle(document.getElementById('yp-first-paint')!);
      const body = getComputedStyle(document.body);
      return { host: [host.fontFamily, host.fontSize, host.lineHeight], body: [body.fontFamily, body.fontSize, body.lineHeight] };
    });
    expect(type.host).toEqual(type.body);
    // Its first link (the header's) is reached with Tab and followed with Enter, as a plain page's would be.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/list$/);
  });

  test.describe('without script', () => {
    test.use({ javaScriptEnabled: false });

    test('the first paint is the page: its links are followed and its search form searches', async ({ page }) => {
      await page.goto('/list');
      await expect(page.locator('#yp-first-paint')).not.toHaveAttribute('inert');
      // The header's first link, reached with Tab and followed with Enter.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(page).not.toHaveURL(/\/list$/);
      // The search box: Tab until it has focus (a closed shadow root: no selector reaches it), type, Enter.
      await page.goto('/list');
      for (let stop = 0; stop < 40; stop++) {
        await page.keyboard.press('Tab');
        const placeholder = await page.evaluate(() => {
          let active: Element | null = document.activeElement;
          while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
          return active instanceof HTMLInputElement ? active.placeholder : null;
        });
        if (placeholder?.startsWith('药品名称')) break;
      }
      await page.keyboard.type('阿莫西林');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/search\?keywords=%E9%98%BF%E8%8E%AB%E8%A5%BF%E6%9E%97/);
      await expect(page).toHaveTitle('搜索结果 - 药批');
    });
  });
});

import { expect, test, type Request } from './hydrated-page';

function pageViewOf(request: Request): URLSearchParams | null {
  if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/stats/pageview') return null;
  return new URLSearchParams(request.postData() ?? '');
}

test('each route change sends a page view with the path and page title', async ({ page }) => {
  const firstView = page.waitForRequest((request) => pageViewOf(request)?.get('path') === '/');
  await page.goto('/');
  expect(pageViewOf(await firstView)?.get('title')).toBe('首页 - 药批');

  const loginView = page.waitForRequest((request) => pageViewOf(request)?.get('path') === '/login');
  await page.getByRole('banner').getByRole('link', { name: '请登录' }).click();
  const view = pageViewOf(await loginView);
  expect(view?.get('title')).toBe('登录 - 药批');
  // The previous route is the referrer of an in-site route change.
  expect(new URL(view?.get('referrer') ?? '').pathname).toBe('/');
});

test('going back restores the scroll position; a new page starts at the top', async ({ page }) => {
  await page.goto('/');
  // The page grows as its data arrives (banners, floors of goods); wait until the footer is there.
  await expect(page.getByRole('contentinfo')).toContainText('医疗机构制剂');
  // The floors below the first screen are drawn when near or when the browser is idle (deferred-floor.tsx), then
  // fill in with their goods: the offset to come back to is one on the whole page, as a buyer reading down has it.
  // Both at one moment: the category floors load (busy, no slot left) and then add a slot per floor (slots, none
  // busy), so two separate waits could each pass at a different moment with floors still to come (a CI run read
  // 7,176 px against the 7,823 px the page settled at).
  await expect.poll(() => page.evaluate(() => document.querySelectorAll('.yp-floor-slot, main [aria-busy="true"]').length), { timeout: 20_000 }).toBe(0);
  // A footer help link leads to its help article.
  // The buyer scrolls down to it first: that is the position to come back to.
  const link = page.getByRole('contentinfo').getByRole('link').first();
  await link.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(200);

  await link.click();
  await expect(page).toHaveURL(/\/help\/xrzn\/hyzc\?id=\d+$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
});

import { expect, test, type Request } from '@playwright/test';

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
  // The page grows as its data arrives; wait until it can scroll that far.
  await expect(page.getByRole('contentinfo')).toContainText('医疗机构制剂');
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(200);
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(200);

  // A footer help link leads to a page that does not exist yet, i.e. /404.
  await page.getByRole('contentinfo').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/404$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(200);
});

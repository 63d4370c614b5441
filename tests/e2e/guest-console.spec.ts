import { expect, test, type Page } from './hydrated-page';
import type { GoodsSummary, Page as ListPage } from '../../shared/contract';

/**
 * Issue 26: a guest browsing the site sees nothing in the console — above
 * all no "401 (Unauthorized)" line for every page view. The header asks who
 * the visitor is on each page (GET /api/user/base): a request without any
 * credential is answered code 10001 over HTTP 200, and the pages make no
 * member-only call for a guest (the bare /chat asks who is there first).
 */
function watch(page: Page): { logged: string[]; failed: string[] } {
  const logged: string[] = [];
  const failed: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') logged.push(`${page.url()} ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => logged.push(`${page.url()} pageerror: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  return { logged, failed };
}

test('a guest browsing the site gets no 401 and no console line', async ({ page, request }) => {
  test.setTimeout(120_000);
  const list = (await (await request.get('/api/goods/list?per_page=1')).json()) as { data: ListPage<GoodsSummary> };
  const goodsId = list.data.data[0]!.id;
  const { logged, failed } = watch(page);

  for (const path of [
    '/',
    '/list',
    `/list/info/${goodsId}`,
    '/search?keywords=%E6%84%9F%E5%86%92',
    '/lqzx',
    '/ppzq',
    '/help',
    '/help/zfps/hwps',
    '/news',
    '/login',
    '/register/step1',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  // A member page sends the guest to log in, without asking for the member's data first.
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  // The customer-service chat, opened by hand: it says to log in.
  await page.goto('/chat');
  await expect(page.getByRole('link', { name: '去登录' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(failed).toEqual([]);
  expect(logged).toEqual([]);
});

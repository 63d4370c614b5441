import { expect, test } from './hydrated-page';

test('an unknown path redirects to the 404 page, which leads home', async ({ page, baseURL }) => {
  await page.goto('/no/such/page?x=1');
  await expect(page).toHaveURL(new URL('/404', baseURL).href);
  await expect(page).toHaveTitle('页面不存在 - 药批');
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(new URL('/', baseURL).href);
  await expect(page.getByRole('navigation', { name: '商品分类' })).toBeVisible();
});

test('the home aliases go to the main site address', async ({ page, baseURL }) => {
  await page.goto('/index');
  await expect(page).toHaveURL(new URL('/', baseURL).href);
  await expect(page).toHaveTitle('首页 - 药批');
});

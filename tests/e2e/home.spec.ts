import { expect, test } from './hydrated-page';
import type { FocusCommon } from '../../shared/contract';

test.describe('home page', () => {
  test('shows the Chinese chrome: header, navigation and footer statement', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('首页 - 药批');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: '请登录' })).toBeVisible();
    await expect(header.getByRole('link', { name: '免费注册' })).toBeVisible();

    const nav = page.getByRole('navigation', { name: '主导航' });
    const navLinks = nav.getByRole('link');
    await expect(navLinks.first()).toBeVisible();
    expect(await navLinks.count()).toBeLessThanOrEqual(9);

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(/毒性药品.*麻醉药品.*精神药品.*放射性药品.*戒毒药品/);
    await expect(footer).toContainText('医疗机构制剂');
  });

  test('category menu shows at most 7 top categories and sub-categories on hover', async ({ page, request }) => {
    const common = (await (await request.get('/api/focus/common')).json()) as { data: FocusCommon };
    const expected = common.data.category.slice(0, 7);
    expect(expected.length).toBeGreaterThan(0);

    await page.goto('/');
    const menu = page.getByRole('navigation', { name: '商品分类' });
    const items = menu.getByRole('listitem');
    await expect(items).toHaveCount(expected.length);
    for (const [index, category] of expected.entries()) {
      await expect(items.nth(index)).toContainText(category.name);
    }

    const first = expected[0]!;
    const flyout = page.getByRole('group', { name: `${first.name}的子分类` });
    await expect(flyout).toBeHidden();
    await items.first().hover();
    await expect(flyout).toBeVisible();
    const second = first.children[0]!;
    await expect(flyout.getByRole('link', { name: second.name, exact: false }).first()).toBeVisible();
    const third = second.children[0];
    if (third) await expect(flyout.getByRole('link', { name: third.name, exact: true })).toBeVisible();

    // Moving away closes it again.
    await page.getByRole('contentinfo').hover();
    await expect(flyout).toBeHidden();

    // Keyboard users get the same fly-out on focus, and Esc closes it.
    const last = expected[expected.length - 1]!;
    const lastFlyout = page.getByRole('group', { name: `${last.name}的子分类` });
    await items.last().getByRole('link').first().focus();
    await expect(lastFlyout).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(lastFlyout).toBeHidden();
  });

  test('a header link is a route change, not a page load', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
    });
    await page.getByRole('banner').getByRole('link', { name: '请登录' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
    await expect(page).toHaveTitle('登录 - 药批');
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });
});

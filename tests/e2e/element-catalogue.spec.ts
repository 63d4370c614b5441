import { expect, test } from './hydrated-page';

/**
 * demo/catalogue.html: every element from the shipped custom-elements.json,
 * tried live with its attributes edited (docs/embed.md). Opened on the
 * site's own origin, as the demo test in csp.spec.ts does, so the widgets'
 * API calls need no CORS entry for a random port.
 */
test.describe('the element catalogue', () => {
  test('lists the elements, edits a search bar live, logs its event and gives the embed code', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/demo/catalogue.html#yp-search-bar');

    const nav = page.getByRole('navigation', { name: '组件列表' });
    for (const name of ['页头', '搜索框', '购物车角标', '商品列表', '结算流程', '提示框']) {
      await expect(nav.getByRole('button', { name: new RegExp(name) })).toBeVisible();
    }
    await expect(nav.getByRole('button', { name: /搜索框/ })).toHaveAttribute('aria-current', 'true');

    const form = page.getByRole('form', { name: '搜索框的属性' });
    await form.getByLabel('keywords（文本）').fill('阿莫西林');
    const box = page.locator('[data-preview="yp-search-bar"] yp-search-bar').getByRole('combobox');
    await expect(box).toHaveValue('阿莫西林');
    await expect(page.getByLabel('嵌入代码')).toContainText('<yp-search-bar keywords="阿莫西林"></yp-search-bar>');
    await expect(page.getByLabel('嵌入代码')).toContainText('/embed/v1/yaopi.js');

    // Searching fires yp-search; the catalogue logs it and keeps the page.
    await box.press('Enter');
    await expect(page.getByLabel('事件记录')).toContainText('yp-search：{"keywords":"阿莫西林","type":1}');
    await expect(page).toHaveURL(/\/demo\/catalogue\.html#yp-search-bar$/);
    expect(errors).toEqual([]);
  });

  test('a product list follows its per-page attribute, and the notifier shows a toast on demand', async ({ page }) => {
    await page.goto('/demo/catalogue.html');
    await page
      .getByRole('navigation', { name: '组件列表' })
      .getByRole('button', { name: /商品列表/ })
      .click();
    await expect(page).toHaveURL(/#yp-product-list$/);
    const form = page.getByRole('form', { name: '商品列表的属性' });
    await form.getByLabel('keywords（文本）').fill('');
    await form.getByLabel('per-page（数字）').fill('3');
    const cards = page.locator('[data-preview="yp-product-list"] yp-product-list [part="card"]');
    await expect(cards).toHaveCount(3);
    await expect(page.getByLabel('嵌入代码')).toContainText('<yp-product-list per-page="3"></yp-product-list>');

    await page
      .getByRole('navigation', { name: '组件列表' })
      .getByRole('button', { name: /提示框/ })
      .click();
    await page.getByRole('button', { name: '发一条轻提示' }).click();
    await expect(page.locator('yp-notifier').getByText('已加入购物车')).toBeVisible();
  });
});

import { expect, test } from './hydrated-page';
import type { NewsList } from '../../shared/contract/help';

test.describe('help centre and news', () => {
  test('a footer help link and the licence link open their articles', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('navigation', { name: '帮助中心' }).getByRole('link', { name: '注册流程' }).click();

    await expect(page).toHaveURL(/\/help\/xrzn\/hyzc\?id=\d+$/);
    await expect(page).toHaveTitle('帮助中心 - 药批');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: '注册流程' })).toBeVisible();
    // The sanitised rich text renders as HTML: an ordered list of the steps.
    await expect(main.getByRole('listitem').filter({ hasText: '上传营业执照' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: '帮助菜单' });
    await expect(menu.getByRole('link', { name: '注册流程' })).toHaveAttribute('aria-current', 'page');

    await footer.getByRole('link', { name: /药品经营许可证：冀AA3110059/ }).click();
    await expect(page).toHaveURL(/\/help\/xrzn\/hyzc\?id=66$/);
    await expect(main.getByRole('heading', { level: 1, name: '网站资质' })).toBeVisible();
    await expect(main.getByRole('cell', { name: '冀AA3110059' })).toBeVisible();
    const picture = main.getByRole('img', { name: '药品经营许可证' });
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('the help menu keeps its categories between page loads, so it still shows when the footer call fails', async ({ page }) => {
    await page.goto('/help');
    const menu = page.getByRole('navigation', { name: '帮助菜单' });
    await expect(menu.getByRole('link', { name: '注册流程' })).toBeVisible();

    // The next load finds the footer call failing: the categories come from the copy kept locally.
    await page.route('**/api/article/footer*', (route) => route.fulfill({ status: 503, body: '' }));
    await page.reload();
    await expect(menu.getByRole('link', { name: '注册流程' })).toBeVisible();
  });

  test('the help menu opens the news centre, a news item and its neighbours', async ({ page, request }) => {
    const industry = ((await (await request.get('/api/focus/postList?type=1')).json()) as { data: NewsList }).data;
    const [newest, second] = industry.data;

    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: '帮助中心' })).toBeVisible();
    await page.getByRole('navigation', { name: '帮助菜单' }).getByRole('link', { name: '行业资讯' }).click();

    await expect(page).toHaveURL(/\/news\?type=1$/);
    const list = page.getByRole('list', { name: '行业资讯列表' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    await list.getByRole('link', { name: newest!.title }).click();

    await expect(page).toHaveURL(new RegExp(`/news/info/${newest!.id}/1$`));
    await expect(page).toHaveTitle('资讯详情 - 药批');
    await expect(page.getByRole('heading', { level: 1, name: newest!.title })).toBeVisible();
    const neighbours = page.getByRole('navigation', { name: '上一篇和下一篇' });
    await expect(neighbours).toContainText('上一篇：没有了');
    await neighbours.getByRole('link', { name: second!.title }).click();
    await expect(page).toHaveURL(new RegExp(`/news/info/${second!.id}/1$`));
    await expect(page.getByRole('heading', { level: 1, name: second!.title })).toBeVisible();

    // Back to the list, then its second page and the other tab.
    await page.getByRole('link', { name: '返回列表' }).click();
    await expect(page).toHaveURL(/\/news\?type=1$/);
    await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '第 2 页' }).click();
    await expect(page).toHaveURL(/\/news\?type=1&page=2$/);
    await expect(list.getByRole('listitem')).toHaveCount(industry.total - 10);
    await page.getByRole('navigation', { name: '资讯类型' }).getByRole('link', { name: '公司新闻' }).click();
    await expect(page.getByRole('list', { name: '公司新闻列表' }).getByRole('listitem').first()).toBeVisible();
  });

  test('the help centre lists 订单支付 once, in 支付配送, and links it to its own page', async ({ page }) => {
    await page.goto('/help');
    // The page beside the help menu: its cards, one per category.
    const cards = page.locator('.yp-help__main');
    await expect(cards.getByRole('heading', { level: 2, name: '支付配送' })).toBeVisible();
    await expect(cards.getByRole('link', { name: '订单支付' })).toHaveCount(1);
    const menu = page.getByRole('navigation', { name: '帮助菜单' });
    await expect(menu.getByRole('link', { name: '订单支付' })).toHaveCount(1);
    await cards.getByRole('link', { name: '订单支付' }).click();
    await expect(page).toHaveURL(/\/help\/zfps\/ddzf$/);
    await expect(menu.getByRole('link', { name: '订单支付' })).toHaveAttribute('aria-current', 'page');
  });

  test('/help/pay opens 订单支付 and the tabs switch between the payment and delivery pages', async ({ page }) => {
    await page.goto('/help/pay');
    await expect(page).toHaveURL(/\/help\/zfps\/ddzf$/);
    await expect(page.getByRole('heading', { level: 1, name: '订单支付' })).toBeVisible();
    await page.getByRole('navigation', { name: '支付与配送' }).getByRole('link', { name: '药品退换货' }).click();
    await expect(page).toHaveURL(/\/help\/zfps\/ypth$/);
    await expect(page.getByRole('heading', { level: 1, name: '药品退换货' })).toBeVisible();
  });

  test('the registration agreement shows the 用户协议 article and links to its page', async ({ page }) => {
    await page.goto('/register/step1');
    await page.getByRole('button', { name: '《药批用户注册协议》' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: '第二条 用户资格' })).toBeVisible();
    const link = dialog.getByRole('link', { name: '在新窗口查看《用户协议》全文' });
    await expect(link).toHaveAttribute('href', /\/help\/xrzn\/hyzc\?id=\d+$/);
    await page.goto((await link.getAttribute('href'))!);
    await expect(page.getByRole('heading', { level: 1, name: '用户协议' })).toBeVisible();
  });
});

import { expect, request as apiRequest, test, type Page } from './hydrated-page';
import type { GoodsDetail, GoodsSummary, Page as ListPage } from '../../shared/contract';
import { DEMO, logInThroughForm } from './demo-account';

/** The header's search box (the sticky copy only exists after scrolling). */
function searchBox(page: Page) {
  return page.getByRole('banner').getByRole('combobox').first();
}

/** What the API says a goods detail is, so the page is compared with the server rather than seed text. */
async function detailFromApi(page: Page, id: number): Promise<GoodsDetail> {
  const body = (await (await page.request.get(`/api/goods/detail/${id}`)).json()) as { data: GoodsDetail };
  return body.data;
}

test.describe('catalogue: search, lists, detail, favourites', () => {
  test('pinyin initials suggest 阿莫西林; the search page lists it in the grid and the table view', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).fill('amxl');
    // Debounced suggestions (500 ms) from GET /api/goods/search.
    await expect(page.getByRole('option').filter({ hasText: '阿莫西林' }).first()).toBeVisible();

    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?keywords=amxl&type=1$/);
    await expect(page).toHaveTitle('搜索结果 - 药批');
    const main = page.getByRole('main');
    await expect(main.getByRole('navigation', { name: '当前位置' })).toContainText('全部结果');
    await expect(main.getByRole('navigation', { name: '当前位置' })).toContainText('"amxl"');
    const names = main.getByRole('link', { name: /阿莫西林/ });
    await expect(names.first()).toBeVisible();
    // Every goods found is an 阿莫西林 product: the initials matched names, not noise.
    const list = (await (await page.request.get('/api/goods/list?keywords=amxl&type=1')).json()) as { data: ListPage<GoodsSummary> };
    expect(list.data.total).toBeGreaterThan(0);
    for (const goods of list.data.data) expect(goods.name).toContain('阿莫西林');
    // The box keeps what the results are for.
    await expect(searchBox(page)).toHaveValue('amxl');

    await main.getByRole('group', { name: '显示方式' }).getByRole('button', { name: '列表' }).click();
    await expect(page).toHaveURL(/\/search\/table\?keywords=amxl&type=1$/);
    await expect(main.getByRole('table')).toBeVisible();
    await expect(main.getByRole('table')).toContainText('阿莫西林');

    // Back returns to the grid: the view lives in the URL.
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?keywords=amxl&type=1$/);
    await expect(main.getByRole('table')).toHaveCount(0);
  });

  test('a goods detail shows name, spec, manufacturer and approval; a visitor logs in to favourite it and finds it in /star', async ({ page, baseURL }) => {
    await page.goto('/search?keywords=%E9%98%BF%E8%8E%AB%E8%A5%BF%E6%9E%97&type=1');
    const first = page
      .getByRole('main')
      .getByRole('link', { name: /阿莫西林/ })
      .first();
    await first.click();
    await expect(page).toHaveURL(/\/list\/info\/\d+$/);
    await expect(page).toHaveTitle('商品详情 - 药批');
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const goods = await detailFromApi(page, id);

    // Start from "not a favourite", whatever an earlier run left behind.
    const api = await apiRequest.newContext({ baseURL });
    await api.post('/api/login', { form: { ...DEMO } });
    await api.post('/api/favorite/cancel', { form: { goods_ids: String(id) } });
    await api.dispose();

    const info = page.getByRole('region', { name: '商品信息' });
    await expect(info.getByRole('heading', { level: 1 })).toContainText(goods.name);
    await expect(info).toContainText(goods.ypgg);
    await expect(info).toContainText(goods.sccj);
    await expect(info).toContainText(goods.approval);
    // A visitor sees no price, and a way to log in.
    await expect(info).toContainText('登录可见');

    // Favouriting as a visitor goes to the login page, and back here afterwards.
    await info.getByRole('button', { name: '收藏' }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(`/list/info/${id}`)}$`));
    await logInThroughForm(page, DEMO.username, DEMO.password);
    await expect(page).toHaveURL(new RegExp(`/list/info/${id}$`));
    // A member sees the price.
    await expect(info).not.toContainText('登录可见');
    await expect(info).toContainText('¥');

    await info.getByRole('button', { name: '收藏' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog).toContainText('收藏成功');
    await expect(info.getByRole('button', { name: '已收藏' })).toHaveAttribute('aria-pressed', 'true');
    await dialog.getByRole('button', { name: '查看收藏' }).click();

    await expect(page).toHaveURL(/\/star$/);
    await expect(page).toHaveTitle('我的收藏 - 药批');
    const row = page.getByRole('row').filter({ hasText: goods.sccj }).filter({ hasText: goods.ypgg });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(goods.name);

    // 取消收藏 takes it off the list.
    await row.getByRole('button', { name: '取消收藏' }).click();
    await expect(page.getByText('取消收藏成功')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('a goods in promotions shows each promotion on its page, and the other goods in promotions below', async ({ page }) => {
    const listed = (await (await page.request.get('/api/goods/activities?per_page=6')).json()) as { data: ListPage<GoodsSummary> };
    const [first, ...others] = listed.data.data;
    expect(first).toBeDefined();
    const goods = await detailFromApi(page, first!.id);
    const promotions = goods.tags.filter((tag) => tag.is_show === 1 && /^(满|赠|特)|换购/.test(tag.name));
    expect(promotions.length).toBeGreaterThan(0);

    await page.goto(`/list/info/${first!.id}`);
    const list = page.getByRole('region', { name: '商品信息' }).getByRole('list', { name: '促销活动' });
    for (const tag of promotions) await expect(list).toContainText(tag.describe);
    const strip = page.getByRole('region', { name: '促销商品' });
    await expect(strip.getByRole('link', { name: others[0]!.name }).first()).toBeVisible();
  });

  test('a visitor opening /star is sent to log in and brought back', async ({ page }) => {
    await page.goto('/star');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fstar$/);
    await logInThroughForm(page, DEMO.username, DEMO.password);
    await expect(page).toHaveURL(/\/star$/);
    await expect(page.getByRole('heading', { name: /我的收藏/ })).toBeVisible();
  });

  test('/zzfw/star shows the favourites in the member frame, marked in the menu under 自助服务', async ({ page }) => {
    await page.goto('/zzfw/star');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fzzfw%2Fstar$/);
    await logInThroughForm(page, DEMO.username, DEMO.password);
    await expect(page).toHaveURL(/\/zzfw\/star$/);
    await expect(page.getByRole('heading', { level: 1, name: /我的收藏/ })).toBeVisible();
    const menu = page.getByRole('navigation', { name: '账户中心' });
    await expect(menu.getByRole('link', { name: '我的收藏' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: '我的收藏' })).toHaveAttribute('href', '/zzfw/star');
  });

  test('manufacturer mode 华北制药 lists 华北制药 goods', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('group', { name: '搜索类型' }).getByRole('button', { name: '厂家' }).click();
    await searchBox(page).fill('华北制药');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?keywords=%E5%8D%8E%E5%8C%97%E5%88%B6%E8%8D%AF&type=2$/);
    const main = page.getByRole('main');
    await expect(main.getByText('华北制药股份有限公司').first()).toBeVisible();
    const list = (await (await page.request.get('/api/goods/list?keywords=%E5%8D%8E%E5%8C%97%E5%88%B6%E8%8D%AF&type=2')).json()) as {
      data: ListPage<GoodsSummary>;
    };
    expect(list.data.total).toBeGreaterThan(0);
    for (const goods of list.data.data) expect(goods.sccj).toContain('华北制药');
    await expect(main).toContainText(`共 ${list.data.total} 件商品`);
  });

  test('a top category lists its goods, and the three views each have their path', async ({ page }) => {
    const common = (await (await page.request.get('/api/focus/common')).json()) as { data: { category: { id: number; name: string }[] } };
    const top = common.data.category[0]!;
    await page.goto(`/list?category=${top.id}`);
    await expect(page).toHaveTitle('商品列表 - 药批');
    const main = page.getByRole('main');
    await expect(main.getByRole('navigation', { name: '当前位置' })).toContainText(top.name);
    await expect(main.getByRole('region', { name: '分类筛选' })).toBeVisible();
    const views = main.getByRole('group', { name: '显示方式' });

    await views.getByRole('button', { name: '列表' }).click();
    await expect(page).toHaveURL(new RegExp(`/list/table\\?category=${top.id}$`));
    await expect(main.getByRole('table')).toBeVisible();

    await views.getByRole('button', { name: '无图' }).click();
    await expect(page).toHaveURL(new RegExp(`/list/no_image\\?category=${top.id}$`));
    await expect(main.getByRole('table')).toHaveCount(0);
    await expect(main.locator('img[src*="/img/goods/"]')).toHaveCount(0);

    await views.getByRole('button', { name: '大图' }).click();
    await expect(page).toHaveURL(new RegExp(`/list\\?category=${top.id}$`));
    await expect(main.locator('img[src*="/img/goods/"]').first()).toBeVisible();
  });

  test('an unknown goods id says 商品不存在或已下架', async ({ page }) => {
    await page.goto('/list/info/99999999');
    await expect(page.getByRole('heading', { name: '商品不存在或已下架' })).toBeVisible();
  });
});

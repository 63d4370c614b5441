import { expect, test, type Locator, type Page } from './hydrated-page';
import type { FocusCommon, GoodsSummary, Page as ListPage } from '../../shared/contract';
import { apiData } from './buyer-api';

/**
 * The phone's goods lists (issue 25 item 2, product lists) at 375 × 812 with
 * touch: /list and /search show their goods on the first screen, under one
 * strip of sorts and chips, and the desktop's filter rows are in a 筛选
 * drawer from the right whose 确定 changes the URL and the goods. At
 * 1,280 px the desktop's rows are as they were.
 */
const PHONE = { width: 375, height: 812 };

test.use({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} is not shown`);
  return found;
}

/** The goods cards the page's list shows, by goods id, in order. */
function shownIds(page: Page): Promise<number[]> {
  return page
    .getByRole('main')
    .locator('[part="goods"] [data-goods-id]')
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-goods-id'))));
}

/** The first page's goods ids the API gives for a list query (the list's own call). */
async function apiIds(page: Page, query: string): Promise<number[]> {
  const list = await apiData<ListPage<GoodsSummary>>(page.request, 'get', `/api/goods/list?${query}`);
  return list.data.map((goods) => goods.id);
}

test.describe('a phone goods list', () => {
  for (const path of ['/list', '/search?keywords=阿莫西林']) {
    test(`${path}: the goods start in the first quarter of the screen, two cards whole on it, under one strip of sorts and chips`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      const cards = main.locator('[part="goods"] [data-goods-id]');
      await expect(cards.nth(1)).toBeVisible();
      const tabs = await box(page.getByRole('navigation', { name: '底部导航' }));
      const cardBox = await box(cards.first());
      // Only the header and the strip above the goods (the desktop's rows put the first card half a screen down).
      expect(cardBox.y, '第一张商品卡片的顶边').toBeGreaterThan(0);
      expect(cardBox.y, '第一张商品卡片的顶边').toBeLessThanOrEqual(PHONE.height / 4);
      const second = await box(cards.nth(1));
      expect(second.y + second.height, '前两张商品卡片在第一屏内、底部导航之上').toBeLessThanOrEqual(tabs.y);

      // One row: the sorts, then 筛选 at its end; the desktop's price boxes, 仅看有货 and category row are not on the page.
      const sorts = main.getByRole('group', { name: '排序' });
      const filter = main.getByRole('button', { name: /^筛选/ });
      for (const control of [sorts.getByRole('link', { name: '综合' }), sorts.getByRole('link', { name: /^销量/ }), filter]) {
        await expect(control).toBeInViewport({ ratio: 1 });
      }
      const strip = await box(sorts);
      expect(Math.abs(strip.y - (await box(filter)).y), '排序与筛选在同一行').toBeLessThanOrEqual(1);
      expect(strip.y + strip.height, '排序条在商品之上').toBeLessThanOrEqual(cardBox.y);
      for (const desktop of [main.getByLabel('最低价'), main.getByLabel('仅看有货'), main.getByRole('region', { name: '分类筛选' })]) {
        await expect(desktop).toBeHidden();
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), '页面宽于屏幕').toBeLessThanOrEqual(PHONE.width);
    });
  }

  test('a zone, an activity and a brand list their goods under the same strip, not the desktop toolbar; its sort keeps the page’s own filter', async ({
    page,
  }) => {
    for (const path of ['/yx', '/zqmb', '/ppzq/info/1']) {
      await page.goto(path);
      const main = page.getByRole('main');
      const sorts = main.getByRole('group', { name: '排序' });
      await expect(sorts.getByRole('link', { name: '综合' }), path).toBeVisible();
      await expect(main.getByRole('button', { name: /^筛选/ }), path).toBeVisible();
      for (const desktop of [main.getByLabel('最低价'), main.getByLabel('仅看有货'), main.getByRole('group', { name: '显示方式' })]) {
        await expect(desktop, path).toBeHidden();
      }
      const cards = main.locator('[part="goods"] [data-goods-id]');
      await expect(cards.first(), path).toBeVisible();
      expect((await box(sorts)).y, `${path}: 排序条在商品之上`).toBeLessThan((await box(cards.first())).y);
    }
    // On the free-shipping zone, 价格 sorts the zone's goods: the URL stays the zone's, and the goods are the zone's, cheapest first.
    await page.goto('/yx');
    await page.getByRole('main').getByRole('group', { name: '排序' }).getByRole('link', { name: /^价格/ }).click();
    await expect(page).toHaveURL(/\/yx\?order=asc&sort=price$/);
    await expect.poll(() => shownIds(page)).toEqual(await apiIds(page, 'is_free_shipping=1&sort=price&order=asc'));
  });

  test('a sort in the strip is a link to the sorted list: 价格 cheapest first, then dearest first', async ({ page }) => {
    await page.goto('/search?keywords=阿莫西林');
    const sorts = page.getByRole('main').getByRole('group', { name: '排序' });
    await sorts.getByRole('link', { name: /^价格/ }).click();
    await expect(page).toHaveURL(/\/search\?keywords=[^&]+&order=asc&sort=price&type=1$/);
    await expect(sorts.getByRole('link', { name: '价格，升序' })).toHaveAttribute('aria-current', 'true');
    await sorts.getByRole('link', { name: '价格，升序' }).click();
    await expect(page).toHaveURL(/order=desc/);
    await expect(sorts.getByRole('link', { name: '价格，降序' })).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => shownIds(page)).toEqual(await apiIds(page, `keywords=${encodeURIComponent('阿莫西林')}&type=1&sort=price&order=desc`));
  });

  test('筛选 opens a drawer from the right; a category and 仅看有货 chosen there change the URL and the goods on 确定', async ({ page }) => {
    // A first-level category whose in-stock goods are not the page's first goods, so a change of list shows.
    const common = await apiData<FocusCommon>(page.request, 'get', '/api/focus/common');
    const unfiltered = await apiIds(page, '');
    let chosen: { id: number; name: string; ids: number[] } | undefined;
    for (const category of common.category) {
      const ids = await apiIds(page, `category=${category.id}&in_stock=1`);
      if (ids.length > 0 && ids.join() !== unfiltered.join()) {
        chosen = { id: category.id, name: category.name, ids };
        break;
      }
    }
    if (!chosen) throw new Error('no category with in-stock goods of its own');

    await page.goto('/list');
    await expect.poll(() => shownIds(page)).toEqual(unfiltered);
    const main = page.getByRole('main');
    const filter = main.getByRole('button', { name: /^筛选/ });
    await filter.click();
    const drawer = page.getByRole('dialog', { name: '筛选' });
    await expect(drawer).toBeVisible();
    // At the right edge, the screen's full height; focus in it, kept in it, and Esc gives it back to 筛选.
    const sheet = await box(drawer);
    expect(Math.round(sheet.x + sheet.width), '抽屉贴右边').toBe(PHONE.width);
    expect([Math.round(sheet.y), Math.round(sheet.height)], '抽屉全高').toEqual([0, PHONE.height]);
    await expect(drawer.getByRole('button', { name: '关闭' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(drawer.getByRole('button', { name: '确定' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(filter).toBeFocused();
    await expect(page).toHaveURL(/\/list$/);

    // 重置 clears what was chosen before 确定.
    await filter.click();
    await drawer.getByRole('checkbox', { name: '仅看有货' }).check();
    await drawer.getByRole('button', { name: '重置' }).click();
    await expect(drawer.getByRole('checkbox', { name: '仅看有货' })).not.toBeChecked();
    await expect(drawer.getByRole('radio', { name: '全部商品' })).toBeChecked();

    await drawer.getByRole('radio', { name: chosen.name, exact: true }).check();
    await drawer.getByRole('checkbox', { name: '仅看有货' }).check();
    await drawer.getByRole('button', { name: '确定' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/list\\?category=${chosen.id}&in_stock=1$`));
    await expect.poll(() => shownIds(page)).toEqual(chosen.ids);
    // The strip says what is in force: 仅看有货 as a chip that takes it off, and the category's own 全部 chosen.
    const chips = main.getByRole('list', { name: '筛选条件' });
    await expect(chips.getByRole('link', { name: `全部${chosen.name}` })).toHaveAttribute('aria-current', 'true');
    await expect(filter).toHaveAccessibleName('筛选，已选 1 项');
    await chips.getByRole('link', { name: '取消筛选：仅看有货' }).click();
    await expect(page).toHaveURL(new RegExp(`/list\\?category=${chosen.id}$`));
    await expect.poll(() => shownIds(page)).toEqual(await apiIds(page, `category=${chosen.id}`));
  });

  test('on /search a price range typed backwards in the drawer is put right in the URL and the list', async ({ page }) => {
    await page.goto('/search?keywords=阿莫西林');
    await page.getByRole('main').getByRole('button', { name: /^筛选/ }).click();
    const drawer = page.getByRole('dialog', { name: '筛选' });
    await drawer.getByLabel('最低价').fill('30');
    await drawer.getByLabel('最高价').fill('5');
    // Enter in a price is 确定.
    await drawer.getByLabel('最高价').press('Enter');
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/price_max=30&price_min=5/);
    await expect(page.getByRole('main').getByRole('link', { name: '取消筛选：¥5–30' })).toBeVisible();
    await expect.poll(() => shownIds(page)).toEqual(await apiIds(page, `keywords=${encodeURIComponent('阿莫西林')}&type=1&price_min=5&price_max=30`));
  });
  test('the cards show the thumbnail drawing of each pack, its print as bars, and every picture loads', async ({ page }) => {
    await page.goto('/list');
    const pictures = page.getByRole('main').locator('[part="goods"] [data-goods-id] img');
    await expect(pictures.first()).toBeVisible();
    // The first screen's pictures: the browser chose the phone's <source>, and the server drew it without text.
    const shown = await pictures.evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).filter((img) => img.getBoundingClientRect().top < window.innerHeight).map((img) => img.currentSrc),
    );
    expect(shown.length).toBeGreaterThanOrEqual(2);
    for (const src of shown) expect(src).toMatch(/\/img\/goods\/\d+\.svg\?w=96$/);
    const drawing = await (await page.request.get(shown[0]!)).text();
    expect(drawing).toMatch(/^<svg /);
    expect(drawing).not.toContain('<text');
    await expect.poll(() => pictures.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
});

test.describe('a desktop goods list', () => {
  test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

  test('at 1,280 px the toolbar and the category row stay, and the phone strip is not there', async ({ page }) => {
    await page.goto('/list');
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: '分类筛选' })).toBeVisible();
    await expect(main.getByRole('navigation', { name: '当前位置' })).toBeVisible();
    for (const control of [main.getByLabel('最低价'), main.getByLabel('仅看有货'), main.getByRole('group', { name: '显示方式' })]) {
      await expect(control).toBeVisible();
    }
    await expect(main.getByRole('button', { name: /^筛选/ })).toBeHidden();
    await expect(main.getByRole('group', { name: '排序' })).toHaveCount(1);
    await expect(main.getByRole('group', { name: '排序' }).getByRole('button', { name: '综合' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: '全部商品' })).toBeVisible();
  });

  test('at 1,280 px a zone keeps its toolbar and list title, without the phone strip', async ({ page }) => {
    await page.goto('/yx');
    const main = page.getByRole('main');
    for (const control of [main.getByLabel('最低价'), main.getByLabel('仅看有货'), main.getByRole('group', { name: '显示方式' })]) {
      await expect(control).toBeVisible();
    }
    await expect(main.getByRole('button', { name: /^筛选/ })).toBeHidden();
    await expect(main.getByRole('group', { name: '排序' }).getByRole('button', { name: '综合' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: '包邮专区' }).last()).toBeVisible();
  });

  test('at 1,280 px the cards show the lettered pack shot', async ({ page }) => {
    await page.goto('/list');
    const first = page.getByRole('main').locator('[part="goods"] [data-goods-id] img').first();
    await expect(first).toBeVisible();
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/img\/goods\/\d+\.svg$/);
  });
});

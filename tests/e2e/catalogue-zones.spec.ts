import { expect, test, type APIRequestContext } from './hydrated-page';
import type { GoodsSummary, Page as ListPage } from '../../shared/contract';
import type { Activity } from '../../shared/contract/zone';
import { DEMO, logIn } from './demo-account';

/**
 * Issue 12 "Done when": each zone lists the right goods and adds to the
 * cart. Each page's goods are compared with the server's answer to the
 * zone's filter for the same session (page.request shares the cookie), not
 * with seed text.
 */

interface ZoneCase {
  path: string;
  /** The zone's filter on GET /api/goods/list. */
  filter: string;
  /** The zone's heading in its rules box. */
  heading: string;
  /** What every goods of the zone has. */
  check: (goods: GoodsSummary) => boolean;
}

const ZONES: ZoneCase[] = [
  { path: '/yx', filter: 'is_free_shipping=1', heading: '包邮专区', check: (g) => g.is_free_shipping === 1 },
  { path: '/zyyp', filter: 'zone=zy', heading: '中药专区', check: (g) => g.kind === 'patent' || g.kind === 'slices' },
  { path: '/qxzq', filter: 'kind=device', heading: '器械专区', check: (g) => g.kind === 'device' },
  { path: '/jxqzc', filter: 'near_expiry=1', heading: '近效期专区', check: (g) => g.expiry_date !== '' },
  { path: '/kxzq', filter: 'zone=kx', heading: '控销专区', check: (g) => Boolean(g.kx_rule) },
];

async function apiData<T>(api: APIRequestContext, path: string, init?: { method: 'post'; data: unknown }): Promise<T> {
  const response = init ? await api.post(path, { data: init.data }) : await api.get(path);
  const body = (await response.json()) as { code: number; message: string; data: T };
  if (body.code !== 10000) throw new Error(`${path}: ${body.code} ${body.message}`);
  return body.data;
}

const canAdd = (g: GoodsSummary) => g.is_buy === 1 && g.base_price !== null && g.number >= g.min_buy && g.out_of_scope !== 1 && !g.kx_refused;

test.describe('catalogue zones', () => {
  test('each zone lists the right goods and adds to the cart', async ({ page }) => {
    test.setTimeout(120_000);
    await logIn(page);
    const api = page.request;
    const before = await apiData<{ data: { id: number }[] }>(api, '/api/cart/list');
    if (before.data.length > 0) await apiData(api, '/api/cart/batch_delete', { method: 'post', data: { ids: before.data.map((line) => line.id) } });
    const added = new Set<number>();

    for (const zone of ZONES) {
      await page.goto(zone.path);
      const answer = await apiData<ListPage<GoodsSummary>>(api, `/api/goods/list?${zone.filter}`);
      expect(answer.data.length, zone.path).toBeGreaterThan(0);
      for (const goods of answer.data) expect(zone.check(goods), `${zone.path} ${goods.name}`).toBe(true);

      const main = page.getByRole('main');
      // The page shows exactly the zone's first page of goods, in the server's order.
      await expect
        .poll(
          async () => (await main.locator('[data-goods-id]').evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-goods-id'))))).join(','),
          {
            message: zone.path,
          },
        )
        .toBe(answer.data.map((g) => g.id).join(','));
      // Banner and rules from the zone's focus call.
      await expect(main.getByRole('region', { name: '专区规则' }).getByRole('heading', { name: zone.heading })).toBeVisible();
      await expect(main.getByRole('region', { name: '专区规则' }).getByRole('listitem').first()).toBeVisible();
      await expect(main.locator('.yp-zone__banner img')).toBeVisible();
      await expect(main.getByText(`共 ${answer.total} 件商品`)).toBeVisible();
      // 首页 once, then the zone (the breadcrumb names 首页 itself; the zones' layout named it again).
      const crumbs = (await main.getByRole('navigation', { name: '当前位置' }).getByRole('listitem').allInnerTexts()).map((text) =>
        text.replace('>', '').trim(),
      );
      expect(
        crumbs.filter((text) => text === '首页'),
        `${zone.path} 的面包屑: ${crumbs.join(' > ')}`,
      ).toHaveLength(1);

      const goods = answer.data.find((g) => canAdd(g) && !added.has(g.id));
      if (!goods) throw new Error(`${zone.path}: no goods the demo buyer can add`);
      const card = main.locator(`[data-goods-id="${goods.id}"]`).first();
      await expect(card).toContainText(goods.name);
      if (zone.path === '/jxqzc') await expect(card).toContainText(`效期至 ${goods.expiry_date}`);
      if (zone.path === '/kxzq') await expect(card).toContainText(goods.kx_rule!);
      await card.getByRole('button', { name: '加入购物车' }).click();
      added.add(goods.id);
      await expect.poll(async () => (await apiData<{ total: number }>(api, '/api/cart/total')).total, { message: zone.path }).toBe(added.size);
    }
  });

  test('the free-shipping table view and its rules page without header or footer', async ({ page }) => {
    await page.goto('/yx');
    await page.getByRole('main').getByRole('group', { name: '显示方式' }).getByRole('button', { name: '列表' }).click();
    await expect(page).toHaveURL(/\/yx\/table$/);
    await expect(page.getByRole('main').getByRole('table')).toBeVisible();
    await page.getByRole('link', { name: '包邮规则' }).click();
    await expect(page).toHaveURL(/\/yx\/rule$/);
    await expect(page.getByRole('heading', { name: /包邮规则/ })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('a buyer outside a controlled goods region is told why and refused at the cart', async ({ page }) => {
    // 郑州 (河南省): outside the 京津冀 controls.
    await logIn(page, { username: 'zzbxk', password: DEMO.password });
    await page.goto('/kxzq');
    // The server's answer for this buyer (page.request shares the cookie).
    const answer = await apiData<ListPage<GoodsSummary>>(page.request, '/api/goods/list?zone=kx');
    const refused = answer.data.find((g) => g.kx_refused && g.is_buy === 1 && g.number >= g.min_buy && g.out_of_scope !== 1);
    if (!refused) throw new Error('no controlled goods refused to zzbxk');
    const card = page.getByRole('main').locator(`[data-goods-id="${refused.id}"]`).first();
    await expect(card).toContainText(refused.kx_refused!);
    await card.getByRole('button', { name: '加入购物车' }).click();
    await expect(page.getByText(refused.kx_refused!).last()).toBeVisible();
    const cart = await apiData<{ data: { goods: { id: number } }[] }>(page.request, '/api/cart/list');
    expect(cart.data.some((line) => line.goods?.id === refused.id)).toBe(false);
  });

  test('activity links resolve through /loading/activity; an ended one is /noActivity', async ({ page }) => {
    const live = await apiData<Activity>(page.request, '/api/activity/detail?type=yjh');
    await page.goto(`/activity/${live.slug}`);
    await expect(page).toHaveURL(new RegExp(`/yjh/${live.id}$`));
    await expect(page.getByRole('main').getByRole('region', { name: '活动规则' })).toContainText(live.title);
    const listed = await apiData<ListPage<GoodsSummary>>(page.request, `/api/goods/list?activity=${live.id}`);
    await expect(page.getByRole('main').getByText(`共 ${listed.total} 件商品`)).toBeVisible();

    await page.goto('/activity/guoqing-2026');
    await expect(page).toHaveURL(/\/noActivity$/);
    await expect(page.getByRole('heading', { name: '活动不存在' })).toBeVisible();
    await page.goto('/yjh/999999');
    await expect(page).toHaveURL(/\/noActivity$/);
  });
});

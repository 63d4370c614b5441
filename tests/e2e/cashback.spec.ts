import { expect, test } from './hydrated-page';
import type { Address, CartStore, CheckoutPreview, CreatedOrder, GoodsSummary, Page as ListPage } from '../../shared/contract';
import type { CashbackActivity, WelfareZone } from '../../shared/contract/cashback';
import { advanceLifecycle, advanceUntilStatus } from './clock';
import { logIn, PAY_PASSWORD, usePayPassword } from './demo-account';
import { apiData, emptyCart } from './buyer-api';

/**
 * /welfare 全场94折 and /hb 满额返现 (issue 12) as the demo buyer uses them:
 * each zone lists its own goods (the same ids the API's zone filter gives)
 * and adds to the cart; a welfare goods is charged 94% of its price at
 * checkout; an order of cashback goods over the lowest tier, paid from the
 * wallet and completed by the server's lifecycle clock, shows its cashback
 * on /wdqb/yegl and on the order page. Figures come from the server.
 */

type Buyable = GoodsSummary & { min_buy: number; step: number; is_ephedrine?: number; type?: number };

const fen = (yuan: string): number => Math.round(Number(yuan) * 100);
const TEN_DAYS = 10 * 24 * 60 * 60;

test.describe.serial('cashback and welfare zones', () => {
  test('each zone lists its own goods with its side nav and adds to the cart', async ({ page }) => {
    test.setTimeout(90_000);
    await logIn(page);
    const api = page.request;
    for (const [path, zone, nav] of [
      ['/welfare', 'welfare', '福利分类'],
      ['/hb', 'hb', '返现档位'],
    ] as const) {
      await emptyCart(api);
      await page.goto(path);
      const expected = await apiData<ListPage<Buyable>>(api, 'get', `/api/goods/list?zone=${zone}`);
      expect(expected.data.length).toBeGreaterThan(0);
      const main = page.getByRole('main');
      // The cards on the page are the zone filter's first page, in its order.
      await expect(main.locator(`[data-goods-id="${expected.data[0]!.id}"]`).first()).toBeVisible();
      await expect
        .poll(async () => [...new Set(await main.locator('[data-goods-id]').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-goods-id')))))])
        .toEqual(expected.data.map((g) => g.id));
      await expect(page.getByRole('region', { name: '活动规则' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: nav })).toBeVisible();
      const first = expected.data.find((g) => g.is_buy === 1 && g.number >= Math.max(g.min_buy, g.step))!;
      await main
        .locator(`[data-goods-id="${first.id}"]`)
        .first()
        .getByRole('button', { name: /加入购物车/ })
        .click();
      await expect.poll(async () => (await apiData<CartStore>(api, 'get', '/api/cart/list')).data.map((line) => line.goods.id)).toContain(first.id);
    }

    // /welfare's side nav narrows the list to one category of the zone.
    const welfare = (await apiData<WelfareZone | null>(api, 'get', '/api/zone/welfare'))!;
    const category = welfare.categories[0]!;
    await page.goto('/welfare');
    await page
      .getByRole('navigation', { name: '福利分类' })
      .getByRole('link', { name: new RegExp(category.name) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/welfare\\?category=${category.id}$`));
    const inCategory = await apiData<ListPage<GoodsSummary>>(api, 'get', `/api/goods/list?zone=welfare&category=${category.id}&per_page=100`);
    expect(inCategory.total).toBe(category.count);
    await expect
      .poll(async () => [
        ...new Set(
          await page
            .getByRole('main')
            .locator('[data-goods-id]')
            .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-goods-id')))),
        ),
      ])
      .toEqual(inCategory.data.slice(0, 20).map((g) => g.id));

    // /hb's side nav shows the server's tiers.
    const activity = (await apiData<CashbackActivity | null>(api, 'get', '/api/zone/hb'))!;
    await page.goto('/hb');
    const tiers = page.getByRole('navigation', { name: '返现档位' });
    for (const tier of activity.tiers) await expect(tiers).toContainText(`满¥${tier.amount} 返¥${tier.cashback}`);
    await emptyCart(api);
  });

  test('a welfare goods costs 94% of its price at checkout', async ({ page }) => {
    await logIn(page);
    const api = page.request;
    await emptyCart(api);
    // The zone page's first page (20 goods), so the card is on screen.
    const list = await apiData<ListPage<Buyable>>(api, 'get', '/api/goods/list?zone=welfare');
    const goods = list.data.find((g) => g.is_buy === 1 && g.type !== 1 && g.ladder_price.length === 0 && g.number >= Math.max(g.min_buy, g.step, 1))!;
    const number = Math.max(goods.min_buy, goods.step, 1);
    await apiData(api, 'post', '/api/cart', { params: [{ goods_id: goods.id, number }] });
    const line = (await apiData<CartStore>(api, 'get', '/api/cart/list')).data.find((l) => l.goods.id === goods.id)!;
    const preview = await apiData<CheckoutPreview>(api, 'post', '/api/cart/checkout', { ids: [line.id] });
    const unit = Math.floor((fen(goods.base_price!) * 94) / 100);
    expect(fen(preview.items[0]!.price)).toBe(unit);
    expect(fen(preview.goods_total)).toBe(unit * number);

    // The zone's card names the same price as 94折价, under the goods' own.
    await page.goto('/welfare');
    await expect(page.getByRole('main').locator(`[data-goods-id="${goods.id}"]`).first()).toContainText(`94折价 ¥${preview.items[0]!.price}`);

    // The cart page shows the same 94折 unit price.
    await page.goto('/cart');
    await expect(page.getByRole('main')).toContainText(preview.items[0]!.price);
    await emptyCart(api);
  });

  test('an hb order’s cashback reaches /wdqb/yegl and the order page once the order completes', async ({ page }) => {
    test.setTimeout(120_000);
    await logIn(page);
    const api = page.request;
    await emptyCart(api);
    const activity = (await apiData<CashbackActivity | null>(api, 'get', '/api/zone/hb'))!;
    const lowest = activity.tiers[0]!;
    const list = await apiData<ListPage<Buyable>>(api, 'get', '/api/goods/list?zone=hb&per_page=100&sort=price&order=desc');
    const goods = list.data.find((g) => g.is_buy === 1 && !g.is_ephedrine && g.type !== 1 && g.ladder_price.length === 0 && g.number >= 50)!;
    const step = Math.max(goods.step, 1);
    // Enough units that the paid goods (after 满减 and 折扣) reach the lowest tier, under the next one.
    let number = Math.max(goods.min_buy, step);
    let preview: CheckoutPreview;
    let lineId: number;
    for (;;) {
      await emptyCart(api);
      await apiData(api, 'post', '/api/cart', { params: [{ goods_id: goods.id, number }] });
      lineId = (await apiData<CartStore>(api, 'get', '/api/cart/list')).data.find((l) => l.goods.id === goods.id)!.id;
      preview = await apiData<CheckoutPreview>(api, 'post', '/api/cart/checkout', { ids: [lineId] });
      if (fen(preview.pay_total) - fen(preview.freight) >= fen(lowest.amount)) break;
      number += step;
      expect(number).toBeLessThanOrEqual(goods.number);
    }
    expect(fen(preview.pay_total) - fen(preview.freight)).toBeLessThan(fen(activity.tiers[1]!.amount));

    const [address] = await apiData<Address[]>(api, 'get', '/api/address');
    const created = await apiData<CreatedOrder>(
      api,
      'post',
      '/api/order',
      { ids: [lineId], address_id: address!.id },
      { 'Idempotency-Key': `e2e-hb-${Date.now()}` },
    );
    await usePayPassword(api, PAY_PASSWORD);
    await apiData(api, 'post', `/api/order/${created.id}/pay`, { method: 'wallet', pay_password: PAY_PASSWORD });

    await advanceUntilStatus(api, 121, created.id, 3);
    await advanceUntilStatus(api, TEN_DAYS + 300, created.id, 4);
    // Credited in that run or the server's own loop; never twice.
    await advanceLifecycle(api, 60);

    await page.goto('/wdqb/yegl');
    const rows = page
      .getByRole('row')
      .filter({ hasText: `满额返现：${activity.name}` })
      .filter({ hasText: created.order_no });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(lowest.cashback);

    await page.goto(`/order/info/${created.id}`);
    await expect(page.getByRole('status').filter({ hasText: '满额返现' })).toContainText(`¥${lowest.cashback}`);
  });
});

import { expect, test } from './hydrated-page';
import type { CartStore, GoodsSummary, OrderDetail } from '../../shared/contract';
import type { ComboGoodsPage, ComboGroup } from '../../shared/contract/combo-gift';
import { logIn } from './demo-account';
import { apiData, emptyCart } from './buyer-api';

/**
 * 组合满赠 (issue 12) as the demo buyer uses it: /zhmz lists the groups, a
 * group's 去凑单 opens its goods, adding enough of them meets the threshold
 * (the progress line says so), and the gift is on the checkout line and in
 * the order. Figures come from the server's answers, not seed numbers.
 */

test('a combination gift: open /zhmz, reach a group threshold, the gift is at checkout and in the order', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page);
  const api = page.request;
  await emptyCart(api);

  await page.goto('/zhmz');
  const main = page.getByRole('main');
  const groups = await apiData<ComboGroup[]>(api, 'get', '/api/combinationMzhgGroup');
  const group = groups.find((g) => g.threshold_amount !== null && g.gift.type === 1 && g.gift.stock > 0)!;
  const card = main.locator(`[data-group="${group.id}"]`);
  await expect(card).toContainText(group.rule);
  await card.getByRole('link', { name: '去凑单' }).click();
  await expect(page).toHaveURL(new RegExp(`/zhmz/list\\?group_id=${group.id}$`));
  await expect(main.locator('.yp-zhmz__progress')).toContainText('已购¥0.00，再买');

  // A goods of the group priced without ladders or a gift of its own, in a quantity worth the threshold.
  const listed = await apiData<ComboGoodsPage>(api, 'get', `/api/combinationMzhg?group_id=${group.id}&per_page=20`);
  const thresholdFen = Math.round(Number(group.threshold_amount) * 100);
  const quantityOf = (g: GoodsSummary) => {
    const step = Math.max(g.step, 1);
    return Math.max(g.min_buy, Math.ceil(thresholdFen / Math.round(Number(g.base_price) * 100) / step) * step);
  };
  const goods = listed.goods.data.find(
    (g) => g.is_buy === 1 && g.base_price !== null && g.ladder_price.length === 0 && !g.tags.some((t) => t.name === '赠') && quantityOf(g) <= g.number,
  )!;
  const item = main.locator(`li[data-goods="${goods.id}"]`);
  const stepper = item.getByRole('spinbutton', { name: '购买数量' });
  await stepper.fill(String(quantityOf(goods)));
  await stepper.press('Enter');
  await item.getByRole('button', { name: /加入购物车/ }).click();
  await expect.poll(async () => (await apiData<CartStore>(api, 'get', '/api/cart/list')).data.map((line) => line.number)).toEqual([quantityOf(goods)]);
  await expect(main.locator('.yp-zhmz__progress')).toContainText('已满足赠品条件');

  const cart = await apiData<CartStore>(api, 'get', '/api/cart/list');
  const line = cart.data[0]!;
  expect(line.gift_data).toMatchObject({ type: 1, name: group.gift.name, number: group.gift.number });

  await page.goto(`/cart/step2?ids=${line.id}`);
  await expect(main).toContainText(`${group.gift.name} × ${group.gift.number}`);
  await main.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/cart\/step3\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  const order = await apiData<OrderDetail>(api, 'get', `/api/order/${orderId}`);
  expect(order.items.find((i) => i.goods_id === goods.id)?.gift).toEqual({ name: group.gift.name, number: group.gift.number, total: '0.00' });

  await page.goto(`/order/info/${orderId}`);
  await expect(main).toContainText(`赠品：${group.gift.name} × ${group.gift.number}`);
});

import { expect, test, type APIRequestContext } from './hydrated-page';
import type { CartStore, CreatedOrder, GoodsSummary, Page as ListPage } from '../../shared/contract';
import { logIn } from './demo-account';
import { apiData } from './buyer-api';

/**
 * Step 4 (/cart/step4?id=, where the payment gateway sends the buyer back)
 * tells the truth (issue 9): an unpaid order never reads 支付成功 and offers
 * the way back to pay; after paying on the sandbox gateway's page (a plain
 * form, no script) the same step says 支付成功.
 */

type Buyable = GoodsSummary & { min_buy: number; step: number; is_ephedrine?: number };

// A seeded chain-store buyer, not demo: logins are limited per account and
// client (10 a minute), and the other specs log demo in many times.
const BUYER = { username: 'chain', password: 'yaopi123' } as const;

/** An unpaid, ordinary (not 含麻) order of one buyable goods, placed through the API with the page's session. */
async function unpaidOrder(api: APIRequestContext): Promise<CreatedOrder> {
  const cart = await apiData<CartStore>(api, 'get', '/api/cart/list');
  if (cart.data.length > 0) await apiData(api, 'post', '/api/cart/batch_delete', { ids: cart.data.map((line) => line.id) });
  const found = await apiData<ListPage<Buyable>>(api, 'get', `/api/goods/list?keywords=${encodeURIComponent('阿莫西林')}`);
  const goods = found.data.find((g) => g.is_buy === 1 && !g.is_ephedrine && g.base_price !== null && g.number >= Math.max(g.min_buy, 1));
  if (!goods) throw new Error('no buyable goods found');
  await apiData(api, 'post', '/api/cart', { params: [{ goods_id: goods.id, number: Math.max(goods.min_buy, goods.step, 1) }] });
  const lines = await apiData<CartStore>(api, 'get', '/api/cart/list');
  const addresses = await apiData<{ id: number; is_default: 0 | 1 }[]>(api, 'get', '/api/address');
  const address = addresses.find((a) => a.is_default === 1) ?? addresses[0]!;
  return apiData<CreatedOrder>(api, 'post', '/api/order', { ids: lines.data.map((line) => line.id), address_id: address.id });
}

test.describe('step 4 reads the order’s real state', () => {
  test('an unpaid order: 未支付, never 支付成功, and 去支付 leads back to step 3', async ({ page }) => {
    await logIn(page, BUYER);
    const order = await unpaidOrder(page.request);
    await page.goto(`/cart/step4?id=${order.id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: '未支付' })).toBeVisible();
    await expect(main.getByText(order.order_no)).toBeVisible();
    await expect(main.getByText('支付成功')).toHaveCount(0);
    const payAgain = main.getByRole('link', { name: '去支付' });
    await expect(payAgain).toHaveAttribute('href', `/cart/step3/${order.id}`);
    await payAgain.click();
    await expect(page).toHaveURL(new RegExp(`/cart/step3/${order.id}$`));
    await expect(main.getByRole('radio', { name: /在线支付/ })).toBeVisible();
  });

  test('paid on the sandbox gateway’s page (QR link with its token): step 4 then says 支付成功', async ({ page, context }) => {
    await logIn(page, BUYER);
    const order = await unpaidOrder(page.request);
    await page.goto(`/cart/step3/${order.id}`);
    const main = page.getByRole('main');
    await main.getByRole('radio', { name: /在线支付/ }).check();
    await main.getByRole('button', { name: '确认支付' }).click();
    const link = main.getByRole('link', { name: '在新窗口打开支付页' });
    const payUrl = await link.getAttribute('href');
    expect(payUrl).toMatch(/\/pay\/sandbox\/[^/?]+\?t=[A-Za-z0-9_-]{43}$/);

    // The phone that scans the QR code has no session: only the token in the URL.
    const phone = await context.browser()!.newContext();
    try {
      const gateway = await phone.newPage();
      await gateway.goto(payUrl!);
      await expect(gateway.getByRole('heading', { name: '药批 · 在线支付' })).toBeVisible();
      await gateway.getByRole('button', { name: '确认支付' }).click();
      await expect(gateway.getByText('支付成功')).toBeVisible();
      // The same link again pays nothing more.
      await gateway.goto(payUrl!);
      await expect(gateway.getByText('该支付链接已使用或已关闭')).toBeVisible();
    } finally {
      await phone.close();
    }

    // The buyer's page notices the payment and moves to step 4.
    await expect(page).toHaveURL(new RegExp(`/cart/step4\\?id=${order.id}$`), { timeout: 15_000 });
    await expect(main.getByRole('heading', { name: '支付成功' })).toBeVisible();
  });
});

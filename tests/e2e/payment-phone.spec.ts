import { expect, test } from './hydrated-page';
import type { OrderDetail } from '../../shared/contract';
import { apiData } from './buyer-api';
import { logIn } from './demo-account';
import { unpaidOrder } from './unpaid-order';

/**
 * 在线支付 on a phone (issue 26): a 375 px page never asks the buyer to scan
 * a QR code with the phone it is showing on. 确认支付 opens the payment page
 * itself (the local provider's page here; Alipay wap or WeChat Pay H5 with
 * those providers), the buyer pays there and comes back to 支付成功; coming
 * back without paying finds the attempt waiting, with 继续支付 and 更换支付方式.
 */

const PHONE = { width: 375, height: 812 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

// A seeded buyer the pay-page specs use (payment-status.spec.ts too): its orders are its own.
const BUYER = { username: 'chain', password: 'yaopi123' } as const;

test.describe('在线支付 on a phone (375 px)', () => {
  test('确认支付 opens the payment page; paid there, back to 支付成功; never 请使用手机扫码支付', async ({ page }) => {
    await logIn(page, BUYER);
    const order = await unpaidOrder(page.request);
    await page.goto(`/cart/step3/${order.id}`);
    const main = page.getByRole('main');
    await main
      .getByRole('radiogroup', { name: '选择支付方式' })
      .getByRole('radio', { name: /在线支付/ })
      .check();
    await main.getByRole('button', { name: '确认支付' }).click();

    // The payment page itself, not a QR code to scan.
    await expect(page).toHaveURL(/\/pay\/sandbox\/PY\d+\?t=[A-Za-z0-9_-]{43}$/);
    await expect(page.getByRole('heading', { name: '药批 · 在线支付' })).toBeVisible();
    await expect(page.getByText(`¥${order.pay_total}`)).toBeVisible();
    await page.getByRole('button', { name: '确认支付' }).click();
    await expect(page.getByText('支付成功')).toBeVisible();
    await page.getByRole('link', { name: '返回药批查看订单' }).click();
    await expect(page).toHaveURL(new RegExp(`/cart/step4\\?id=${order.id}$`));
    await expect(page.getByRole('main').getByRole('heading', { name: '支付成功' })).toBeVisible();
    const detail = await apiData<OrderDetail>(page.request, 'get', `/api/order/${order.id}`);
    expect(detail.payments.map((p) => [p.method, p.status])).toEqual([['online', 'paid']]);
  });

  test('back from the payment page unpaid: the attempt waits with 继续支付 and 更换支付方式, and no QR code', async ({ page }) => {
    await logIn(page, BUYER);
    const order = await unpaidOrder(page.request);
    await page.goto(`/cart/step3/${order.id}`);
    const main = page.getByRole('main');
    const methods = main.getByRole('radiogroup', { name: '选择支付方式' });
    await methods.getByRole('radio', { name: /在线支付/ }).check();
    await main.getByRole('button', { name: '确认支付' }).click();
    await expect(page).toHaveURL(/\/pay\/sandbox\/PY\d+\?t=/);

    // The buyer changes their mind on the payment page and goes back to the order's pay page.
    await page.getByRole('link', { name: '取消' }).click();
    await expect(page).toHaveURL(new RegExp(`/cart/step3/${order.id}$`));
    await page.reload();
    await expect(main.getByText('您有一笔在线支付尚未完成', { exact: false })).toBeVisible();
    await expect(main.getByRole('button', { name: '继续支付' })).toBeVisible();
    await expect(main.getByText('请使用手机扫码支付')).toHaveCount(0);
    await expect(main.getByRole('img', { name: '请使用手机扫码支付' })).toHaveCount(0);

    await main.getByRole('button', { name: '更换支付方式' }).click();
    await expect(main.getByRole('status').filter({ hasText: '已关闭在线支付，请使用余额支付' })).toBeVisible();
    await expect(methods.getByRole('radio', { name: /余额支付/ })).toBeChecked();
    const detail = await apiData<OrderDetail>(page.request, 'get', `/api/order/${order.id}`);
    expect(detail.payments.map((p) => [p.method, p.status])).toEqual([['online', 'closed']]);

    // 在线支付 again opens a fresh payment page.
    await methods.getByRole('radio', { name: /在线支付/ }).check();
    await main.getByRole('button', { name: '确认支付' }).click();
    await expect(page).toHaveURL(/\/pay\/sandbox\/PY\d+\?t=/);
  });
});

import { expect, test } from './hydrated-page';
import type { OrderDetail } from '../../shared/contract';
import { apiData } from './buyer-api';
import { logIn, PAY_PASSWORD, usePayPassword } from './demo-account';
import { unpaidOrder } from './unpaid-order';

/**
 * 更换支付方式 on desktop (issue 26): after 在线支付 → 确认支付 the QR code
 * waits, and the buyer can still pay another way without reloading: the
 * online attempt is closed (its page takes no money any more), the page
 * says so, and the wallet pays the order once.
 */

// A seeded buyer with a balance the other specs do not count on to the fen.
const BUYER = { username: 'jnrenhe', password: 'yaopi123' } as const;

test.describe('更换支付方式 (desktop)', () => {
  test('在线支付 → 确认支付 → 更换支付方式: the attempt is closed, the page says so, and 余额支付 pays the order once', async ({ page }) => {
    await logIn(page, BUYER);
    const api = page.request;
    await usePayPassword(api, PAY_PASSWORD, BUYER.password);
    const order = await unpaidOrder(api);
    await page.goto(`/cart/step3/${order.id}`);
    const main = page.getByRole('main');
    const methods = main.getByRole('radiogroup', { name: '选择支付方式' });

    await methods.getByRole('radio', { name: /在线支付/ }).check();
    await main.getByRole('button', { name: '确认支付' }).click();
    // Desktop keeps the QR code.
    await expect(main.getByRole('img', { name: '请使用手机扫码支付' })).toBeVisible();
    const payUrl = await main.getByRole('link', { name: '在新窗口打开支付页' }).getAttribute('href');
    expect(payUrl).toMatch(/\/pay\/sandbox\/PY\d+\?t=/);

    await main.getByRole('button', { name: '更换支付方式' }).click();
    await expect(main.getByRole('status').filter({ hasText: '已关闭在线支付，请使用余额支付' })).toBeVisible();
    await expect(methods.getByRole('radio', { name: /余额支付/ })).toBeChecked();
    await expect(main.getByRole('img', { name: '请使用手机扫码支付' })).toHaveCount(0);

    // The QR code's page, opened now, takes no money.
    const phone = await page.context().browser()!.newContext();
    try {
      const gateway = await phone.newPage();
      await gateway.goto(payUrl!);
      await expect(gateway.getByText('该支付链接已使用或已关闭')).toBeVisible();
    } finally {
      await phone.close();
    }

    await main.getByRole('button', { name: '确认支付' }).click();
    const confirmation = page.getByRole('dialog', { name: '确认余额支付' });
    await confirmation.getByLabel('支付密码').fill(PAY_PASSWORD);
    await confirmation.getByRole('button', { name: '确认支付' }).click();
    await expect(page).toHaveURL(new RegExp(`/cart/step4\\?id=${order.id}$`));
    await expect(main.getByRole('heading', { name: '支付成功' })).toBeVisible();

    const detail = await apiData<OrderDetail>(api, 'get', `/api/order/${order.id}`);
    expect(detail).toMatchObject({ status: 2, pay_method: 'wallet' });
    expect(detail.payments.map((p) => [p.method, p.status])).toEqual([
      ['online', 'closed'],
      ['wallet', 'paid'],
    ]);
  });

  test('choosing 线下转账 while the QR code waits closes the online attempt and says so', async ({ page }) => {
    await logIn(page, BUYER);
    const api = page.request;
    const order = await unpaidOrder(api);
    await page.goto(`/cart/step3/${order.id}`);
    const main = page.getByRole('main');
    const methods = main.getByRole('radiogroup', { name: '选择支付方式' });
    await methods.getByRole('radio', { name: /在线支付/ }).check();
    await main.getByRole('button', { name: '确认支付' }).click();
    await expect(main.getByRole('img', { name: '请使用手机扫码支付' })).toBeVisible();

    // The radio turns once the close has answered, not on the click itself (check() would demand it at once).
    await methods.getByRole('radio', { name: /线下转账/ }).click();
    await expect(methods.getByRole('radio', { name: /线下转账/ })).toBeChecked();
    await expect(main.getByRole('status').filter({ hasText: '已关闭在线支付，请使用线下转账' })).toBeVisible();
    await expect(main.getByRole('button', { name: '提交转账信息' })).toBeVisible();
    // A transfer without its 转账流水号: the pay call's transfer schema says so beside the field, and nothing is sent.
    const payPosts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === `/api/order/${order.id}/pay`) payPosts.push(request.url());
    });
    await main.getByLabel('付款单位（户名）').fill('济南市槐荫区仁和大药房');
    await main.getByLabel('付款银行').fill('工商银行');
    await main.getByRole('button', { name: '提交转账信息' }).click();
    await expect(main.getByText('请填写转账流水号')).toBeVisible();
    await expect(main.getByLabel('转账流水号')).toHaveAttribute('aria-invalid', 'true');
    expect(payPosts).toEqual([]);
    const detail = await apiData<OrderDetail>(api, 'get', `/api/order/${order.id}`);
    expect(detail.payments.map((p) => [p.method, p.status])).toEqual([['online', 'closed']]);
    // Back to the order's page, the attempt is no longer waiting there either.
    await page.reload();
    await expect(main.getByText('您有一笔在线支付尚未完成', { exact: false })).toHaveCount(0);
  });
});

import { expect, test } from './hydrated-page';
import type { OrderDetail, PayResult, WalletInfo } from '../../shared/contract';
import { apiData } from './buyer-api';
import { advanceLifecycle } from './clock';
import { logIn, PAY_PASSWORD, usePayPassword } from './demo-account';
import { unpaidOrder } from './unpaid-order';

/**
 * 申请取消 (issue 26): a paid order waiting to ship offers 申请取消 on its
 * page; the buyer picks a reason and the page reads 取消申请中. The local
 * seller approves it as it approves returns, and the page then reads
 * 已取消，已退款 ¥x, the money back in the wallet it came from.
 */

const BUYER = { username: 'bdyimin', password: 'yaopi123' } as const;

test('a paid order: 申请取消 with a reason, 取消申请中, then the seller approves: 已取消，已退款 to the wallet', async ({ page }) => {
  await logIn(page, BUYER);
  const api = page.request;
  await usePayPassword(api, PAY_PASSWORD, BUYER.password);
  const order = await unpaidOrder(api);
  const paid = await apiData<PayResult>(api, 'post', `/api/order/${order.id}/pay`, { method: 'wallet', pay_password: PAY_PASSWORD });
  expect(paid.status).toBe('paid');
  const balance = Number((await apiData<WalletInfo>(api, 'get', '/api/user/user_money')).balance);

  await page.goto(`/order/info/${order.id}`);
  const main = page.getByRole('main');
  const actions = main.getByRole('group', { name: '订单操作' });
  await expect(main.getByRole('heading', { name: '待发货' })).toBeVisible();
  await actions.getByRole('button', { name: '申请取消' }).click();
  const dialog = page.getByRole('dialog', { name: '申请取消订单' });
  await expect(dialog).toContainText('货款将退回您的账户余额');
  await dialog.getByLabel('取消原因').selectOption('重复下单');
  await dialog.getByRole('button', { name: '提交申请' }).click();

  await expect(main.getByRole('heading', { name: /待发货\s*取消申请中/ })).toBeVisible();
  await expect(main.getByText('您已申请取消订单（重复下单），等待商家审核；同意后货款将退回账户余额。')).toBeVisible();
  await expect(actions.getByRole('button', { name: '申请取消' })).toHaveCount(0);

  // The local seller reviews it like a return (a minute after it was filed); the clock is moved on instead of waiting.
  await advanceLifecycle(api, 120);
  await page.reload();
  await expect(main.getByRole('heading', { name: '已取消' })).toBeVisible();
  await expect(main.getByText(`已取消，已退款 ¥${order.pay_total}（退回账户余额）`)).toBeVisible();
  const detail = await apiData<OrderDetail>(api, 'get', `/api/order/${order.id}`);
  expect(detail).toMatchObject({ status: 5, refunded: order.pay_total });
  const after = Number((await apiData<WalletInfo>(api, 'get', '/api/user/user_money')).balance);
  expect(Math.round((after - balance) * 100)).toBe(Math.round(Number(order.pay_total) * 100));
});

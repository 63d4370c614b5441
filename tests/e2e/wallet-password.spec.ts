import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from './hydrated-page';
import type { CartStore, GoodsSummary, OrderDetail, Page as ListPage } from '../../shared/contract';
import { DEMO, logIn as logInByApi } from './demo-account';
import { startServer, stopServer, type StartedServer } from './server-process';

/**
 * 支付密码 as the demo buyer meets it: the first wallet payment asks to set
 * one (login password + the new one twice), then confirms with it — a wrong
 * one is refused under the field and the order stays unpaid, the right one
 * pays. Then /zhzx/zfmm changes it. The first-use flow needs a buyer who has
 * never set one, and other specs pay with the demo's wallet on the shared
 * server, so this file starts its own server on a fresh database.
 */

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const FIRST = '274951';
const SECOND = '803176';

type Buyable = GoodsSummary & { min_buy: number; step: number; is_ephedrine?: number; number?: number };

let server: StartedServer;
let base = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(200_000);
  server = await startServer(root, join(root, 'test-results/e2e-wallet-password-server.log'));
  base = server.baseURL;
});

test.afterAll(async () => {
  if (server) await stopServer(server);
});

async function apiData<T>(api: APIRequestContext, method: 'get' | 'post', path: string, data?: unknown): Promise<T> {
  const response = method === 'get' ? await api.get(`${base}${path}`) : await api.post(`${base}${path}`, { data });
  const body = (await response.json()) as { code: number; message: string; data: T };
  if (body.code !== 10000) throw new Error(`${method.toUpperCase()} ${path}: ${body.code} ${body.message}`);
  return body.data;
}

const logIn = (page: Page) => logInByApi(page, DEMO, base);

/** A small unpaid order of one ordinary goods, made over the API with the page's session. */
async function unpaidOrder(page: Page): Promise<OrderDetail> {
  const api = page.request;
  const cart = await apiData<CartStore>(api, 'get', '/api/cart/list');
  if (cart.data.length > 0) await apiData(api, 'post', '/api/cart/batch_delete', { ids: cart.data.map((line) => line.id) });
  const goods = (await apiData<ListPage<Buyable>>(api, 'get', '/api/goods/list?per_page=60')).data.find(
    (g) => g.is_buy === 1 && !g.is_ephedrine && g.type !== 1 && (g.number ?? 0) > 100,
  );
  expect(goods, 'an ordinary buyable goods').toBeTruthy();
  const number = Math.max(goods!.min_buy, goods!.step, 1);
  await apiData(api, 'post', '/api/cart', {
    params: [{ goods_id: goods!.id, price: goods!.base_price, number, ck_id: 0, goods_price_id: 0, ladder_price_id: 0, goods_manjian_id: 0, is_yj: 0 }],
  });
  const line = (await apiData<CartStore>(api, 'get', '/api/cart/list')).data[0]!;
  const addresses = await apiData<{ id: number; is_default: 0 | 1 }[]>(api, 'get', '/api/address');
  const address = addresses.find((a) => a.is_default === 1) ?? addresses[0]!;
  const created = await apiData<{ id: number }>(api, 'post', '/api/order', { ids: [line.id], address_id: address.id });
  return apiData<OrderDetail>(api, 'get', `/api/order/${created.id}`);
}

/** Step 3 of the order, 余额支付 chosen, 确认支付 clicked. */
async function startWalletPayment(page: Page, order: OrderDetail) {
  await page.goto(`${base}/cart/step3/${order.id}`);
  const main = page.getByRole('main');
  await expect(main.locator('[part~="order-no"]')).toHaveText(order.order_no);
  await main
    .getByRole('radiogroup', { name: '选择支付方式' })
    .getByRole('radio', { name: /余额支付/ })
    .check();
  await main.getByRole('button', { name: '确认支付' }).click();
}

test('the first wallet payment sets the 支付密码, a wrong one is refused and the order stays unpaid, the right one pays', async ({ page }) => {
  await logIn(page);
  const order = await unpaidOrder(page);
  await startWalletPayment(page, order);

  // No password yet: set one with the login password, the new one typed twice.
  const setDialog = page.getByRole('dialog', { name: '设置支付密码' });
  await expect(setDialog).toBeVisible();
  await setDialog.getByLabel('登录密码').fill(DEMO.password);
  await setDialog.getByLabel('新的支付密码').fill('123456');
  await setDialog.getByLabel('再次输入支付密码').fill('123456');
  await setDialog.getByRole('button', { name: '确认设置' }).click();
  await expect(setDialog.getByRole('alert')).toHaveText('支付密码不能是连续的数字（如123456、654321）');
  await setDialog.getByLabel('新的支付密码').fill(FIRST);
  await setDialog.getByLabel('再次输入支付密码').fill(FIRST);
  await setDialog.getByRole('button', { name: '确认设置' }).click();

  // The confirmation: the order, the amount, and the password just set.
  const confirmation = page.getByRole('dialog', { name: '确认余额支付' });
  await expect(confirmation).toContainText('支付密码设置成功');
  await expect(confirmation).toContainText(order.order_no);
  await expect(confirmation).toContainText(`¥${order.pay_total}`);
  const field = confirmation.getByLabel('支付密码');
  await expect(field).toHaveAttribute('type', 'password');
  await expect(field).toBeFocused();

  // Wrong: the message under the field, nothing paid.
  await field.pressSequentially('902417');
  await field.press('Enter');
  await expect(confirmation.getByRole('alert')).toHaveText('支付密码错误，还可以再试4次');
  await expect(field).toHaveValue('');
  expect((await apiData<OrderDetail>(page.request, 'get', `/api/order/${order.id}`)).status).toBe(1);
  await expect(page).toHaveURL(new RegExp(`/cart/step3/${order.id}$`));

  // Right: paid, step 4.
  await field.fill(FIRST);
  await confirmation.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(new RegExp(`/cart/step4\\?id=${order.id}$`));
  await expect(page.getByRole('main').getByRole('heading', { name: '支付成功' })).toBeVisible();
  expect((await apiData<OrderDetail>(page.request, 'get', `/api/order/${order.id}`)).status).toBe(2);
});

test('/zhzx/zfmm changes the 支付密码 with the old one; then only the new one pays', async ({ page }) => {
  await logIn(page);
  await page.goto(`${base}/zhzx/addr`);
  await page.getByRole('navigation', { name: '账户中心' }).getByRole('link', { name: '支付密码' }).click();
  await expect(page).toHaveURL(`${base}/zhzx/zfmm`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: /支付密码/ })).toBeVisible();
  await expect(main.getByRole('status').first()).toContainText('已设置');

  const changeForm = main.getByRole('form', { name: '修改支付密码' });
  await changeForm.getByLabel('原支付密码').fill('902417');
  await changeForm.getByLabel('新的支付密码', { exact: true }).fill(SECOND);
  await changeForm.getByLabel('再次输入新的支付密码').fill(SECOND);
  await changeForm.getByRole('button', { name: '确认修改' }).click();
  await expect(changeForm.getByRole('alert')).toHaveText('原支付密码错误，还可以再试4次');

  await changeForm.getByLabel('原支付密码').fill(FIRST);
  await changeForm.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('支付密码修改成功')).toBeVisible();
  await expect(changeForm.getByLabel('原支付密码')).toHaveValue('');

  // The old password no longer pays; the new one does.
  const order = await unpaidOrder(page);
  await startWalletPayment(page, order);
  const confirmation = page.getByRole('dialog', { name: '确认余额支付' });
  await confirmation.getByLabel('支付密码').fill(FIRST);
  await confirmation.getByRole('button', { name: '确认支付' }).click();
  await expect(confirmation.getByRole('alert')).toHaveText('支付密码错误，还可以再试4次');
  expect((await apiData<OrderDetail>(page.request, 'get', `/api/order/${order.id}`)).status).toBe(1);
  await confirmation.getByLabel('支付密码').fill(SECOND);
  await confirmation.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(new RegExp(`/cart/step4\\?id=${order.id}$`));
});

test('/zhzx/zfmm resets a forgotten 支付密码 with the login password', async ({ page }) => {
  await logIn(page);
  await page.goto(`${base}/zhzx/zfmm`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: '忘记支付密码（用登录密码重置）' }).click();
  const resetForm = main.getByRole('form', { name: '重置支付密码' });
  await resetForm.getByLabel('登录密码').fill(DEMO.password);
  await resetForm.getByLabel('新的支付密码', { exact: true }).fill(FIRST);
  await resetForm.getByLabel('再次输入新的支付密码').fill(FIRST);
  await resetForm.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('支付密码修改成功')).toBeVisible();
  const state = await apiData<{ is_set: number; tries_left: number }>(page.request, 'get', '/api/user/pay_password');
  expect(state).toMatchObject({ is_set: 1, tries_left: 5 });
});

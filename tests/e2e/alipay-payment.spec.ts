import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from './hydrated-page';
import type { CartStore, GoodsSummary, OrderDetail, Page as ListPage } from '../../shared/contract';
import { startFakeAlipay, type FakeAlipay } from '../support/fake-alipay';
import { DEMO, logIn as logInByApi } from './demo-account';
import { startServer, stopServer, type StartedServer } from './server-process';

/**
 * A buyer pays with 支付宝 end to end: the server runs with PAYMENT_PROVIDER=
 * alipay against a local Alipay gateway (keys generated for this run, in
 * files as a wholesaler would configure them). 确认支付 sends the browser to
 * the gateway's page; 确认付款 there makes the gateway post its RSA2-signed
 * notification to the server and send the buyer back to step 4, which says
 * 支付成功. The order is paid once, with Alipay's trade number.
 */

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

type Buyable = GoodsSummary & { min_buy: number; step: number; is_ephedrine?: number; number?: number };

let server: StartedServer;
let fake: FakeAlipay;
let keys = '';
let base = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(200_000);
  fake = await startFakeAlipay();
  keys = mkdtempSync(join(tmpdir(), 'yaopi-alipay-keys-'));
  const privateKeyFile = join(keys, 'app_private_key.pem');
  const publicKeyFile = join(keys, 'alipay_public_key.pem');
  writeFileSync(privateKeyFile, fake.appPrivateKey);
  writeFileSync(publicKeyFile, fake.alipayPublicKey);
  chmodSync(privateKeyFile, 0o600);
  const settings: Record<string, string> = {
    PAYMENT_PROVIDER: 'alipay',
    ALIPAY_APP_ID: fake.appId,
    ALIPAY_SELLER_ID: fake.sellerId,
    ALIPAY_PRIVATE_KEY_FILE: privateKeyFile,
    ALIPAY_PUBLIC_KEY_FILE: publicKeyFile,
    ALIPAY_GATEWAY: fake.gateway,
  };
  // The server process inherits this worker's environment; the settings are removed again once it runs.
  Object.assign(process.env, settings);
  try {
    server = await startServer(root, join(root, 'test-results/e2e-alipay-server.log'));
  } finally {
    for (const name of Object.keys(settings)) delete process.env[name];
  }
  base = server.baseURL;
});

test.afterAll(async () => {
  if (server) await stopServer(server);
  await fake?.close();
  if (keys) rmSync(keys, { recursive: true, force: true });
});

async function apiData<T>(api: APIRequestContext, method: 'get' | 'post', path: string, data?: unknown): Promise<T> {
  const response = method === 'get' ? await api.get(`${base}${path}`) : await api.post(`${base}${path}`, { data });
  const body = (await response.json()) as { code: number; message: string; data: T };
  if (body.code !== 10000) throw new Error(`${method.toUpperCase()} ${path}: ${body.code} ${body.message}`);
  return body.data;
}

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

test('pays an order with 支付宝: redirect to the gateway, pay there, back to 支付成功, paid once', async ({ page }) => {
  await logInByApi(page, DEMO, base);
  const order = await unpaidOrder(page);
  await page.goto(`${base}/cart/step3/${order.id}`);
  const main = page.getByRole('main');
  const methods = main.getByRole('radiogroup', { name: '选择支付方式' });
  // Only what is configured: 支付宝, not the sandbox's 在线支付.
  await expect(methods.getByRole('radio', { name: /在线支付/ })).toHaveCount(0);
  await methods.getByRole('radio', { name: /支付宝/ }).check();
  await main.getByRole('button', { name: '确认支付' }).click();

  // Alipay's page (the local gateway), opened by the signed page-pay URL.
  await expect(page).toHaveURL(new RegExp(`^${fake.gateway.replace(/[.]/g, '\\.')}\\?`));
  await expect(page.getByRole('heading', { name: '支付宝 · 模拟收银台' })).toBeVisible();
  await expect(page.locator('#amount')).toHaveText(order.pay_total);
  await page.getByRole('button', { name: '确认付款' }).click();

  await expect(page).toHaveURL(`${base}/cart/step4?id=${order.id}`);
  await expect(page.getByRole('main').getByRole('heading', { name: '支付成功' })).toBeVisible();

  const detail = await apiData<OrderDetail>(page.request, 'get', `/api/order/${order.id}`);
  expect(detail.status).toBe(2);
  const trade = [...fake.trades.values()].find((t) => t.subject.includes(order.order_no))!;
  expect(trade.status).toBe('TRADE_SUCCESS');
  // The gateway delivers its notification once more, as Alipay retries: still one payment.
  expect(await fake.deliver(fake.notification(trade.outTradeNo))).toEqual({ status: 200, text: 'success' });
  const again = await apiData<OrderDetail>(page.request, 'get', `/api/order/${order.id}`);
  expect(again.payments.filter((p) => p.status === 'paid')).toHaveLength(1);
});

test('on a 375 px page 支付宝 opens the wap pay (手机网站支付), not a QR code, and comes back to 支付成功', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await logInByApi(page, DEMO, base);
  const order = await unpaidOrder(page);
  await page.goto(`${base}/cart/step3/${order.id}`);
  const main = page.getByRole('main');
  await main
    .getByRole('radiogroup', { name: '选择支付方式' })
    .getByRole('radio', { name: /支付宝/ })
    .check();
  await main.getByRole('button', { name: '确认支付' }).click();

  // The browser's User-Agent is a desktop one: the page's width alone asks for the phone's flow.
  await expect(page).toHaveURL(new RegExp(`^${fake.gateway.replace(/[.]/g, '\\.')}\\?`));
  expect(new URL(page.url()).searchParams.get('method')).toBe('alipay.trade.wap.pay');
  await page.getByRole('button', { name: '确认付款' }).click();
  await expect(page).toHaveURL(`${base}/cart/step4?id=${order.id}`);
  await expect(page.getByRole('main').getByRole('heading', { name: '支付成功' })).toBeVisible();
});

import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from './hydrated-page';
import type { CartStore, GoodsSummary, OrderDetail, Page as ListPage } from '../../shared/contract';
import { startFakeWechatPay, type FakeWechatPay } from '../support/fake-wechatpay';
import { DEMO, logIn as logInByApi } from './demo-account';
import { startServer, stopServer, type StartedServer } from './server-process';

/**
 * A desktop buyer pays with 微信支付 end to end: the server runs with
 * PAYMENT_PROVIDER=wechatpay against a local WeChat Pay API v3 (keys made
 * for this run, in files as a wholesaler would configure them). 确认支付 shows
 * the Native QR code; the "phone" pays (the fake marks the transaction paid
 * and posts its signed, encrypted notification), and the waiting page moves
 * to step 4 on its own. The order is paid once.
 */

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

type Buyable = GoodsSummary & { min_buy: number; step: number; is_ephedrine?: number; number?: number };

let server: StartedServer;
let fake: FakeWechatPay;
let keys = '';
let base = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(200_000);
  fake = await startFakeWechatPay();
  keys = mkdtempSync(join(tmpdir(), 'yaopi-wechatpay-keys-'));
  const file = (name: string, text: string) => {
    const path = join(keys, name);
    writeFileSync(path, text);
    chmodSync(path, 0o600);
    return path;
  };
  const settings: Record<string, string> = {
    PAYMENT_PROVIDER: 'wechatpay',
    WECHATPAY_APP_ID: fake.appId,
    WECHATPAY_MCH_ID: fake.mchId,
    WECHATPAY_PRIVATE_KEY_FILE: file('apiclient_key.pem', fake.merchantPrivateKey),
    WECHATPAY_CERT_SERIAL: fake.certSerial,
    WECHATPAY_API_V3_KEY_FILE: file('apiv3.key', fake.apiV3Key),
    WECHATPAY_PUBLIC_KEY_FILE: file('pub_key.pem', fake.platformPublicKey),
    WECHATPAY_PUBLIC_KEY_ID: fake.platformKeyId,
    WECHATPAY_BASE_URL: fake.baseUrl,
  };
  // The server process inherits this worker's environment; the settings are removed again once it runs.
  Object.assign(process.env, settings);
  try {
    server = await startServer(root, join(root, 'test-results/e2e-wechatpay-server.log'));
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

test('pays an order with 微信支付: the QR code on desktop, the notification, then 支付成功, paid once', async ({ page }) => {
  await logInByApi(page, DEMO, base);
  const order = await unpaidOrder(page);
  await page.goto(`${base}/cart/step3/${order.id}`);
  const main = page.getByRole('main');
  const methods = main.getByRole('radiogroup', { name: '选择支付方式' });
  await expect(methods.getByRole('radio', { name: /在线支付/ })).toHaveCount(0);
  await methods.getByRole('radio', { name: /微信支付/ }).check();
  await main.getByRole('button', { name: '确认支付' }).click();

  // The Native code as a QR image; no link, since a desktop browser cannot open weixin://.
  const qr = main.locator('[part~="qr"] img, img[part~="qr"]').first();
  await expect(qr).toBeVisible();
  expect(decodeURIComponent((await qr.getAttribute('src')) ?? '')).toContain('weixin://wxpay/bizpayurl?pr=');
  await expect(main.locator('[part~="pay-url"]')).toHaveCount(0);

  // The buyer scans and pays on the phone: WeChat Pay notifies the server.
  const transaction = [...fake.transactions.values()].find((t) => t.description.includes(order.order_no))!;
  expect(transaction.total).toBe(Math.round(Number(order.pay_total) * 100));
  const notification = fake.payTransaction(transaction.outTradeNo);
  expect((await fake.deliver(notification)).status).toBe(204);

  await expect(page).toHaveURL(`${base}/cart/step4?id=${order.id}`, { timeout: 15_000 });
  await expect(page.getByRole('main').getByRole('heading', { name: '支付成功' })).toBeVisible();
  // WeChat Pay retries the notification: still one payment.
  expect((await fake.deliver(notification)).status).toBe(204);
  const detail = await apiData<OrderDetail>(page.request, 'get', `/api/order/${order.id}`);
  expect(detail.status).toBe(2);
  expect(detail.payments.filter((p) => p.status === 'paid')).toHaveLength(1);
});

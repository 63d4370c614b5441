import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayInfo, PayResult } from '../../shared/contract/order';
import { orders, payments } from '../../server/db/schema';
import type { OnlinePaymentProvider } from '../../server/services/payment/provider';
import { wechatPayProvider, type WechatPayConfig } from '../../server/services/payment/wechatpay';
import { startFakeWechatPay, type FakeNotification, type FakeWechatPay } from '../support/fake-wechatpay';
import { json, startServer, type TestServer } from './harness';
import { as, loginAs, orderOf, plainGoods, type Who } from './order-fixtures';

// WeChat Pay v3 configured against a local API that speaks its protocol with keys made for this run.
let server: TestServer;
let fake: FakeWechatPay;
let demo: Who;
let config: WechatPayConfig;
let provider: OnlinePaymentProvider;

const stranger = () =>
  generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });

beforeAll(async () => {
  fake = await startFakeWechatPay();
  config = {
    appId: fake.appId,
    mchId: fake.mchId,
    privateKey: fake.merchantPrivateKey,
    certSerial: fake.certSerial,
    apiV3Key: fake.apiV3Key,
    platformPublicKey: fake.platformPublicKey,
    platformKeyId: fake.platformKeyId,
    baseUrl: fake.baseUrl,
  };
  provider = wechatPayProvider(config);
  server = await startServer({ app: { payments: provider } });
  demo = await loginAs(server, 'demo');
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';

const payOnline = (target: TestServer, id: number, userAgent = DESKTOP) => {
  const init = as(demo, json({ method: 'online' }));
  return target.api<PayResult>(`/api/order/${id}/pay`, { ...init, headers: { ...(init.headers as Record<string, string>), 'user-agent': userAgent } });
};
const orderRow = async (id: number) => (await server.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const paymentRows = async (orderId: number, target = server) => target.db.select().from(payments).where(eq(payments.orderId, orderId));
const notifyUrl = () => `${server.base}/api/payment/notify/wechatpay`;

let goodsSkip = 0;
async function startedOrder() {
  const [goods] = await plainGoods(server, 1, goodsSkip++ % 8);
  const order = await orderOf(server, demo, [{ goods: goods!, number: 1 }]);
  const started = await payOnline(server, order.id);
  expect(started.status).toBe(200);
  return { order, started: started.body.data };
}

describe('WeChat Pay v3 (against the local API)', () => {
  it('offers 微信支付: a QR code (native) on desktop, H5 on phones; every request is signed and verified', async () => {
    const [goods] = await plainGoods(server, 1, 0);
    const order = await orderOf(server, demo, [{ goods: goods!, number: 1 }]);
    const info = await server.api<PayInfo>(`/api/order/${order.id}/pay`, as(demo));
    expect(info.body.data.methods.find((m) => m.method === 'online')).toMatchObject({ name: '微信支付', enabled: 1 });

    const desktop = await payOnline(server, order.id);
    expect(desktop.body.data).toMatchObject({ status: 'pending', pay_action: 'qr' });
    expect(desktop.body.data.pay_url).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(desktop.body.data.qr_image).toContain(encodeURIComponent(desktop.body.data.pay_url));
    const transaction = fake.transactions.get(desktop.body.data.payment_no)!;
    expect(transaction).toMatchObject({ kind: 'native', total: Math.round(Number(order.pay_total) * 100), notifyUrl: notifyUrl() });

    const phone = await payOnline(server, order.id, PHONE);
    expect(phone.body.data.pay_action).toBe('redirect');
    const h5 = new URL(phone.body.data.pay_url);
    expect(h5.origin).toBe('https://wx.tenpay.com');
    expect(h5.searchParams.get('redirect_url')).toBe(`${server.base}/cart/step4?id=${order.id}`);
    // The H5 attempt voided the native one, at WeChat Pay too.
    expect(fake.calls).toContain(`POST /v3/pay/transactions/out-trade-no/${desktop.body.data.payment_no}/close`);
    expect(fake.transactions.get(desktop.body.data.payment_no)!.state).toBe('CLOSED');
    expect(fake.refused).toBe(0);
  });

  it('a true notification arriving three times at once pays the order exactly once; a replay changes nothing', async () => {
    const { order, started } = await startedOrder();
    const notification = fake.payTransaction(started.payment_no);
    const answers = await Promise.all([1, 2, 3].map(() => fake.deliver(notification)));
    expect(answers.map((a) => a.status)).toEqual([204, 204, 204]);
    expect(await orderRow(order.id)).toMatchObject({ status: 2, payMethod: 'online' });
    const transactionId = fake.transactions.get(started.payment_no)!.transactionId;
    expect((await paymentRows(order.id)).map((r) => [r.status, r.providerRef])).toEqual([['paid', transactionId]]);

    expect((await fake.deliver(notification)).status).toBe(204);
    expect((await paymentRows(order.id)).map((r) => r.status)).toEqual(['paid']);
    expect([...fake.refunds.values()].filter((r) => r.outTradeNo === started.payment_no)).toEqual([]);
  });

  it('refuses forged, stale, tampered, undecryptable, wrong-amount and wrong-merchant notifications, changing nothing', async () => {
    const { order, started } = await startedOrder();
    const no = started.payment_no;
    const total = fake.transactions.get(no)!.total;
    const genuine = fake.notification(no);
    const tamperedBody: FakeNotification = { ...genuine, body: genuine.body.replace('"summary":"支付成功"', '"summary":"支付成功 "') };
    const { 'wechatpay-signature': _signature, ...unsignedHeaders } = genuine.headers;

    const hostile: [string, FakeNotification][] = [
      ['forged (signed by another key)', fake.notification(no, {}, { signingKey: stranger().privateKey })],
      ['another key named in Wechatpay-Serial', fake.notification(no, {}, { serial: 'PUB_KEY_ID_OTHER' })],
      ['stale (signed ten minutes ago: a replay from long ago)', fake.notification(no, {}, { skewSeconds: -600 })],
      ['tampered (body changed after signing)', tamperedBody],
      ['no signature', { ...genuine, headers: unsignedHeaders }],
      ['encrypted with another APIv3 key (signed)', fake.notification(no, {}, { apiV3Key: 'k'.repeat(32) })],
      ['wrong amount (signed)', fake.notification(no, { amount: { total: total - 1, payer_total: total - 1, currency: 'CNY' } })],
      ['another merchant (signed)', fake.notification(no, { mchid: '1900009999' })],
      ['another app (signed)', fake.notification(no, { appid: 'wx9999999999999999' })],
      ['not paid (signed)', fake.notification(no, { trade_state: 'NOTPAY' })],
      ['another event (signed)', fake.notification(no, {}, { eventType: 'REFUND.SUCCESS' })],
    ];
    for (const [what, notification] of hostile) {
      const answer = await fake.deliver(notification, notifyUrl());
      expect({ what, status: answer.status }).toEqual({ what, status: 400 });
      expect(JSON.parse(answer.text)).toMatchObject({ code: 'FAIL' });
    }
    for (const body of ['{"resource":', 'not json', '']) {
      const response = await fetch(notifyUrl(), { method: 'POST', headers: { ...genuine.headers }, body });
      expect(response.status).toBe(400);
    }
    expect((await orderRow(order.id)).status).toBe(1);
    expect((await paymentRows(order.id)).map((r) => [r.paymentNo, r.status])).toEqual([[no, 'pending']]);
    expect([...fake.refunds.values()].filter((r) => r.outTradeNo === no)).toEqual([]);

    // The genuine one still pays afterwards.
    expect((await fake.deliver(fake.payTransaction(no))).status).toBe(204);
    expect((await orderRow(order.id)).status).toBe(2);
  });

  it('money paid just before a new attempt is found by the query API: it pays the order, the new attempt is refused, nothing is refunded', async () => {
    const { order, started: first } = await startedOrder();
    const late = fake.payTransaction(first.payment_no);
    const second = await payOnline(server, order.id);
    expect(second.status).toBe(422);
    expect(await orderRow(order.id)).toMatchObject({ status: 2, payMethod: 'online' });
    expect((await fake.deliver(late)).status).toBe(204);
    expect((await paymentRows(order.id)).map((r) => [r.paymentNo, r.status])).toEqual([[first.payment_no, 'paid']]);
    expect([...fake.refunds.values()].filter((r) => r.outTradeNo === first.payment_no)).toEqual([]);
  });

  it('money that lands for a voided attempt (paid just after the query) goes back through the refund API, once', async () => {
    const { order, started: first } = await startedOrder();
    const ask = provider.queryPayment!;
    let late: FakeNotification | null = null;
    provider.queryPayment = async (no) => {
      const answer = await ask(no);
      late = fake.payTransaction(no);
      return answer;
    };
    try {
      expect((await payOnline(server, order.id)).status).toBe(200);
    } finally {
      provider.queryPayment = ask;
    }
    const answers = await Promise.all([fake.deliver(late!), fake.deliver(late!)]);
    expect(answers.map((a) => a.status)).toEqual([204, 204]);
    const refund = fake.refunds.get(`RF${first.payment_no}`)!;
    expect(refund).toMatchObject({ outTradeNo: first.payment_no, refund: Math.round(Number(order.pay_total) * 100) });
    expect([...fake.refunds.values()].filter((r) => r.outTradeNo === first.payment_no)).toHaveLength(1);
    const rows = await paymentRows(order.id);
    expect(rows.find((r) => r.paymentNo === first.payment_no)).toMatchObject({ status: 'refunded', refundTo: 'origin', refundRef: refund.refundId });
    expect((await orderRow(order.id)).status).toBe(1);
  });

  it('an answer not signed by WeChat Pay is not trusted: the attempt fails with a clear message, nothing pending', async () => {
    const other = await startServer({
      app: { payments: wechatPayProvider({ ...config, platformPublicKey: stranger().publicKey }) },
      database: server.database,
    });
    try {
      const [goods] = await plainGoods(other, 1, 3);
      const order = await orderOf(other, demo, [{ goods: goods!, number: 1 }]);
      const answer = await payOnline(other, order.id);
      expect(answer.status).toBe(503);
      expect(answer.body.message).toBe('支付渠道暂时无法连接，请稍后重试或选择其他支付方式');
      expect((await paymentRows(order.id, other)).map((r) => r.status)).toEqual(['failed']);
    } finally {
      await other.close();
    }
  });
  it("a notification that never came: the pay page's status poll asks the query API and the order is paid once", async () => {
    const { order, started } = await startedOrder();
    const notification = fake.payTransaction(started.payment_no);
    // Young attempts are left to their notification.
    const early = await server.api<{ status: string }>(`/api/payment/${started.payment_no}`, as(demo));
    expect(early.body.data.status).toBe('pending');
    await server.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(payments.paymentNo, started.payment_no));
    const polled = await server.api<{ status: string; order_status: number }>(`/api/payment/${started.payment_no}`, as(demo));
    expect(polled.body.data).toMatchObject({ status: 'paid', order_status: 2 });
    expect(fake.calls).toContain(`GET /v3/pay/transactions/out-trade-no/${started.payment_no}`);
    // The notification arriving after all changes nothing.
    expect(await fake.deliver(notification)).toEqual(expect.objectContaining({ status: 204 }));
    expect((await paymentRows(order.id)).map((r) => r.status)).toEqual(['paid']);
  });
});

import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PayInfo } from '../../shared/contract/order';
import type {} from '../../server/services/payment/provider';
import { wechatPayProvider } from '../../server/services/payment/wechatpay';
import { type FakeNotification } from '../support/fake-wechatpay';
import { startServer } from './harness';
import { ageAttempt, orderRow, paymentRows, payOnline, pollPayment, wechatPayConfigOf, withWechatPay } from './payment-fixtures';
import { as, orderOf, plainGoods } from './order-fixtures';

// WeChat Pay v3 configured against a local API that speaks its protocol with keys made for this run.
const the = withWechatPay();

const stranger = () =>
  generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';
const notifyUrl = () => `${the.server.base}/api/payment/notify/wechatpay`;

let goodsSkip = 0;
async function startedOrder() {
  const [goods] = await plainGoods(the.server, 1, goodsSkip++ % 8);
  const order = await orderOf(the.server, the.demo, [{ goods: goods!, number: 1 }]);
  const started = await payOnline(the.server, the.demo, order.id);
  expect(started.status).toBe(200);
  return { order, started: started.body.data };
}

describe('WeChat Pay v3 (against the local API)', () => {
  it('offers 微信支付: a QR code (native) on desktop, H5 on phones; every request is signed and verified', async () => {
    const [goods] = await plainGoods(the.server, 1, 0);
    const order = await orderOf(the.server, the.demo, [{ goods: goods!, number: 1 }]);
    const info = await the.server.api<PayInfo>(`/api/order/${order.id}/pay`, as(the.demo));
    expect(info.body.data.methods.find((m) => m.method === 'online')).toMatchObject({ name: '微信支付', enabled: 1 });

    const desktop = await payOnline(the.server, the.demo, order.id);
    expect(desktop.body.data).toMatchObject({ status: 'pending', pay_action: 'qr' });
    expect(desktop.body.data.pay_url).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(desktop.body.data.qr_image).toContain(encodeURIComponent(desktop.body.data.pay_url));
    const transaction = the.fake.transactions.get(desktop.body.data.payment_no)!;
    expect(transaction).toMatchObject({ kind: 'native', total: Math.round(Number(order.pay_total) * 100), notifyUrl: notifyUrl() });

    const phone = await payOnline(the.server, the.demo, order.id, PHONE);
    expect(phone.body.data.pay_action).toBe('redirect');
    const h5 = new URL(phone.body.data.pay_url);
    expect(h5.origin).toBe('https://wx.tenpay.com');
    expect(h5.searchParams.get('redirect_url')).toBe(`${the.server.base}/cart/step4?id=${order.id}`);
    // The H5 attempt voided the native one, at WeChat Pay too.
    expect(the.fake.calls).toContain(`POST /v3/pay/transactions/out-trade-no/${desktop.body.data.payment_no}/close`);
    expect(the.fake.transactions.get(desktop.body.data.payment_no)!.state).toBe('CLOSED');
    expect(the.fake.refused).toBe(0);
  });

  it('a true notification arriving three times at once pays the order exactly once; a replay changes nothing', async () => {
    const { order, started } = await startedOrder();
    const notification = the.fake.payTransaction(started.payment_no);
    const answers = await Promise.all([1, 2, 3].map(() => the.fake.deliver(notification)));
    expect(answers.map((a) => a.status)).toEqual([204, 204, 204]);
    expect(await orderRow(the.server, order.id)).toMatchObject({ status: 2, payMethod: 'online' });
    const transactionId = the.fake.transactions.get(started.payment_no)!.transactionId;
    expect((await paymentRows(the.server, order.id)).map((r) => [r.status, r.providerRef])).toEqual([['paid', transactionId]]);

    expect((await the.fake.deliver(notification)).status).toBe(204);
    expect((await paymentRows(the.server, order.id)).map((r) => r.status)).toEqual(['paid']);
    expect([...the.fake.refunds.values()].filter((r) => r.outTradeNo === started.payment_no)).toEqual([]);
  });

  it('refuses forged, stale, tampered, undecryptable, wrong-amount and wrong-merchant notifications, changing nothing', async () => {
    const { order, started } = await startedOrder();
    const no = started.payment_no;
    const total = the.fake.transactions.get(no)!.total;
    const genuine = the.fake.notification(no);
    const tamperedBody: FakeNotification = { ...genuine, body: genuine.body.replace('"summary":"支付成功"', '"summary":"支付成功 "') };
    const { 'wechatpay-signature': _signature, ...unsignedHeaders } = genuine.headers;

    const hostile: [string, FakeNotification][] = [
      ['forged (signed by another key)', the.fake.notification(no, {}, { signingKey: stranger().privateKey })],
      ['another key named in Wechatpay-Serial', the.fake.notification(no, {}, { serial: 'PUB_KEY_ID_OTHER' })],
      ['stale (signed ten minutes ago: a replay from long ago)', the.fake.notification(no, {}, { skewSeconds: -600 })],
      ['tampered (body changed after signing)', tamperedBody],
      ['no signature', { ...genuine, headers: unsignedHeaders }],
      ['encrypted with another APIv3 key (signed)', the.fake.notification(no, {}, { apiV3Key: 'k'.repeat(32) })],
      ['wrong amount (signed)', the.fake.notification(no, { amount: { total: total - 1, payer_total: total - 1, currency: 'CNY' } })],
      ['another merchant (signed)', the.fake.notification(no, { mchid: '1900009999' })],
      ['another app (signed)', the.fake.notification(no, { appid: 'wx9999999999999999' })],
      ['not paid (signed)', the.fake.notification(no, { trade_state: 'NOTPAY' })],
      ['another event (signed)', the.fake.notification(no, {}, { eventType: 'REFUND.SUCCESS' })],
    ];
    for (const [what, notification] of hostile) {
      const answer = await the.fake.deliver(notification, notifyUrl());
      expect({ what, status: answer.status }).toEqual({ what, status: 400 });
      expect(JSON.parse(answer.text)).toMatchObject({ code: 'FAIL' });
    }
    for (const body of ['{"resource":', 'not json', '']) {
      const response = await fetch(notifyUrl(), { method: 'POST', headers: { ...genuine.headers }, body });
      expect(response.status).toBe(400);
    }
    expect((await orderRow(the.server, order.id)).status).toBe(1);
    expect((await paymentRows(the.server, order.id)).map((r) => [r.paymentNo, r.status])).toEqual([[no, 'pending']]);
    expect([...the.fake.refunds.values()].filter((r) => r.outTradeNo === no)).toEqual([]);

    // The genuine one still pays afterwards.
    expect((await the.fake.deliver(the.fake.payTransaction(no))).status).toBe(204);
    expect((await orderRow(the.server, order.id)).status).toBe(2);
  });

  it('money paid just before a new attempt is found by the query API: it pays the order, the new attempt is refused, nothing is refunded', async () => {
    const { order, started: first } = await startedOrder();
    const late = the.fake.payTransaction(first.payment_no);
    const second = await payOnline(the.server, the.demo, order.id);
    expect(second.status).toBe(422);
    expect(await orderRow(the.server, order.id)).toMatchObject({ status: 2, payMethod: 'online' });
    expect((await the.fake.deliver(late)).status).toBe(204);
    expect((await paymentRows(the.server, order.id)).map((r) => [r.paymentNo, r.status])).toEqual([[first.payment_no, 'paid']]);
    expect([...the.fake.refunds.values()].filter((r) => r.outTradeNo === first.payment_no)).toEqual([]);
  });

  it('money that lands for a voided attempt (paid just after the query) goes back through the refund API, once', async () => {
    const { order, started: first } = await startedOrder();
    const ask = the.provider.queryPayment!;
    let late: FakeNotification | null = null;
    the.provider.queryPayment = async (no) => {
      const answer = await ask(no);
      late = the.fake.payTransaction(no);
      return answer;
    };
    try {
      expect((await payOnline(the.server, the.demo, order.id)).status).toBe(200);
    } finally {
      the.provider.queryPayment = ask;
    }
    const answers = await Promise.all([the.fake.deliver(late!), the.fake.deliver(late!)]);
    expect(answers.map((a) => a.status)).toEqual([204, 204]);
    const refund = the.fake.refunds.get(`RF${first.payment_no}`)!;
    expect(refund).toMatchObject({ outTradeNo: first.payment_no, refund: Math.round(Number(order.pay_total) * 100) });
    expect([...the.fake.refunds.values()].filter((r) => r.outTradeNo === first.payment_no)).toHaveLength(1);
    const rows = await paymentRows(the.server, order.id);
    expect(rows.find((r) => r.paymentNo === first.payment_no)).toMatchObject({ status: 'refunded', refundTo: 'origin', refundRef: refund.refundId });
    expect((await orderRow(the.server, order.id)).status).toBe(1);
  });

  it('an answer not signed by WeChat Pay is not trusted: the attempt fails with a clear message, nothing pending', async () => {
    const other = await startServer({
      app: { payments: wechatPayProvider({ ...wechatPayConfigOf(the.fake), platformPublicKey: stranger().publicKey }) },
      database: the.server.database,
    });
    try {
      const [goods] = await plainGoods(other, 1, 3);
      const order = await orderOf(other, the.demo, [{ goods: goods!, number: 1 }]);
      const answer = await payOnline(other, the.demo, order.id);
      expect(answer.status).toBe(503);
      expect(answer.body.message).toBe('支付渠道暂时无法连接，请稍后重试或选择其他支付方式');
      expect((await paymentRows(other, order.id)).map((r) => r.status)).toEqual(['failed']);
    } finally {
      await other.close();
    }
  });
  it("a notification that never came: the pay page's status poll asks the query API and the order is paid once", async () => {
    const { order, started } = await startedOrder();
    const notification = the.fake.payTransaction(started.payment_no);
    // Young attempts are left to their notification.
    expect((await pollPayment(the.server, the.demo, started.payment_no)).body.data.status).toBe('pending');
    await ageAttempt(the.server, started.payment_no);
    const polled = await pollPayment(the.server, the.demo, started.payment_no);
    expect(polled.body.data).toMatchObject({ status: 'paid', order_status: 2 });
    expect(the.fake.calls).toContain(`GET /v3/pay/transactions/out-trade-no/${started.payment_no}`);
    // The notification arriving after all changes nothing.
    expect(await the.fake.deliver(notification)).toEqual(expect.objectContaining({ status: 204 }));
    expect((await paymentRows(the.server, order.id)).map((r) => r.status)).toEqual(['paid']);
  });
});

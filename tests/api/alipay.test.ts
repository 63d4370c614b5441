import { createSign, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PayInfo } from '../../shared/contract/order';
import type {} from '../../server/services/payment/provider';
import { ageAttempt, DESKTOP, orderRow, paymentRows, payOnline, pollPayment, withAlipay } from './payment-fixtures';
import { as, ephedrineGoods, orderOf, plainGoods, yuan } from './order-fixtures';

// Alipay configured against a local gateway that speaks Alipay's protocol with keys made for this run.
const the = withAlipay();

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

let goodsSkip = 0;
async function startedOrder(userAgent = DESKTOP) {
  const [goods] = await plainGoods(the.server, 1, goodsSkip++ % 8);
  const order = await orderOf(the.server, the.demo, [{ goods: goods!, number: 1 }]);
  const started = await payOnline(the.server, the.demo, order.id, userAgent);
  expect(started.status).toBe(200);
  // The buyer's browser goes to Alipay's page, which opens the trade at the gateway.
  const page = await fetch(started.body.data.pay_url);
  expect(page.status).toBe(200);
  return { order, started: started.body.data };
}

/** What a hostile notification must leave: the order unpaid, its attempt pending, no money sent back. */
async function expectUnchanged(orderId: number, paymentNo: string) {
  expect((await orderRow(the.server, orderId)).status).toBe(1);
  const rows = await paymentRows(the.server, orderId);
  expect(rows.map((r) => [r.paymentNo, r.status])).toEqual([[paymentNo, 'pending']]);
  expect([...the.fake.refunds.values()].filter((r) => r.outTradeNo === paymentNo)).toEqual([]);
}

describe('Alipay (against the local gateway)', () => {
  it('offers 支付宝 and sends a desktop buyer to the page pay, a phone to the wap pay, both signed RSA2', async () => {
    const [goods] = await plainGoods(the.server, 1, 0);
    const order = await orderOf(the.server, the.demo, [{ goods: goods!, number: 1 }]);
    const info = await the.server.api<PayInfo>(`/api/order/${order.id}/pay`, as(the.demo));
    expect(info.body.data.methods.find((m) => m.method === 'online')).toMatchObject({ name: '支付宝', enabled: 1 });

    const desktop = await payOnline(the.server, the.demo, order.id);
    expect(desktop.body.data).toMatchObject({ status: 'pending', pay_action: 'redirect' });
    const url = new URL(desktop.body.data.pay_url);
    expect(url.origin + url.pathname).toBe(the.fake.gateway);
    expect(url.searchParams.get('method')).toBe('alipay.trade.page.pay');
    expect(url.searchParams.get('notify_url')).toBe(`${the.server.base}/api/payment/notify/alipay`);
    const page = await fetch(desktop.body.data.pay_url);
    expect(page.status).toBe(200);
    const trade = the.fake.trades.get(desktop.body.data.payment_no)!;
    expect(trade.totalAmount).toBe(order.pay_total);

    const phone = await payOnline(the.server, the.demo, order.id, PHONE);
    expect(new URL(phone.body.data.pay_url).searchParams.get('method')).toBe('alipay.trade.wap.pay');
    // The phone's attempt voided the desktop one, at the gateway too.
    expect(the.fake.calls).toContain('alipay.trade.close');
    expect(the.fake.trades.get(desktop.body.data.payment_no)!.status).toBe('TRADE_CLOSED');
  });

  it('a page URL whose signature was tampered with is refused by the gateway', async () => {
    const { started } = await startedOrder();
    const url = new URL(started.pay_url);
    const biz = JSON.parse(url.searchParams.get('biz_content')!) as Record<string, string>;
    url.searchParams.set('biz_content', JSON.stringify({ ...biz, total_amount: '0.01' }));
    expect((await fetch(url)).status).toBe(400);
  });

  it('a true notification arriving three times at once pays the order exactly once', async () => {
    const { order, started } = await startedOrder();
    const notification = the.fake.payTrade(started.payment_no);
    const answers = await Promise.all([1, 2, 3].map(() => the.fake.deliver(notification)));
    expect(answers).toEqual([1, 2, 3].map(() => ({ status: 200, text: 'success' })));
    const row = await orderRow(the.server, order.id);
    expect(row).toMatchObject({ status: 2, payMethod: 'online' });
    const rows = await paymentRows(the.server, order.id);
    expect(rows.map((r) => [r.status, r.providerRef])).toEqual([['paid', notification.trade_no]]);
    expect(the.fake.refunds.size === 0 || [...the.fake.refunds.values()].every((r) => r.outTradeNo !== started.payment_no)).toBe(true);

    // The same notification replayed later: accepted as already handled, nothing moves.
    expect(await the.fake.deliver(notification)).toEqual({ status: 200, text: 'success' });
    expect((await paymentRows(the.server, order.id)).map((r) => r.status)).toEqual(['paid']);
  });

  it('refuses forged, tampered, wrong-amount, wrong-app, wrong-seller and unpaid notifications, changing nothing', async () => {
    const { order, started } = await startedOrder();
    const no = started.payment_no;
    const trade = the.fake.trades.get(no)!;
    const stranger = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const genuine = the.fake.notification(no);
    const { sign: _sign, sign_type: _type, ...unsigned } = genuine;
    const content = Object.keys(unsigned)
      .sort()
      .map((k) => `${k}=${unsigned[k]}`)
      .join('&');
    const forged = { ...unsigned, sign_type: 'RSA2', sign: createSign('RSA-SHA256').update(content).sign(stranger.privateKey, 'base64') };
    const wrongCents = yuan(Math.round(Number(trade.totalAmount) * 100) - 1);

    const hostile: [string, Record<string, string>][] = [
      ['forged (signed by another key)', forged],
      ['tampered (amount changed after signing)', { ...genuine, total_amount: wrongCents }],
      ['tampered (another payment number)', { ...genuine, out_trade_no: `${no}9` }],
      ['wrong amount (signed)', the.fake.notification(no, { total_amount: wrongCents })],
      ['wrong app id (signed)', the.fake.notification(no, { app_id: '2021000000009999' })],
      ['wrong seller (signed)', the.fake.notification(no, { seller_id: '2088000000009999' })],
      ['not paid (signed)', the.fake.notification(no, { trade_status: 'WAIT_BUYER_PAY' })],
      ['closed (signed)', the.fake.notification(no, { trade_status: 'TRADE_CLOSED' })],
      ['downgraded to RSA (SHA1)', { ...genuine, sign_type: 'RSA' }],
      ['no signature', unsigned],
    ];
    for (const [what, fields] of hostile) {
      const answer = await the.fake.deliver(fields, `${the.server.base}/api/payment/notify/alipay`);
      expect({ what, answer }).toEqual({ what, answer: { status: 400, text: 'fail' } });
    }
    // Not a genuine form at all: a forged one as JSON, garbage, nothing.
    for (const [type, body] of [
      ['application/json', JSON.stringify(forged)],
      ['application/json', '{"sign":'],
      ['application/x-www-form-urlencoded', '%%%&&&=='],
      ['text/plain', 'success'],
      ['application/x-www-form-urlencoded', ''],
    ] as const) {
      const response = await fetch(`${the.server.base}/api/payment/notify/alipay`, { method: 'POST', headers: { 'content-type': type }, body });
      expect(response.status).toBe(400);
    }
    await expectUnchanged(order.id, no);

    // The genuine one still pays afterwards.
    expect(await the.fake.deliver(the.fake.payTrade(no))).toEqual({ status: 200, text: 'success' });
    expect((await orderRow(the.server, order.id)).status).toBe(2);
  });

  it('money paid just before a new attempt is found by alipay.trade.query: it pays the order, the new attempt is refused, nothing is refunded', async () => {
    const { order, started: first } = await startedOrder();
    // The buyer paid on Alipay's page; the notification is still on its way when the page starts another attempt.
    const late = the.fake.payTrade(first.payment_no);
    const second = await payOnline(the.server, the.demo, order.id);
    expect(second.status).toBe(422);
    expect(second.body.message).toBe('该订单已通过在线支付完成付款，无需再次支付');
    expect(await orderRow(the.server, order.id)).toMatchObject({ status: 2, payMethod: 'online' });
    expect(await the.fake.deliver(late)).toEqual({ status: 200, text: 'success' });
    expect((await paymentRows(the.server, order.id)).map((r) => [r.paymentNo, r.status])).toEqual([[first.payment_no, 'paid']]);
    expect([...the.fake.refunds.values()].filter((r) => r.outTradeNo === first.payment_no)).toEqual([]);
  });

  it('money that lands for a voided attempt (paid just after the query) goes back through alipay.trade.refund, once', async () => {
    const { order, started: first } = await startedOrder();
    // The buyer pays the very moment after Alipay answered "not paid": the close then fails, and the money arrives late.
    const ask = the.provider.queryPayment!;
    let late: Record<string, string> | null = null;
    the.provider.queryPayment = async (no) => {
      const answer = await ask(no);
      late = the.fake.payTrade(no);
      return answer;
    };
    let second;
    try {
      second = await payOnline(the.server, the.demo, order.id);
    } finally {
      the.provider.queryPayment = ask;
    }
    expect(second.status).toBe(200);
    const answers = await Promise.all([the.fake.deliver(late!), the.fake.deliver(late!)]);
    expect(answers.map((a) => a.text)).toEqual(['success', 'success']);
    const rows = await paymentRows(the.server, order.id);
    expect(rows.find((r) => r.paymentNo === first.payment_no)).toMatchObject({ status: 'refunded', refundTo: 'origin', refundRef: `RF${first.payment_no}` });
    expect([...the.fake.refunds.entries()].filter(([, r]) => r.outTradeNo === first.payment_no)).toEqual([
      [`RF${first.payment_no}`, { outTradeNo: first.payment_no, amount: order.pay_total }],
    ]);
    expect((await orderRow(the.server, order.id)).status).toBe(1);
  });

  it('an is_hm order cannot use 支付宝 (it must be paid from a corporate account)', async () => {
    const hm = await ephedrineGoods(the.server);
    const order = await orderOf(the.server, the.demo, [{ goods: hm, number: Math.max(hm.minBuy, hm.step) }]);
    const info = await the.server.api<PayInfo>(`/api/order/${order.id}/pay`, as(the.demo));
    expect(info.body.data.methods.find((m) => m.method === 'online')).toMatchObject({ enabled: 0 });
    const refused = await payOnline(the.server, the.demo, order.id);
    expect(refused.status).toBe(422);
    expect(await paymentRows(the.server, order.id)).toEqual([]);
  });
  it("a notification that never came: the pay page's status poll asks alipay.trade.query and the order is paid once", async () => {
    const { order, started } = await startedOrder();
    const notification = the.fake.payTrade(started.payment_no);
    // Young attempts are left to their notification.
    expect((await pollPayment(the.server, the.demo, started.payment_no)).body.data.status).toBe('pending');
    await ageAttempt(the.server, started.payment_no);
    const polled = await pollPayment(the.server, the.demo, started.payment_no);
    expect(polled.body.data).toMatchObject({ status: 'paid', order_status: 2 });
    expect(the.fake.calls).toContain('alipay.trade.query');
    // The notification arriving after all changes nothing.
    expect(await the.fake.deliver(notification)).toEqual({ status: 200, text: 'success' });
    expect((await paymentRows(the.server, order.id)).map((r) => r.status)).toEqual(['paid']);
  });
});

import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, PayInfo, PaymentStatus, PayResult, WalletLogEntry } from '../../shared/contract/order';
import type { Page } from '../../shared/contract/envelope';
import { orders, payments, walletTransactions } from '../../server/db/schema';
import { sandboxProvider, type SandboxProvider } from '../../server/services/payment/sandbox';
import { form, json, startServer, type TestServer } from './harness';
import { as, balanceOf, ephedrineGoods, loginAs, orderOf, PAY_PASSWORD, plainGoods, setPayPassword, withKey, yuan, type Who } from './order-fixtures';
import { transferDeclaration } from './fixtures/transfer';

let server: TestServer;
let provider: SandboxProvider;
let demo: Who;
let short: Who;
let other: Who;

beforeAll(async () => {
  provider = sandboxProvider('test-secret');
  server = await startServer({ app: { payments: provider, publicUrl: 'https://yaopi.example' } });
  demo = await loginAs(server, 'demo');
  short = await loginAs(server, 'tjtongji');
  other = await loginAs(server, 'chain');
  // Wallet payments need the 支付密码 (tests/security/pay-password.test.ts covers it).
  await Promise.all([setPayPassword(server, demo), setPayPassword(server, short)]);
});
afterAll(() => server?.close());

const pay = (who: Who, id: number, body: Record<string, unknown>, key?: string) => {
  const init = as(who, json(body));
  return server.api<PayResult>(`/api/order/${id}/pay`, key ? withKey(key, init) : init);
};
const statusOf = async (id: number) => (await server.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const paymentCount = async () => (await server.db.select({ n: count() }).from(payments))[0]!.n;

describe('wallet payment', () => {
  it('pays at once: balance goes down by the pay total, one 消费 ledger row, order 待发货', async () => {
    const [a] = await plainGoods(server, 1, 0);
    const order = await orderOf(server, demo, [{ goods: a!, number: 2 }]);
    const info = await server.api<PayInfo>(`/api/order/${order.id}/pay`, as(demo));
    expect(info.status).toBe(200);
    expect(info.body.data.methods.find((m) => m.method === 'wallet')).toMatchObject({ enabled: 1, reason: '' });
    expect(info.body.data.bank.account_name).not.toBe('');
    const before = await balanceOf(server, demo);
    const paid = await pay(demo, order.id, { method: 'wallet', pay_password: PAY_PASSWORD });
    expect(paid.status).toBe(200);
    expect(paid.body.data.status).toBe('paid');
    const fen = Math.round(Number(order.pay_total) * 100);
    expect(await balanceOf(server, demo)).toBe(before - fen);
    const log = await server.api<Page<WalletLogEntry>>('/api/user/user_money_log?use_type=2', as(demo));
    expect(log.body.data.data[0]).toMatchObject({ amount: `-${order.pay_total}`, balance_after: yuan(before - fen), use_type: 2, order_no: order.order_no });
    const detail = await server.api<OrderDetail>(`/api/order/${order.id}`, as(demo));
    expect(detail.body.data).toMatchObject({ status: 2, status_text: '待发货', pay_method: 'wallet' });
    expect(detail.body.data.paid_at).toBeGreaterThan(0);
    const again = await pay(demo, order.id, { method: 'wallet', pay_password: PAY_PASSWORD });
    expect(again.status).toBe(422);
    expect(await balanceOf(server, demo)).toBe(before - fen);
  });

  it('the same Idempotency-Key pays once, even when sent concurrently', async () => {
    const [a] = await plainGoods(server, 1, 1);
    const order = await orderOf(server, demo, [{ goods: a!, number: 1 }]);
    const before = await balanceOf(server, demo);
    const answers = await Promise.all([1, 2, 3].map(() => pay(demo, order.id, { method: 'wallet', pay_password: PAY_PASSWORD }, `pay-${order.id}`)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((r) => r.body.data.payment_no)).size).toBe(1);
    expect(await balanceOf(server, demo)).toBe(before - Math.round(Number(order.pay_total) * 100));
  });

  it('never takes the balance below zero: two orders whose sum exceeds it, paid concurrently → exactly one paid', async () => {
    const [a] = await plainGoods(server, 1, 2);
    // Each order costs more than half the balance and less than all of it.
    const balance = await balanceOf(server, short);
    const number = Math.floor(balance / a!.priceFen / 2) + 1;
    const first = await orderOf(server, short, [{ goods: a!, number }]);
    const second = await orderOf(server, short, [{ goods: a!, number }]);
    expect(Number(first.pay_total) * 100).toBeLessThanOrEqual(balance);
    const answers = await Promise.all([
      pay(short, first.id, { method: 'wallet', pay_password: PAY_PASSWORD }),
      pay(short, second.id, { method: 'wallet', pay_password: PAY_PASSWORD }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(answers.find((r) => r.status === 422)!.body.message).toBe('余额不足');
    expect(await balanceOf(server, short)).toBeGreaterThanOrEqual(0);
    const statuses = [(await statusOf(first.id)).status, (await statusOf(second.id)).status].sort();
    expect(statuses).toEqual([1, 2]);
    const unpaid = (await statusOf(first.id)).status === 1 ? first.id : second.id;
    const info = await server.api<PayInfo>(`/api/order/${unpaid}/pay`, as(short));
    expect(info.body.data.methods.find((m) => m.method === 'wallet')).toMatchObject({ enabled: 0, reason: '余额不足' });
  });

  it('refuses the wallet for an order with ephedrine-type goods (is_hm)', async () => {
    const hm = await ephedrineGoods(server);
    const order = await orderOf(server, demo, [{ goods: hm, number: Math.max(hm.minBuy, hm.step) }]);
    expect(order.is_hm).toBe(1);
    expect(order.pay_path).toBe(`/cart/hm?id=${order.id}`);
    const info = await server.api<PayInfo>(`/api/order/${order.id}/pay`, as(demo));
    expect(info.body.data.methods.find((m) => m.method === 'wallet')).toMatchObject({ enabled: 0, reason: '含麻药品订单须对公转账' });
    const before = await balanceOf(server, demo);
    const refused = await pay(demo, order.id, { method: 'wallet', pay_password: PAY_PASSWORD });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('含麻药品须对公账户付款');
    expect(await balanceOf(server, demo)).toBe(before);
    expect((await statusOf(order.id)).status).toBe(1);

    const { payer_account: _account, ...withoutAccount } = transferDeclaration;
    const noAccount = await pay(demo, order.id, withoutAccount);
    expect(noAccount.status).toBe(422);
    expect(noAccount.body.errors).toEqual({ payer_account: ['含麻药品须对公账户付款，请填写付款账号'] });
    const declared = await pay(demo, order.id, transferDeclaration);
    expect(declared.status).toBe(200);
    expect(declared.body.data.status).toBe('submitted');
    const receipts = await server.api<Page<{ order_id: number; payer_account: string; receipt_no: string }>>('/api/order/hm', as(demo));
    expect(receipts.body.data.data.find((r) => r.order_id === order.id)).toMatchObject({
      payer_account: transferDeclaration.payer_account,
      receipt_no: transferDeclaration.receipt_no,
    });
  });
});

describe('offline transfer', () => {
  it('needs the payer details (422 per field), then waits for finance and does not expire', async () => {
    const [a] = await plainGoods(server, 1, 3);
    const order = await orderOf(server, demo, [{ goods: a!, number: 1 }]);
    const before = await paymentCount();
    const missing = await pay(demo, order.id, { method: 'offline' });
    expect(missing.status).toBe(422);
    // The messages the transfer form shows before sending (shared/contract/calls/order-input.ts transferInput).
    expect(missing.body.errors).toEqual({
      payer_account_name: ['请填写付款单位（户名）'],
      payer_bank: ['请填写付款银行'],
      receipt_no: ['请填写转账流水号'],
    });
    expect(await paymentCount()).toBe(before);
    const declared = await pay(demo, order.id, { method: 'offline', payer_account_name: '刘建华', payer_bank: '建设银行', receipt_no: '2026112200001' });
    expect(declared.body.data.status).toBe('submitted');
    const row = await statusOf(order.id);
    expect(row).toMatchObject({ status: 1, offlinePending: true, payMethod: 'offline' });
    const { expireUnpaidOrders } = await import('../../server/services/order/expiry');
    await expireUnpaidOrders(server.db, new Date(Date.now() + 3600_000));
    expect((await statusOf(order.id)).status).toBe(1);
  });
});

describe('online payment (sandbox)', () => {
  async function onlineOrder() {
    const [a] = await plainGoods(server, 1, 4);
    const order = await orderOf(server, demo, [{ goods: a!, number: 1 }]);
    const started = await pay(demo, order.id, { method: 'online' });
    expect(started.status).toBe(200);
    return { order, started: started.body.data };
  }

  it('gives a sandbox page URL and a QR image; the page shows the order and escapes', async () => {
    const { order, started } = await onlineOrder();
    expect(started.status).toBe('pending');
    // The QR code's URL carries a single-use payer token (tests/security/payments.test.ts).
    expect(started.pay_url).toMatch(new RegExp(`^https://yaopi\\.example/pay/sandbox/${started.payment_no}\\?t=[A-Za-z0-9_-]{43}$`));
    expect(started.qr_image).toBe(`https://yaopi.example/img/qr.svg?text=${encodeURIComponent(started.pay_url)}`);
    const page = await fetch(`${server.base}${new URL(started.pay_url).pathname}${new URL(started.pay_url).search}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('确认支付');
    expect(html).toContain(order.order_no);
    expect(html).toContain(`¥${order.pay_total}`);
    expect(html).not.toContain('<script');
    const missing = await fetch(`${server.base}/pay/sandbox/%3Cscript%3E`);
    expect(missing.status).toBe(404);
  });

  it('a callback with a bad signature is rejected and the order stays 待付款', async () => {
    const { order, started } = await onlineOrder();
    const forged = {
      ...provider.signNotification({ paymentNo: started.payment_no, amountFen: Math.round(Number(order.pay_total) * 100), tradeNo: 'T1' }),
      sign: '00'.repeat(32),
    };
    const response = await fetch(`${server.base}/api/payment/notify/sandbox`, json(forged));
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('fail');
    const otherSecret = sandboxProvider('another-secret').signNotification({
      paymentNo: started.payment_no,
      amountFen: Math.round(Number(order.pay_total) * 100),
      tradeNo: 'T1',
    });
    expect((await fetch(`${server.base}/api/payment/notify/sandbox`, json(otherSecret))).status).toBe(400);
    const wrongAmount = provider.signNotification({ paymentNo: started.payment_no, amountFen: 1, tradeNo: 'T1' });
    expect((await fetch(`${server.base}/api/payment/notify/sandbox`, json(wrongAmount))).status).toBe(400);
    expect((await statusOf(order.id)).status).toBe(1);
    const status = await server.api<PaymentStatus>(`/api/payment/${started.payment_no}`, as(demo));
    expect(status.body.data).toMatchObject({ status: 'pending', order_status: 1 });
  });

  it('a good callback twice pays the order once', async () => {
    const { order, started } = await onlineOrder();
    const before = await balanceOf(server, demo);
    const good = provider.signNotification({ paymentNo: started.payment_no, amountFen: Math.round(Number(order.pay_total) * 100), tradeNo: 'T2' });
    const body = new URLSearchParams(good as unknown as Record<string, string>).toString();
    const first = await fetch(`${server.base}/api/payment/notify/sandbox`, form(body));
    const second = await fetch(`${server.base}/api/payment/notify/sandbox`, form(body));
    expect([first.status, await first.text(), second.status, await second.text()]).toEqual([200, 'success', 200, 'success']);
    const row = await statusOf(order.id);
    expect(row).toMatchObject({ status: 2, payMethod: 'online' });
    expect(await balanceOf(server, demo)).toBe(before);
    const status = await server.api<PaymentStatus>(`/api/payment/${started.payment_no}`, as(demo));
    expect(status.body.data).toMatchObject({ status: 'paid', order_status: 2 });
  });

  it('the sandbox page’s 确认支付 (with the QR code’s token) pays through the same callback path and links back', async () => {
    const { order, started } = await onlineOrder();
    const token = new URL(started.pay_url).searchParams.get('t')!;
    const confirmed = await fetch(`${server.base}/pay/sandbox/${started.payment_no}/confirm`, form(`token=${token}`));
    expect(confirmed.status).toBe(200);
    const html = await confirmed.text();
    expect(html).toContain('支付成功');
    expect(html).toContain(`/cart/step4?id=${order.id}`);
    expect((await statusOf(order.id)).status).toBe(2);
    const again = await fetch(`${server.base}/pay/sandbox/${started.payment_no}/confirm`, form(`token=${token}`));
    expect(again.status).toBe(403);
    expect((await statusOf(order.id)).status).toBe(2);
    const ledger = await server.db.select().from(walletTransactions).where(eq(walletTransactions.orderId, order.id));
    expect(ledger).toHaveLength(0);
  });

  it('a payment arriving for an order cancelled meanwhile is refunded to its origin, never to the wallet; the order stays cancelled', async () => {
    const { order, started } = await onlineOrder();
    await server.api(`/api/order/${order.id}/cancel`, as(demo, json({})));
    const before = await balanceOf(server, demo);
    const fen = Math.round(Number(order.pay_total) * 100);
    const late = provider.signNotification({ paymentNo: started.payment_no, amountFen: fen, tradeNo: 'T-late' });
    const answer = await fetch(`${server.base}/api/payment/notify/sandbox`, json(late));
    expect([answer.status, await answer.text()]).toEqual([200, 'success']);
    expect((await statusOf(order.id)).status).toBe(5);
    expect(await balanceOf(server, demo)).toBe(before);
    expect(provider.records.filter((r) => r.kind === 'refund' && r.paymentNo === started.payment_no)).toHaveLength(1);
    const detail = await server.api<OrderDetail>(`/api/order/${order.id}`, as(demo));
    expect(detail.body.data.payments.map((p) => p.text)).toEqual([`在线支付 ¥${order.pay_total} 已原路退回`]);
  });
});

describe('refusals', () => {
  it('malformed pay bodies → 422 in Chinese and nothing changes', async () => {
    const [a] = await plainGoods(server, 1, 5);
    const order = await orderOf(server, demo, [{ goods: a!, number: 1 }]);
    const before = [await paymentCount(), await balanceOf(server, demo)];
    for (const body of [{}, { method: 'bitcoin' }, { method: 'offline', payer_account: 'abc' }, [1, 2]]) {
      const response = await server.api(`/api/order/${order.id}/pay`, as(demo, json(body)));
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    const badId = await server.api('/api/order/abc/pay', as(demo, json({ method: 'wallet', pay_password: PAY_PASSWORD })));
    expect(badId.status).toBe(422);
    expect([await paymentCount(), await balanceOf(server, demo)]).toEqual(before);
    expect((await statusOf(order.id)).status).toBe(1);
  });

  it('an expired order cannot be paid (422 订单已超时取消) and is cancelled', async () => {
    const [a] = await plainGoods(server, 1, 6);
    const order = await orderOf(server, demo, [{ goods: a!, number: 1 }]);
    await server.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    const before = await balanceOf(server, demo);
    const response = await pay(demo, order.id, { method: 'wallet', pay_password: PAY_PASSWORD });
    expect(response.status).toBe(422);
    expect(response.body.message).toBe('订单已超时取消');
    expect((await statusOf(order.id)).status).toBe(5);
    expect(await balanceOf(server, demo)).toBe(before);
  });

  it('another buyer’s payment number → 404', async () => {
    const [a] = await plainGoods(server, 1, 7);
    const order = await orderOf(server, demo, [{ goods: a!, number: 1 }]);
    const started = await pay(demo, order.id, { method: 'online' });
    const theirs = await server.api(`/api/payment/${started.body.data.payment_no}`, as(other));
    expect(theirs.status).toBe(404);
    // Nothing of the payment leaks in the refusal.
    expect(JSON.stringify(theirs.body)).not.toContain(String(started.body.data.payment_no));
    expect(theirs.body.data).toBeNull();
  });
});

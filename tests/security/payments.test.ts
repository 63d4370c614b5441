import { Writable } from 'node:stream';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, PayInfo, PayResult } from '../../shared/contract/order';
import { paymentSandboxFromEnv } from '../../server/config';
import { orders, payments, walletTransactions, type PaymentRow } from '../../server/db/schema';
import { isUniqueViolation } from '../../server/db/errors';
import { sandboxProvider, type SandboxProvider } from '../../server/services/payment/sandbox';
import { form, json, startServer, type TestServer } from '../api/harness';
import { as, balanceOf, loginAs, orderOf, PAY_PASSWORD, plainGoods, setPayPassword, type Who } from '../api/order-fixtures';

/**
 * Issue 9 "Money and trust", payments: each hole an attacker reproduced
 * against `npm start`, and the rule that now stops it. Runs on PGlite and,
 * with TEST_DATABASE_URL, on PostgreSQL.
 */

let server: TestServer;
let provider: SandboxProvider;
let demo: Who;
let other: Who;
let goodsSkip = 20;

beforeAll(async () => {
  provider = sandboxProvider('security-secret');
  server = await startServer({ app: { payments: provider } });
  demo = await loginAs(server, 'demo');
  other = await loginAs(server, 'chain');
  await setPayPassword(server, demo);
});
afterAll(() => server?.close());

const pay = (who: Who, id: number, body: Record<string, unknown>) => server.api<PayResult>(`/api/order/${id}/pay`, as(who, json(body)));
const orderRow = async (id: number) => (await server.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const attempts = async (orderId: number): Promise<PaymentRow[]> => server.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);
const attempt = async (no: string): Promise<PaymentRow> => (await server.db.select().from(payments).where(eq(payments.paymentNo, no)))[0]!;
const ledgerCount = async (who: Who) => (await server.db.select({ n: count() }).from(walletTransactions).where(eq(walletTransactions.userId, who.id)))[0]!.n;
const refundsOf = (no: string) => provider.records.filter((r) => r.kind === 'refund' && r.paymentNo === no);
const closesOf = (no: string) => provider.records.filter((r) => r.kind === 'close' && r.paymentNo === no);
const tokenOf = (started: PayResult) => new URL(started.pay_url).searchParams.get('t')!;
const fenOf = (yuan: string) => Math.round(Number(yuan) * 100);

/** What the gateway posts when the buyer's money has been taken for this attempt. */
const callback = (no: string, fen: number, tradeNo = `T${no}`) =>
  fetch(`${server.base}/api/payment/notify/sandbox`, json(provider.signNotification({ paymentNo: no, amountFen: fen, tradeNo })));

async function unpaidOrder(who: Who = demo) {
  const [goods] = await plainGoods(server, 1, goodsSkip++);
  return orderOf(server, who, [{ goods: goods!, number: 1 }]);
}

async function startOnline(who: Who, orderId: number): Promise<PayResult> {
  const started = await pay(who, orderId, { method: 'online' });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return started.body.data;
}

/** The money state a buyer would notice: balance and ledger rows. */
async function walletOf(who: Who) {
  return { balance: await balanceOf(server, who), ledger: await ledgerCount(who) };
}

describe('the sandbox confirm page needs the QR code’s token or the buyer’s session', () => {
  it('a payment number alone pays nothing: no session, no token → a Chinese refusal page (403/404), order and payment unchanged', async () => {
    const order = await unpaidOrder();
    const started = await startOnline(demo, order.id);
    const page = await fetch(`${server.base}/pay/sandbox/${started.payment_no}`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('支付链接无效或已失效');
    for (const body of ['', 'token=', `token=${'A'.repeat(43)}`]) {
      const confirm = await fetch(`${server.base}/pay/sandbox/${started.payment_no}/confirm`, form(body));
      expect(confirm.status, body).toBe(403);
      const html = await confirm.text();
      expect(html).toMatch(/支付链接(无效|已使用)/);
      expect(html).not.toContain('支付成功');
    }
    expect((await orderRow(order.id)).status).toBe(1);
    expect((await attempt(started.payment_no)).status).toBe('pending');
  });

  it('another buyer’s session pays nothing for someone else’s payment number', async () => {
    const order = await unpaidOrder();
    const started = await startOnline(demo, order.id);
    const confirm = await fetch(`${server.base}/pay/sandbox/${started.payment_no}/confirm`, as(other, form('')));
    expect(confirm.status).toBe(403);
    expect((await orderRow(order.id)).status).toBe(1);
  });

  it('the QR code’s token pays once; the same token again is refused and changes nothing', async () => {
    const order = await unpaidOrder();
    const started = await startOnline(demo, order.id);
    expect((await attempt(started.payment_no)).confirmTokenHash).not.toContain(tokenOf(started));
    const page = await fetch(`${server.base}/pay/sandbox/${started.payment_no}?t=${tokenOf(started)}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('确认支付');
    const first = await fetch(`${server.base}/pay/sandbox/${started.payment_no}/confirm`, form(`token=${tokenOf(started)}`));
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('支付成功');
    expect(await orderRow(order.id)).toMatchObject({ status: 2, payMethod: 'online' });
    const before = await walletOf(demo);
    const second = await fetch(`${server.base}/pay/sandbox/${started.payment_no}/confirm`, form(`token=${tokenOf(started)}`));
    expect(second.status).toBe(403);
    expect(await second.text()).toContain('该支付链接已使用或已关闭');
    expect(await walletOf(demo)).toEqual(before);
    expect(refundsOf(started.payment_no)).toHaveLength(0);
  });

  it('the paying buyer’s own session may confirm without the token', async () => {
    const order = await unpaidOrder();
    const started = await startOnline(demo, order.id);
    const page = await fetch(`${server.base}/pay/sandbox/${started.payment_no}`, as(demo));
    expect(await page.text()).not.toContain('name="token"');
    const confirm = await fetch(`${server.base}/pay/sandbox/${started.payment_no}/confirm`, as(demo, form('')));
    expect(confirm.status).toBe(200);
    expect((await orderRow(order.id)).status).toBe(2);
    // The QR code's token is used up with it.
    expect((await fetch(`${server.base}/pay/sandbox/${started.payment_no}/confirm`, form(`token=${tokenOf(started)}`))).status).toBe(403);
  });
});

describe('one live attempt per order; an order is paid exactly once', () => {
  it('two QR codes for one order: the first is voided (in the database and at the gateway) when the second is made; its token pays nothing', async () => {
    const order = await unpaidOrder();
    const first = await startOnline(demo, order.id);
    const second = await startOnline(demo, order.id);
    expect(second.payment_no).not.toBe(first.payment_no);
    const rows = await attempts(order.id);
    expect(rows.map((r) => [r.paymentNo, r.status])).toEqual([
      [first.payment_no, 'closed'],
      [second.payment_no, 'pending'],
    ]);
    expect(closesOf(first.payment_no)).toHaveLength(1);
    const stale = await fetch(`${server.base}/pay/sandbox/${first.payment_no}/confirm`, form(`token=${tokenOf(first)}`));
    expect(stale.status).toBe(403);
    expect((await orderRow(order.id)).status).toBe(1);
  });

  it('a callback for a voided attempt is refunded to its origin: order unchanged, wallet balance and ledger unchanged (the ¥96 hole)', async () => {
    const order = await unpaidOrder();
    const first = await startOnline(demo, order.id);
    const second = await startOnline(demo, order.id);
    const paidSecond = await fetch(`${server.base}/pay/sandbox/${second.payment_no}/confirm`, form(`token=${tokenOf(second)}`));
    expect(paidSecond.status).toBe(200);
    const before = await walletOf(demo);
    const late = await callback(first.payment_no, fenOf(order.pay_total));
    expect([late.status, await late.text()]).toEqual([200, 'success']);
    expect(await orderRow(order.id)).toMatchObject({ status: 2, payMethod: 'online' });
    expect(await walletOf(demo)).toEqual(before);
    expect(refundsOf(first.payment_no)).toEqual([expect.objectContaining({ amountFen: fenOf(order.pay_total) })]);
    expect(await attempt(first.payment_no)).toMatchObject({ status: 'refunded', refundTo: 'origin', refundRef: refundsOf(first.payment_no)[0]!.refundRef });
    // The callback again (gateways retry) refunds nothing more.
    await callback(first.payment_no, fenOf(order.pay_total));
    expect(refundsOf(first.payment_no)).toHaveLength(1);
    const detail = await server.api<OrderDetail>(`/api/order/${order.id}`, as(demo));
    expect(detail.body.data.payments.map((p) => p.text)).toEqual([`在线支付 ¥${order.pay_total} 已原路退回`, `在线支付 ¥${order.pay_total} 已支付`]);
    expect(detail.body.data.timeline.map((t) => t.text)).toContain(`在线支付 ¥${order.pay_total} 已原路退回`);
  });

  it('a callback for a cancelled order’s attempt is refunded to its origin; the order stays cancelled, the wallet untouched', async () => {
    const order = await unpaidOrder();
    const started = await startOnline(demo, order.id);
    const cancelled = await server.api(`/api/order/${order.id}/cancel`, as(demo, json({})));
    expect(cancelled.status).toBe(200);
    expect((await attempt(started.payment_no)).status).toBe('closed');
    expect(closesOf(started.payment_no)).toHaveLength(1);
    const before = await walletOf(demo);
    const late = await callback(started.payment_no, fenOf(order.pay_total));
    expect(late.status).toBe(200);
    expect((await orderRow(order.id)).status).toBe(5);
    expect(await walletOf(demo)).toEqual(before);
    expect(refundsOf(started.payment_no)).toHaveLength(1);
    expect((await attempt(started.payment_no)).status).toBe('refunded');
  });

  it('concurrent callbacks of two attempts: the order is paid once, the other money refunded', async () => {
    const order = await unpaidOrder();
    const first = await startOnline(demo, order.id);
    const second = await startOnline(demo, order.id);
    const before = await walletOf(demo);
    const answers = await Promise.all([callback(first.payment_no, fenOf(order.pay_total)), callback(second.payment_no, fenOf(order.pay_total))]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const rows = await attempts(order.id);
    expect(rows.filter((r) => r.status === 'paid')).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'refunded')).toHaveLength(1);
    expect(refundsOf(first.payment_no).length + refundsOf(second.payment_no).length).toBe(1);
    expect((await orderRow(order.id)).status).toBe(2);
    expect(await walletOf(demo)).toEqual(before);
  });

  it('the database itself refuses a second paid or a second pending attempt for one order', async () => {
    const order = await unpaidOrder();
    await startOnline(demo, order.id);
    const row = (no: string, status: string) => ({
      paymentNo: no,
      orderId: order.id,
      userId: demo.id,
      method: 'online',
      provider: 'sandbox',
      amountFen: 1,
      status,
    });
    const secondPending = await server.db
      .insert(payments)
      .values(row(`PYX${order.id}a`, 'pending'))
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(secondPending)).toBe(true);
    await server.db
      .update(payments)
      .set({ status: 'paid' })
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending')));
    const secondPaid = await server.db
      .insert(payments)
      .values(row(`PYX${order.id}b`, 'paid'))
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(secondPaid)).toBe(true);
  });
});

describe('offline, wallet and online exclude each other while one is pending', () => {
  it('online pending, then a transfer declared: the online attempt is voided, its late callback refunded; one live path', async () => {
    const order = await unpaidOrder();
    const online = await startOnline(demo, order.id);
    const declared = await pay(demo, order.id, { method: 'offline', payer_account_name: '刘建华', payer_bank: '建设银行', receipt_no: 'R-SEC-1' });
    expect(declared.status).toBe(200);
    expect(await attempt(online.payment_no)).toMatchObject({ status: 'closed' });
    expect(closesOf(online.payment_no)).toHaveLength(1);
    const before = await walletOf(demo);
    const late = await callback(online.payment_no, fenOf(order.pay_total));
    expect(late.status).toBe(200);
    expect(refundsOf(online.payment_no)).toHaveLength(1);
    expect(await orderRow(order.id)).toMatchObject({ status: 1, offlinePending: true, payMethod: 'offline' });
    const live = (await attempts(order.id)).filter((r) => r.status === 'pending' || r.status === 'paid');
    expect(live.map((r) => [r.method, r.status])).toEqual([['offline', 'pending']]);
    expect(await walletOf(demo)).toEqual(before);
  });

  it('online pending, then paid from the wallet: the online attempt is voided and its late money refunded, the wallet charged once', async () => {
    const order = await unpaidOrder();
    const online = await startOnline(demo, order.id);
    const start = await walletOf(demo);
    const wallet = await pay(demo, order.id, { method: 'wallet', pay_password: PAY_PASSWORD });
    expect(wallet.body.data.status).toBe('paid');
    expect((await attempt(online.payment_no)).status).toBe('closed');
    await callback(online.payment_no, fenOf(order.pay_total));
    expect(refundsOf(online.payment_no)).toHaveLength(1);
    expect(await orderRow(order.id)).toMatchObject({ status: 2, payMethod: 'wallet' });
    expect(await walletOf(demo)).toEqual({ balance: start.balance - fenOf(order.pay_total), ledger: start.ledger + 1 });
  });

  it('a transfer declared, then online or wallet: refused with a clear message, nothing added', async () => {
    const order = await unpaidOrder();
    await pay(demo, order.id, { method: 'offline', payer_account_name: '刘建华', payer_bank: '建设银行', receipt_no: 'R-SEC-2' });
    const before = await attempts(order.id);
    for (const method of ['online', 'wallet']) {
      const refused = await pay(demo, order.id, { method });
      expect(refused.status, method).toBe(422);
      expect(refused.body.message).toBe('已提交转账信息，请等待财务确认');
    }
    expect(await attempts(order.id)).toEqual(before);
  });
});

describe('the sandbox is a test double, not a back door', () => {
  it.each([
    [{}, 'on'],
    [{ NODE_ENV: 'development' }, 'on'],
    [{ NODE_ENV: 'test', PAYMENT_SANDBOX: '0' }, 'off'],
    [{ NODE_ENV: 'development', PAYMENT_SANDBOX: 'false' }, 'off'],
    [{ NODE_ENV: 'production' }, 'off'],
    [{ NODE_ENV: 'production', PAYMENT_SANDBOX: '1' }, 'off'],
    [{ NODE_ENV: 'production', PAYMENT_SANDBOX: 'force' }, 'forced'],
    [{ PAYMENT_SANDBOX: 'force' }, 'forced'],
  ] as const)('PAYMENT_SANDBOX for %j → %s', (env, setting) => {
    expect(paymentSandboxFromEnv(env as NodeJS.ProcessEnv)).toBe(setting);
  });

  it('off under NODE_ENV=production: /pay/sandbox answers 404, no sandbox callback, 在线支付 shown disabled and refused', async () => {
    const prod = await startServer({ app: { env: { NODE_ENV: 'production' } } });
    try {
      const buyer = await loginAs(prod, 'demo');
      for (const path of ['/pay/sandbox/PY1', '/pay/sandbox/PY1?t=abc', '/pay/sandbox/page.css']) {
        const page = await fetch(`${prod.base}${path}`);
        expect(page.status, path).toBe(404);
      }
      expect((await fetch(`${prod.base}/pay/sandbox/PY1/confirm`, form('token=x'))).status).toBe(404);
      expect((await fetch(`${prod.base}/api/payment/notify/sandbox`, json({}))).status).toBe(404);
      const [goods] = await plainGoods(prod, 1, 0);
      const order = await orderOf(prod, buyer, [{ goods: goods!, number: 1 }]);
      const info = await prod.api<PayInfo>(`/api/order/${order.id}/pay`, as(buyer));
      expect(info.body.data.methods.find((m) => m.method === 'online')).toMatchObject({ enabled: 0, reason: '在线支付暂未开通，请选择其他支付方式' });
      const refused = await prod.api(`/api/order/${order.id}/pay`, as(buyer, json({ method: 'online' })));
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ method: ['在线支付暂未开通，请选择其他支付方式'] });
    } finally {
      await prod.close();
    }
  });

  it('forced in production it serves its pages, and the server warns at start', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const forced = await startServer({ app: { env: { NODE_ENV: 'production', PAYMENT_SANDBOX: 'force' }, logger: { level: 'warn', stream } } });
    try {
      expect((await fetch(`${forced.base}/pay/sandbox/page.css`)).status).toBe(200);
      const warning = lines.map((line) => JSON.parse(line) as { level: number; msg: string }).find((entry) => entry.msg.includes('沙箱支付已开启'));
      expect(warning?.level).toBe(40);
    } finally {
      await forced.close();
    }
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayInfo, PaymentStatus, PayResult } from '../../shared/contract/order';
import { payments } from '../../server/db/schema';
import type {} from '../../server/services/payment/provider';
import { sandboxProvider, type SandboxProvider } from '../../server/services/payment/sandbox';
import { json, startServer, type TestServer } from './harness';
import { orderRow, payOnline, withAgent, withAlipay } from './payment-fixtures';
import { as, balanceOf, loginAs, orderOf, PAY_PASSWORD, plainGoods, type Who } from './order-fixtures';

/**
 * 更换支付方式 (issue 26): a buyer who started paying online switches to the
 * wallet or a transfer. The open attempt is closed in the ledger and at the
 * provider (Alipay's trade.close against the local gateway; the sandbox's
 * journal), a provider that was paid meanwhile is asked first, and money
 * that still lands for the closed attempt is refunded to where it came
 * from: the order is never paid twice.
 */
const the = withAlipay({ payPassword: true });

const pay = (who: Who, id: number, body: Record<string, unknown>) => the.server.api<PayResult>(`/api/order/${id}/pay`, withAgent(as(who, json(body))));
const close = (who: Who, no: string) => the.server.api<PaymentStatus>(`/api/payment/${no}/close`, as(who, json({})));
const payInfo = async (who: Who, id: number) => (await the.server.api<PayInfo>(`/api/order/${id}/pay`, as(who))).body.data;
const attempts = async (orderId: number) =>
  (await the.server.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id)).map((r) => [r.method, r.status]);
const closeCalls = () => the.fake.calls.filter((c) => c === 'alipay.trade.close').length;

let skip = 0;
/** An unpaid order with an open Alipay attempt whose trade the buyer's browser opened at the gateway. */
async function openAttempt(who: Who = the.demo) {
  const [goods] = await plainGoods(the.server, 1, skip++ % 8);
  const order = await orderOf(the.server, who, [{ goods: goods!, number: 1 }]);
  const started = await pay(who, order.id, { method: 'online' });
  expect(started.status).toBe(200);
  expect((await fetch(started.body.data.pay_url)).status).toBe(200);
  return { order, no: started.body.data.payment_no };
}

describe('更换支付方式 (POST /api/payment/:no/close)', () => {
  it('closes the open attempt in the ledger and with alipay.trade.close; the wallet then pays the order once', async () => {
    const { order, no } = await openAttempt();
    // The pay page, reloaded or come back to, sees the open attempt and can offer the way back.
    expect((await payInfo(the.demo, order.id)).open_online).toMatchObject({ payment_no: no, name: '支付宝' });

    const before = closeCalls();
    const closed = await close(the.demo, no);
    expect(closed.status).toBe(200);
    expect(closed.body.data).toEqual({ payment_no: no, status: 'closed', order_id: order.id, order_status: 1 });
    expect(the.fake.trades.get(no)!.status).toBe('TRADE_CLOSED');
    expect(closeCalls()).toBe(before + 1);
    expect((await payInfo(the.demo, order.id)).open_online).toBeNull();
    // Again (a double tap, a retry): the same answer, nothing more at the gateway.
    expect((await close(the.demo, no)).body.data.status).toBe('closed');
    expect(closeCalls()).toBe(before + 1);

    const balance = await balanceOf(the.server, the.demo);
    const paid = await pay(the.demo, order.id, { method: 'wallet', pay_password: PAY_PASSWORD });
    expect(paid.body.data.status).toBe('paid');
    expect(await balanceOf(the.server, the.demo)).toBe(balance - (await orderRow(the.server, order.id)).payTotalFen);
    expect(await attempts(order.id)).toEqual([
      ['online', 'closed'],
      ['wallet', 'paid'],
    ]);
  });

  it('paid at Alipay a moment before the switch: alipay.trade.query finds it, the order is paid by it, the wallet is never charged', async () => {
    const { order, no } = await openAttempt();
    const notification = the.fake.payTrade(no);
    const closed = await close(the.demo, no);
    expect(closed.body.data).toMatchObject({ status: 'paid', order_status: 2 });
    const balance = await balanceOf(the.server, the.demo);
    const wallet = await pay(the.demo, order.id, { method: 'wallet', pay_password: PAY_PASSWORD });
    expect(wallet.status).toBe(422);
    expect(await balanceOf(the.server, the.demo)).toBe(balance);
    // The notification arrives after all: already settled.
    expect(await the.fake.deliver(notification)).toEqual({ status: 200, text: 'success' });
    expect(await attempts(order.id)).toEqual([['online', 'paid']]);
    expect((await orderRow(the.server, order.id)).payMethod).toBe('online');
  });

  it('a late notification of the closed attempt never pays the order twice: refunded once through alipay.trade.refund, the wallet payment stands', async () => {
    const { order, no } = await openAttempt();
    // The buyer pays on the phone right after Alipay answered "not paid": trade.close then fails, and the money lands late.
    const ask = the.provider.queryPayment!;
    let late: Record<string, string> | null = null;
    the.provider.queryPayment = async (paymentNo) => {
      const answer = await ask(paymentNo);
      late = the.fake.payTrade(paymentNo);
      return answer;
    };
    try {
      expect((await close(the.demo, no)).body.data.status).toBe('closed');
    } finally {
      the.provider.queryPayment = ask;
    }
    const balance = await balanceOf(the.server, the.demo);
    expect((await pay(the.demo, order.id, { method: 'wallet', pay_password: PAY_PASSWORD })).body.data.status).toBe('paid');

    // Alipay delivers the notification twice at once.
    const answers = await Promise.all([the.fake.deliver(late!), the.fake.deliver(late!)]);
    expect(answers).toEqual([
      { status: 200, text: 'success' },
      { status: 200, text: 'success' },
    ]);
    expect(await attempts(order.id)).toEqual([
      ['online', 'refunded'],
      ['wallet', 'paid'],
    ]);
    expect([...the.fake.refunds.entries()].filter(([, r]) => r.outTradeNo === no)).toEqual([
      [`RF${no}`, { outTradeNo: no, amount: the.fake.trades.get(no)!.totalAmount }],
    ]);
    const row = await orderRow(the.server, order.id);
    expect(row).toMatchObject({ status: 2, payMethod: 'wallet' });
    expect(await balanceOf(the.server, the.demo)).toBe(balance - row.payTotalFen);

    // And by constraint: a second paid attempt of the order cannot be written, whatever code tried.
    const [online] = await the.server.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.method, 'online')));
    await expect(the.server.db.update(payments).set({ status: 'paid' }).where(eq(payments.id, online!.id))).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23505' }) as unknown,
    });
  });

  it('switching to a transfer closes the attempt too; the transfer is then declared', async () => {
    const { order, no } = await openAttempt();
    expect((await close(the.demo, no)).body.data.status).toBe('closed');
    const transfer = await pay(the.demo, order.id, {
      method: 'offline',
      payer_account_name: '康宁大药房',
      payer_bank: '中国银行',
      receipt_no: 'HZ2026112800001',
    });
    expect(transfer.body.data.status).toBe('submitted');
    expect(await attempts(order.id)).toEqual([
      ['online', 'closed'],
      ['offline', 'pending'],
    ]);
    // A declared transfer is not closed here: finance decides.
    const declared = await close(the.demo, transfer.body.data.payment_no);
    expect(declared.status).toBe(422);
    expect(declared.body.errors).toEqual({ no: ['只有在线支付可以关闭，已提交的转账请联系客服'] });
  });

  it("another buyer's attempt is not found, and nothing changes; its own buyer's close then works", async () => {
    const { no } = await openAttempt();
    const foreign = await close(the.chain, no);
    expect(foreign.status).toBe(404);
    expect(the.fake.trades.get(no)!.status).toBe('WAIT_BUYER_PAY');
    expect((await the.server.db.select().from(payments).where(eq(payments.paymentNo, no)))[0]!.status).toBe('pending');
    expect((await close(the.demo, no)).body.data.status).toBe('closed');
  });

  it('a phone-sized page (device phone) gets Alipay wap even with a desktop User-Agent', async () => {
    const [goods] = await plainGoods(the.server, 1, 3);
    const order = await orderOf(the.server, the.demo, [{ goods: goods!, number: 1 }]);
    const started = await pay(the.demo, order.id, { method: 'online', device: 'phone' });
    expect(started.body.data.pay_action).toBe('redirect');
    expect(new URL(started.body.data.pay_url).searchParams.get('method')).toBe('alipay.trade.wap.pay');
  });
});

describe('the local provider (sandbox)', () => {
  let local: TestServer;
  let sandbox: SandboxProvider;
  let buyer: Who;

  beforeAll(async () => {
    sandbox = sandboxProvider('switch-secret');
    local = await startServer({ app: { payments: sandbox }, database: the.server.database });
    buyer = await loginAs(local, 'jnrenhe');
  });
  afterAll(() => local?.close());

  it('更换支付方式 closes the attempt in its journal, and its page no longer pays', async () => {
    const [goods] = await plainGoods(local, 1, 5);
    const order = await orderOf(local, buyer, [{ goods: goods!, number: 1 }]);
    const started = await payOnline(local, buyer, order.id);
    expect(started.body.data.pay_action ?? 'qr').toBe('qr');
    const no = started.body.data.payment_no;
    const closed = await local.api<PaymentStatus>(`/api/payment/${no}/close`, as(buyer, json({})));
    expect(closed.body.data.status).toBe('closed');
    expect(sandbox.records.filter((r) => r.paymentNo === no).map((r) => r.kind)).toEqual(['close']);
    const page = await fetch(started.body.data.pay_url);
    expect(await page.text()).toContain('该支付链接已使用或已关闭');
  });

  it('a phone is sent to the sandbox page instead of a QR code', async () => {
    const [goods] = await plainGoods(local, 1, 6);
    const order = await orderOf(local, buyer, [{ goods: goods!, number: 1 }]);
    const started = await local.api<PayResult>(`/api/order/${order.id}/pay`, withAgent(as(buyer, json({ method: 'online', device: 'phone' }))));
    expect(started.body.data).toMatchObject({ status: 'pending', pay_action: 'redirect' });
    expect(started.body.data.pay_url).toMatch(/\/pay\/sandbox\/PY\d+\?t=[A-Za-z0-9_-]{43}$/);
  });
});

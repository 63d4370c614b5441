import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, PayResult } from '../../shared/contract/order';
import { goods, orderCancelRequests, orderRefunds, payments, walletTransactions } from '../../server/db/schema';
import { localSeller } from './seller/local-seller';
import { LIFECYCLE_JOBS } from '../../server/services/lifecycle';
import { insertOrder, insertPayment, someGoods } from './fixtures/order';
import { json } from './harness';
import { orderRow, withAlipay } from './payment-fixtures';
import { as, balanceOf, orderOf, PAY_PASSWORD, plainGoods, type Who } from './order-fixtures';
import { registerSellerClient, sellerFetcher } from './seller/client';

/**
 * 申请取消 (issue 26): a paid order waiting to ship asks the seller to cancel
 * it; the seller (its ERP through /api/seller/v1, or the local simulation)
 * approves or refuses. Approval cancels the order and refunds it to where
 * the money came from (wallet → wallet; Alipay → alipay.trade.refund against
 * the local gateway; a transfer → wallet), exactly once: two approvals at
 * the same moment refund once, and the database refuses a second refund row.
 */
const the = withAlipay({ payPassword: true });
let desk: ReturnType<typeof sellerFetcher>;

beforeAll(async () => {
  desk = sellerFetcher(the.server.base, await registerSellerClient(the.server.db, 'erp-cancel', ['after-sales', 'fulfilment']));
});

interface SellerCancelRequest {
  request_no: string;
  order_no: string;
  status: number;
  status_text: string;
  reason: string;
  review_note: string;
  amount_fen: number;
  refund: { refund_no: string; amount_fen: number; refund_to: string; provider: string; provider_ref: string } | null;
}

const detailOf = async (who: Who, id: number) => (await the.server.api<OrderDetail>(`/api/order/${id}`, as(who))).body.data;
const requestCancel = (who: Who, id: number, reason: string) => the.server.api<OrderDetail>(`/api/order/${id}/cancel_request`, as(who, json({ reason })));
const approve = (requestNo: string, requestId: string) =>
  desk<{ cancel_request: SellerCancelRequest }>(`/api/seller/v1/cancel-requests/${requestNo}/approve`, { body: {}, requestId });
const refundRows = async (orderId: number) => the.server.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
const stockOf = async (id: number) => (await the.server.db.select({ stock: goods.stock }).from(goods).where(eq(goods.id, id)))[0]!.stock;

let skip = 0;
/** A fresh order of one plain goods, paid from the wallet through the pay call. */
async function walletPaidOrder(who: Who = the.demo) {
  const [item] = await plainGoods(the.server, 1, skip++ % 8);
  const order = await orderOf(the.server, who, [{ goods: item!, number: 2 }]);
  const paid = await the.server.api<PayResult>(`/api/order/${order.id}/pay`, as(who, json({ method: 'wallet', pay_password: PAY_PASSWORD })));
  expect(paid.body.data.status).toBe('paid');
  return { order, goodsId: item!.id };
}

/** A fresh order paid with Alipay: the page pay opened at the gateway, paid there, its signed notification delivered. */
async function alipayPaidOrder(who: Who = the.demo) {
  const [item] = await plainGoods(the.server, 1, skip++ % 8);
  const order = await orderOf(the.server, who, [{ goods: item!, number: 1 }]);
  const started = await the.server.api<PayResult>(`/api/order/${order.id}/pay`, as(who, json({ method: 'online' })));
  expect((await fetch(started.body.data.pay_url)).status).toBe(200);
  expect(await the.fake.deliver(the.fake.payTrade(started.body.data.payment_no))).toEqual({ status: 200, text: 'success' });
  expect((await orderRow(the.server, order.id)).status).toBe(2);
  return { order, no: started.body.data.payment_no };
}

describe('申请取消 by the buyer', () => {
  it('a paid order waiting to ship offers 申请取消; a reason off the list is refused; the request shows as 取消申请中, once', async () => {
    const { order } = await walletPaidOrder();
    expect((await detailOf(the.demo, order.id)).actions.request_cancel).toBe(1);

    const wrong = await requestCancel(the.demo, order.id, '随便写的原因');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ reason: ['请选择取消原因'] });

    const asked = await requestCancel(the.demo, order.id, '商品选错或多选');
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe('已提交取消申请，等待商家审核');
    expect(asked.body.data).toMatchObject({ status: 2, status_text: '待发货', actions: { request_cancel: 0, cancel: 0 } });
    expect(asked.body.data.cancel_request).toMatchObject({
      status: 1,
      status_text: '取消申请中',
      reason: '商品选错或多选',
      refund: order.pay_total,
      refund_to_text: '账户余额',
      decided_at: 0,
    });
    const again = await requestCancel(the.demo, order.id, '不想买了');
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('已提交取消申请，请等待商家审核');
    // Another buyer's order is not found.
    expect((await requestCancel(the.chain, order.id, '不想买了')).status).toBe(404);
  });

  it('an unpaid or shipped order cannot ask', async () => {
    const [item] = await plainGoods(the.server, 1, 7);
    const unpaid = await orderOf(the.server, the.demo, [{ goods: item!, number: 1 }]);
    expect((await requestCancel(the.demo, unpaid.id, '不想买了')).body.message).toBe('只有待发货的订单可以申请取消');
    const [some] = await someGoods(the.server.db, 1);
    const { order: shipped } = await insertOrder(the.server.db, { userId: the.demo.id, status: 3, lines: [{ goodsId: some!.id, number: 1, priceFen: 1000 }] });
    expect((await detailOf(the.demo, shipped.id)).actions.request_cancel).toBe(0);
    expect((await requestCancel(the.demo, shipped.id, '不想买了')).body.message).toBe('订单已发货，不能申请取消；收货后可申请售后');
  });
});

describe('the seller decides (/api/seller/v1/cancel-requests)', () => {
  it('wallet: two approvals at the same moment refund once, to the wallet, with one ledger row; stock comes back; the order is 已取消，已退款', async () => {
    const { order, goodsId } = await walletPaidOrder();
    const stockBefore = await stockOf(goodsId);
    await requestCancel(the.demo, order.id, '不想买了');
    const listed = await desk<{ cancel_requests: SellerCancelRequest[] }>('/api/seller/v1/cancel-requests?limit=200');
    const mine = listed.body.data.cancel_requests.find((r) => r.order_no === order.order_no)!;
    expect(mine).toMatchObject({
      status: 1,
      status_text: '取消申请中',
      reason: '不想买了',
      amount_fen: (await orderRow(the.server, order.id)).payTotalFen,
      refund: null,
    });

    // While the request waits, neither the ERP nor the local warehouse ships the order.
    const ship = await desk(`/api/seller/v1/orders/${order.order_no}/shipments`, {
      body: {
        carrier: '顺丰速运',
        waybill_no: `SF${order.id}0000001`,
        lines: [{ line_id: 1, quantity: 1, batch_no: 'B1', produced_on: '2026-01-01', expires_on: '2028-01-01' }],
      },
      requestId: `ship-${order.id}`,
    });
    expect(ship.status).toBe(409);
    expect(ship.body.message).toBe('买家已申请取消该订单，请先同意或驳回取消申请再发货');
    await localSeller(the.server.app).ship(new Date(Date.now() + 24 * 3600 * 1000));
    expect((await orderRow(the.server, order.id)).status).toBe(2);

    const balance = await balanceOf(the.server, the.demo);
    const answers = await Promise.all([approve(mine.request_no, `approve-${order.id}-a`), approve(mine.request_no, `approve-${order.id}-b`)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const won = answers.find((a) => a.status === 200)!;
    expect(won.body.data.cancel_request).toMatchObject({ status: 2, status_text: '已取消，已退款', refund: { refund_to: 'wallet', provider: '' } });
    expect(answers.find((a) => a.status === 409)!.body.message).toBe('取消申请状态为“已取消，已退款”，不能同意');

    const row = await orderRow(the.server, order.id);
    expect(row).toMatchObject({ status: 5, cancelRequestStatus: 2, refundedFen: row.payTotalFen, cancelReason: '不想买了' });
    expect(await balanceOf(the.server, the.demo)).toBe(balance + row.payTotalFen);
    const credits = await the.server.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.orderId, order.id), eq(walletTransactions.useType, 1)));
    expect(credits.map((c) => [c.amountFen, c.note])).toEqual([[row.payTotalFen, `取消订单退款 ${order.order_no}`]]);
    expect((await refundRows(order.id)).map((r) => [r.amountFen, r.refundTo])).toEqual([[row.payTotalFen, 'wallet']]);
    expect(await stockOf(goodsId)).toBe(stockBefore + 2);
    const ledger = await the.server.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(ledger.map((p) => [p.method, p.status, p.refundTo])).toEqual([['wallet', 'refunded', 'wallet']]);

    // What the buyer reads.
    const detail = await detailOf(the.demo, order.id);
    expect(detail).toMatchObject({ status: 5, status_text: '已取消', refunded: order.pay_total });
    expect(detail.cancel_request).toMatchObject({ status: 2, status_text: '已取消，已退款', refund: order.pay_total, refund_to_text: '账户余额' });
    expect(detail.payments.map((p) => p.text)).toEqual([`余额支付 ¥${order.pay_total} 已退回账户余额`]);

    // And by constraint: a second refund of this order cannot be written, whatever code tried.
    const [request] = await the.server.db.select().from(orderCancelRequests).where(eq(orderCancelRequests.orderId, order.id));
    await expect(
      the.server.db
        .insert(orderRefunds)
        .values({ refundNo: `TKX${order.id}`, orderId: order.id, cancelRequestId: request!.id, userId: the.demo.id, amountFen: 1, refundTo: 'wallet' }),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23505' }) as unknown });
  });

  it('Alipay: the approval refunds through alipay.trade.refund once, never to the wallet', async () => {
    const { order, no } = await alipayPaidOrder();
    const asked = await requestCancel(the.demo, order.id, '重复下单');
    expect(asked.body.data.cancel_request?.refund_to_text).toBe('原支付账户');
    const requestNo = asked.body.data.cancel_request!.request_no;
    const balance = await balanceOf(the.server, the.demo);

    const answers = await Promise.all([approve(requestNo, `approve-${order.id}-a`), approve(requestNo, `approve-${order.id}-b`)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 200)!.body.data.cancel_request.refund).toMatchObject({
      refund_no: `RF${no}`,
      refund_to: 'origin',
      provider: 'alipay',
      provider_ref: `RF${no}`,
    });
    expect([...the.fake.refunds.entries()].filter(([, r]) => r.outTradeNo === no)).toEqual([[`RF${no}`, { outTradeNo: no, amount: order.pay_total }]]);
    expect(await balanceOf(the.server, the.demo)).toBe(balance);
    expect(await orderRow(the.server, order.id)).toMatchObject({ status: 5, cancelRequestStatus: 2 });
    const detail = await detailOf(the.demo, order.id);
    expect(detail.cancel_request).toMatchObject({ status: 2, refund_to_text: '原支付账户（支付宝）' });
    expect(detail.payments.map((p) => [p.status, p.status_text])).toEqual([['refunded', '已原路退回']]);
    expect((await refundRows(order.id)).map((r) => [r.refundTo, r.provider, r.providerRef])).toEqual([['origin', 'alipay', `RF${no}`]]);
  });

  it('a bank transfer is refunded to the wallet', async () => {
    const [some] = await someGoods(the.server.db, 1);
    const { order } = await insertOrder(the.server.db, {
      userId: the.demo.id,
      status: 2,
      payMethod: 'offline',
      lines: [{ goodsId: some!.id, number: 3, priceFen: 1500 }],
    });
    await insertPayment(the.server.db, order, 'offline', { payer_account_name: '康宁大药房', payer_bank: '中国银行', payer_account: '', receipt_no: 'HZ1' });
    const asked = await requestCancel(the.demo, order.id, '其他原因');
    const balance = await balanceOf(the.server, the.demo);
    expect((await approve(asked.body.data.cancel_request!.request_no, `approve-${order.id}`)).status).toBe(200);
    expect(await balanceOf(the.server, the.demo)).toBe(balance + 4500);
    expect((await detailOf(the.demo, order.id)).cancel_request).toMatchObject({ status: 2, refund: '45.00', refund_to_text: '账户余额' });
  });

  it('a refusal keeps the order to ship, with the reason the buyer reads; the buyer cannot ask again', async () => {
    const { order } = await walletPaidOrder();
    const asked = await requestCancel(the.demo, order.id, '收货信息填写错误');
    const balance = await balanceOf(the.server, the.demo);
    const refused = await desk<{ cancel_request: SellerCancelRequest }>(`/api/seller/v1/cancel-requests/${asked.body.data.cancel_request!.request_no}/refuse`, {
      body: { reason: '商品已出库' },
      requestId: `refuse-${order.id}`,
    });
    expect(refused.body.data.cancel_request).toMatchObject({ status: 3, status_text: '商家未同意取消', review_note: '商品已出库', refund: null });
    const detail = await detailOf(the.demo, order.id);
    expect(detail).toMatchObject({ status: 2, actions: { request_cancel: 0 } });
    expect(detail.cancel_request).toMatchObject({ status: 3, review_note: '商品已出库' });
    expect(detail.timeline.map((t) => t.text)).toContain('商家未同意取消：商品已出库');
    expect(await balanceOf(the.server, the.demo)).toBe(balance);
    expect((await requestCancel(the.demo, order.id, '不想买了')).body.message).toBe('商家未同意取消该订单，如有疑问请联系客服');
    // Approving a refused request is a conflict.
    expect((await approve(asked.body.data.cancel_request!.request_no, `approve-${order.id}`)).status).toBe(409);
    // The local warehouse ships it as usual.
    await localSeller(the.server.app).ship(new Date(Date.now() + 24 * 3600 * 1000));
    expect((await orderRow(the.server, order.id)).status).toBe(3);
  });

  it('the local seller simulation approves a request a while after it was filed, like a return, refunding once', async () => {
    const job = LIFECYCLE_JOBS.find((j) => j.name === 'review-cancel-requests')!;
    const { order } = await walletPaidOrder();
    await requestCancel(the.demo, order.id, '价格或优惠有变化');
    // Too early (the desk reviews AFTER_SALE_REVIEW_SECONDS after filing): nothing yet.
    expect(await job.run(the.server.db, new Date(), { payments: null, localSeller: the.server.app.localSeller })).toBe(0);
    expect((await orderRow(the.server, order.id)).status).toBe(2);
    const later = new Date(Date.now() + 3600 * 1000);
    expect(await job.run(the.server.db, later, { payments: null, localSeller: the.server.app.localSeller })).toBeGreaterThanOrEqual(1);
    expect(await orderRow(the.server, order.id)).toMatchObject({ status: 5, cancelRequestStatus: 2 });
    // The next run finds nothing left to do for it.
    await job.run(the.server.db, later, { payments: null, localSeller: the.server.app.localSeller });
    // (Other files' requests still waiting are approved on the same run: this order's own ledger says what it got.)
    const credits = await the.server.db
      .select({ amountFen: walletTransactions.amountFen })
      .from(walletTransactions)
      .where(and(eq(walletTransactions.orderId, order.id), eq(walletTransactions.useType, 1)));
    expect(credits).toEqual([{ amountFen: (await orderRow(the.server, order.id)).payTotalFen }]);
    const [{ n }] = (await the.server.db.select({ n: count() }).from(orderRefunds).where(eq(orderRefunds.orderId, order.id))) as [{ n: number }];
    expect(n).toBe(1);
  });
});

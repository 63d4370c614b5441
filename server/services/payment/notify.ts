import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { markPaid } from './mark-paid';
import type { ConfirmedPayment, NotificationAnswer, NotificationRequest, NotificationVerdict, OnlinePaymentProvider } from './provider';
import { ORDER_STATUS } from '../../../shared/contract/statuses';

export type NotifyOutcome = 'paid' | 'duplicate' | 'refunded' | 'rejected';

/** Our refund number for a payment's money sent back (the provider's out_refund_no): one per payment, so a retry refunds once. */
export const refundNoOf = (paymentNo: string): string => `RF${paymentNo}`;

/** A callback body: a form (Alipay, the sandbox) as flat strings, JSON (WeChat Pay) as parsed; anything else as its text. */
function notificationBody(request: NotificationRequest): unknown {
  const given = request.headers['content-type'];
  const type = (typeof given === 'string' ? given : '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(request.rawBody));
  if (type === 'application/json') {
    try {
      return JSON.parse(request.rawBody) as unknown;
    } catch {
      return request.rawBody;
    }
  }
  return request.rawBody;
}

/**
 * A provider's payment callback as it arrived (POST /api/payment/notify/:provider,
 * and the sandbox page's 确认支付, which delivers its signed form through this
 * same code): parsed, verified by the provider (signature, and whose it is;
 * the parts each gateway does its own way), then settled once. A bad
 * signature, an unknown payment or a different amount changes nothing
 * ('rejected'). The order row, then the payment row are locked (the
 * order first, as payOrder and cancel do, so they cannot deadlock):
 * - the order's live attempt (pending) of a still unpaid order: the payment
 *   becomes paid and the order moves 1 → 2 ('paid'); payments_one_paid_per_order
 *   backs this up, whatever arrives later;
 * - a payment already settled (paid or refunded): nothing changes ('duplicate');
 * - anything else (the attempt was voided by a newer one or by another
 *   method, the order was cancelled or paid meanwhile): the money was still
 *   taken, so it goes back to where it came from through the provider's
 *   refund, recorded on the payment ('refunded'). Never wallet balance,
 *   never a second move of the order. A failing refund throws and rolls
 *   back; the callback is answered 'failed', so the gateway calls again.
 */
export async function handlePaymentNotification(
  db: Database,
  provider: OnlinePaymentProvider,
  request: NotificationRequest,
  now = new Date(),
): Promise<NotifyOutcome> {
  let confirmed: ConfirmedPayment | null;
  try {
    confirmed = await provider.verifyNotification(notificationBody(request), request);
  } catch {
    // A body the provider cannot even read (bad JSON, bad ciphertext) is not genuine.
    confirmed = null;
  }
  if (!confirmed) return 'rejected';
  return settleConfirmedPayment(db, provider, confirmed, now);
}

/** The answer to a callback in its gateway's form: the provider's own, else the word 'success' or 'fail'. */
export function notificationAnswer(provider: OnlinePaymentProvider, verdict: NotificationVerdict): NotificationAnswer {
  if (provider.answerNotification) return provider.answerNotification(verdict);
  return {
    status: verdict === 'accepted' ? 200 : verdict === 'rejected' ? 400 : 500,
    body: { contentType: 'text/plain; charset=utf-8', text: verdict === 'accepted' ? 'success' : 'fail' },
  };
}

/**
 * A payment the provider vouched for (a verified callback, or the gateway's
 * own answer to a query): checked against our attempt, then applied as
 * handlePaymentNotification describes.
 */
export async function settleConfirmedPayment(
  db: Database,
  provider: OnlinePaymentProvider,
  confirmed: ConfirmedPayment,
  now = new Date(),
): Promise<NotifyOutcome> {
  const [found] = await db.select().from(payments).where(eq(payments.paymentNo, confirmed.paymentNo)).limit(1);
  if (!found || found.method !== 'online' || found.provider !== provider.name) return 'rejected';
  if (found.amountFen !== confirmed.amountFen) return 'rejected';
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
    const [payment] = await tx.select().from(payments).where(eq(payments.id, found.id)).for('update');
    if (!order || !payment) return 'rejected';
    if (payment.status === 'paid' || payment.status === 'refunded') return 'duplicate';
    const live = payment.status === 'pending' && order.status === ORDER_STATUS.unpaid && !order.offlinePending;
    if (live) {
      await tx
        .update(payments)
        .set({ status: 'paid', paidAt: now, providerRef: confirmed.providerRef, confirmTokenHash: null })
        .where(eq(payments.id, payment.id));
      if (await markPaid(tx, order.id, 'online', now)) return 'paid';
      throw new Error(`order ${order.id} locked as unpaid but did not move`);
    }
    const { refundRef } = await provider.refundPayment({
      paymentNo: payment.paymentNo,
      providerRef: confirmed.providerRef,
      amountFen: payment.amountFen,
      refundNo: refundNoOf(payment.paymentNo),
      reason: order.status === ORDER_STATUS.cancelled ? `订单 ${order.orderNo} 已取消` : `订单 ${order.orderNo} 已通过其他方式支付`,
    });
    await tx
      .update(payments)
      .set({ status: 'refunded', paidAt: now, providerRef: confirmed.providerRef, refundedAt: now, refundRef, refundTo: 'origin', confirmTokenHash: null })
      .where(eq(payments.id, payment.id));
    return 'refunded';
  });
}

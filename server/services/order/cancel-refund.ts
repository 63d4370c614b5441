import { and, eq, sql } from 'drizzle-orm';
import { Code } from '../../../shared/contract/codes';
import {
  CANCEL_REQUEST_STATUS,
  CANCEL_REQUEST_STATUS_TEXT,
  ORDER_STATUS,
  ORDER_STATUS_TEXT,
  type CancelRequestStatus,
  type OrderStatus,
} from '../../../shared/contract/statuses';
import type { Transaction } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { orderCancelRequests, orderRefunds, orders, payments, type OrderCancelRequestRow, type OrderRow, type PaymentRow } from '../../db/schema';
import { AppError } from '../../errors';
import { refundNoOf } from '../payment/notify';
import type { OnlinePaymentProvider } from '../payment/provider';
import { walletCredit } from '../wallet';
import { documentNo } from './numbers';
import { releaseOrders } from './release';

export const CANCEL_REQUEST_NOT_FOUND = '取消申请不存在';
const ALREADY_REFUNDED = '该订单已退款，不能重复退款';
const ORIGIN_UNAVAILABLE = '原支付渠道暂时无法退款，请稍后重试';

/**
 * Where an approved cancellation's money goes: back where it came from.
 * - wallet payment → the wallet (its ledger row);
 * - online payment → the provider's refund to the payer's account, through
 *   the provider that took it (never the wallet); when that provider is not
 *   configured now, the approval is refused (503) rather than sending the
 *   money somewhere else, and can be retried once it is;
 * - bank transfer (线下/对公转账) → the wallet: a transfer back needs the
 *   finance desk, and the balance is the buyer's to spend or withdraw;
 * - a paid order without a recorded payment (before the payments ledger) →
 *   the wallet.
 */
export type RefundRoute = { to: 'wallet' } | { to: 'origin'; provider: OnlinePaymentProvider };

export function refundRouteOf(paid: Pick<PaymentRow, 'method' | 'provider'> | null, provider: OnlinePaymentProvider | null): RefundRoute {
  if (!paid || paid.method !== 'online') return { to: 'wallet' };
  if (!provider || provider.name !== paid.provider) throw new AppError(503, ORIGIN_UNAVAILABLE);
  return { to: 'origin', provider };
}

function conflict(message: string): AppError {
  return new AppError(Code.CONFLICT, message);
}

const requestStateText = (status: number) => CANCEL_REQUEST_STATUS_TEXT[status as CancelRequestStatus] ?? String(status);
const orderStateText = (status: number) => ORDER_STATUS_TEXT[status as OrderStatus] ?? String(status);

/**
 * The order (locked first, as payment, cancel and shipping lock it), then
 * the request (locked), still 待审核: a second decision racing this one
 * waits for the first and then finds it decided.
 */
async function lockPending(tx: Transaction, requestId: number, what: string): Promise<{ order: OrderRow; request: OrderCancelRequestRow }> {
  const [head] = await tx.select({ orderId: orderCancelRequests.orderId }).from(orderCancelRequests).where(eq(orderCancelRequests.id, requestId));
  if (!head) throw AppError.notFound(CANCEL_REQUEST_NOT_FOUND);
  const [order] = await tx.select().from(orders).where(eq(orders.id, head.orderId)).for('update');
  const [request] = await tx.select().from(orderCancelRequests).where(eq(orderCancelRequests.id, requestId)).for('update');
  if (!order || !request) throw AppError.notFound(CANCEL_REQUEST_NOT_FOUND);
  if (request.status !== CANCEL_REQUEST_STATUS.pending) throw conflict(`取消申请状态为“${requestStateText(request.status)}”，不能${what}`);
  return { order, request };
}

/**
 * A paid order 待发货 → 已取消 with its money back to where it came from
 * (refundRouteOf), exactly once, inside `tx`, the order row already locked:
 * 1. the order_refunds row first: unique per order (and per request), so a
 *    second cancellation that got this far anyway fails here, before any
 *    money moves (and rolls back);
 * 2. the money: the wallet credit with its ledger row, or the provider's
 *    refund (idempotent at the provider by its refund number RF{payment_no},
 *    so a retry after a lost answer refunds once); a failing provider rolls
 *    everything back and the seller may try again;
 * 3. the paid attempt → refunded (refund_to wallet | origin);
 * 4. the order → 已取消 (conditional on 待发货) with `reason`, its refunded
 *    total, the stock, gifts and coupon back, and the order.cancelled event
 *    (releaseOrders).
 * Used when the seller approves the buyer's request and when it refuses the
 * order itself (拒单).
 */
export async function cancelPaidOrder(
  tx: Transaction,
  order: OrderRow,
  cause: { cancelRequestId: number | null; reason: string; cancelRequestStatus?: CancelRequestStatus },
  now: Date,
  provider: OnlinePaymentProvider | null,
): Promise<void> {
  const [paid] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'paid')))
    .for('update');
  const route = refundRouteOf(paid ?? null, provider);
  const amountFen = paid?.amountFen ?? order.payTotalFen;
  const refundNo = paid ? refundNoOf(paid.paymentNo) : documentNo('TK', now);

  let refundId: number;
  try {
    const [row] = await tx
      .insert(orderRefunds)
      .values({
        refundNo,
        orderId: order.id,
        cancelRequestId: cause.cancelRequestId,
        paymentId: paid?.id ?? null,
        userId: order.userId,
        amountFen,
        refundTo: route.to,
        provider: route.to === 'origin' ? route.provider.name : '',
        createdAt: now,
      })
      .returning({ id: orderRefunds.id });
    refundId = row!.id;
  } catch (error) {
    // The transaction is lost either way; the conflict says why to whoever retries.
    if (isUniqueViolation(error)) throw conflict(ALREADY_REFUNDED);
    throw error;
  }

  let refundRef = '';
  if (route.to === 'wallet') {
    await walletCredit(tx, order.userId, amountFen, order.id, `取消订单退款 ${order.orderNo}`);
  } else {
    try {
      ({ refundRef } = await route.provider.refundPayment({
        paymentNo: paid!.paymentNo,
        providerRef: paid!.providerRef,
        amountFen,
        refundNo,
        reason: `订单 ${order.orderNo} 已取消`,
      }));
    } catch (error) {
      // The gateway's own words are for the log; the seller reads that it may try again.
      throw Object.assign(new AppError(503, ORIGIN_UNAVAILABLE), { cause: error });
    }
    await tx.update(orderRefunds).set({ providerRef: refundRef }).where(eq(orderRefunds.id, refundId));
  }
  if (paid) {
    await tx
      .update(payments)
      .set({ status: 'refunded', refundedAt: now, refundTo: route.to, refundRef: refundRef || refundNo })
      .where(and(eq(payments.id, paid.id), eq(payments.status, 'paid')));
  }
  const [cancelled] = await tx
    .update(orders)
    .set({
      status: ORDER_STATUS.cancelled,
      cancelReason: cause.reason,
      cancelledAt: now,
      refundedFen: sql`${orders.refundedFen} + ${amountFen}`,
      ...(cause.cancelRequestStatus === undefined ? {} : { cancelRequestStatus: cause.cancelRequestStatus }),
      updatedAt: now,
    })
    .where(and(eq(orders.id, order.id), eq(orders.status, ORDER_STATUS.paid)))
    .returning({ id: orders.id });
  if (!cancelled) throw new Error(`order ${order.id} locked as paid but did not move`);
  await releaseOrders(tx, [order.id], now);
}

/**
 * The seller approves the buyer's request (its ERP through /api/seller/v1,
 * or the local seller simulation): the order is cancelled and refunded
 * (cancelPaidOrder), and the request → 已同意. An order that has shipped
 * meanwhile cannot be approved (409): refuse it.
 */
export async function approveCancelRequest(tx: Transaction, requestId: number, note: string, now: Date, provider: OnlinePaymentProvider | null): Promise<void> {
  const { order, request } = await lockPending(tx, requestId, '同意');
  if (order.status !== ORDER_STATUS.paid) throw conflict(`订单状态为“${orderStateText(order.status)}”，不能同意取消，请驳回申请`);
  await cancelPaidOrder(tx, order, { cancelRequestId: request.id, reason: request.reason, cancelRequestStatus: CANCEL_REQUEST_STATUS.approved }, now, provider);
  await tx
    .update(orderCancelRequests)
    .set({ status: CANCEL_REQUEST_STATUS.approved, reviewNote: note, decidedAt: now })
    .where(eq(orderCancelRequests.id, request.id));
}

/** The seller refuses, with the reason the buyer reads; the order stays 待发货 and ships as usual. */
export async function refuseCancelRequest(tx: Transaction, requestId: number, reason: string, now: Date): Promise<void> {
  const { order, request } = await lockPending(tx, requestId, '驳回');
  await tx
    .update(orderCancelRequests)
    .set({ status: CANCEL_REQUEST_STATUS.refused, reviewNote: reason, decidedAt: now })
    .where(eq(orderCancelRequests.id, request.id));
  await tx.update(orders).set({ cancelRequestStatus: CANCEL_REQUEST_STATUS.refused, updatedAt: now }).where(eq(orders.id, order.id));
}

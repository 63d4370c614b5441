import * as defs from '../../contract/calls/order';
import type { InputOf } from '../../contract/define-call';
import { call, type CallOptions } from '../call';

type In<C> = InputOf<C>;

/** A fresh Idempotency-Key: one per submit intent (a page visit of step 2, one pay click), reused on retries. */
export function newIdempotencyKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

const withKey = (key: string, options?: CallOptions): CallOptions => ({
  ...options,
  headers: { ...options?.headers, [defs.IDEMPOTENCY_HEADER]: key },
});

/** POST /api/order: creates the order from the selected cart lines; the same key again answers the first order. */
export function createOrder(input: In<typeof defs.orderCreate>, idempotencyKey: string, options?: CallOptions) {
  return call(defs.orderCreate, input, withKey(idempotencyKey, options));
}

/** GET /api/order {status, keyword, page, per_page}: the buyer's orders, newest first. */
export function fetchOrders(input: Partial<In<typeof defs.orderList>> = {}, options?: CallOptions) {
  return call(defs.orderList, input as In<typeof defs.orderList>, options);
}

/** GET /api/order/counts: orders per tab, for the tab badges. Silent: badges are not worth an alert. */
export function fetchOrderCounts(options?: CallOptions) {
  return call(defs.orderCounts, {}, { silent: true, ...options });
}

export function fetchOrder(id: number, options?: CallOptions) {
  return call(defs.orderDetail, { id }, options);
}

export function cancelOrder(id: number, reason = '', options?: CallOptions) {
  return call(defs.orderCancel, { id, reason }, options);
}

export function receiveOrder(id: number, options?: CallOptions) {
  return call(defs.orderReceive, { id }, options);
}

export function rebuyOrder(id: number, options?: CallOptions) {
  return call(defs.orderRebuy, { id }, options);
}

export function fetchOrderLogistics(id: number, options?: CallOptions) {
  return call(defs.orderLogistics, { id }, options);
}

export function fetchPayInfo(id: number, options?: CallOptions) {
  return call(defs.orderPayInfo, { id }, options);
}

/** POST /api/order/:id/pay: the same key again answers the first payment attempt. */
export function payOrder(
  input: Partial<In<typeof defs.orderPay>> & Pick<In<typeof defs.orderPay>, 'id' | 'method'>,
  idempotencyKey: string,
  options?: CallOptions,
) {
  return call(defs.orderPay, input, withKey(idempotencyKey, options));
}

/** POST /api/payment/:no/close (更换支付方式): the open online attempt closed, or found paid at the provider. */
export function closePayment(no: string, options?: CallOptions) {
  return call(defs.paymentClose, { no }, options);
}

/** POST /api/order/:id/cancel_request (申请取消): a paid order not yet shipped asks the seller to cancel it. */
export function requestOrderCancel(id: number, reason: In<typeof defs.orderCancelRequest>['reason'], options?: CallOptions) {
  return call(defs.orderCancelRequest, { id, reason }, options);
}

/** GET /api/payment/:no: polled while the QR code is shown; silent, a failed poll is retried. */
export function fetchPaymentStatus(no: string, options?: CallOptions) {
  return call(defs.paymentStatus, { no }, { silent: true, ...options });
}

export function fetchHmReceipts(input: Partial<In<typeof defs.hmReceipts>> = {}, options?: CallOptions) {
  return call(defs.hmReceipts, input as In<typeof defs.hmReceipts>, options);
}

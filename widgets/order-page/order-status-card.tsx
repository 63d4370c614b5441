import { useEffect, useRef, useState } from 'react';
import type { OrderDetail } from '../../shared/contract/order';
import { formatDate } from '../../shared/domain/time';
import { formatCountdown } from '../../shared/domain/countdown';
import { useCountdown } from '../../shared/ui/use-countdown';
import { orderPageText as text } from './order-page.text';
import { CANCEL_REQUEST_STATUS, ORDER_STATUS } from '../../shared/contract/statuses';

export interface OrderStatusCardProps {
  order: OrderDetail;
  /** Called once when the countdown reaches zero, so the page can re-read the (now expired) order. */
  onExpired?: () => void;
}

/**
 * After the countdown ends the server cancels the order on its next
 * lifecycle pass, so the page re-reads it: soon when the time ran out while
 * shown, then at a slow pace while the server still says 待付款.
 */
const REREAD_AFTER_ZERO_MS = 1000;
const REREAD_WHILE_WAITING_MS = 15_000;

/** Time left to pay, ticking every second (docs/product/constants.md) on the server's clock. */
function PayCountdown({ order, onExpired }: OrderStatusCardProps) {
  // Counted from the server's now of this answer: a re-read remounts this (see the key below).
  const left = useCountdown(order.expires_at, order.now);
  const over = left <= 0;
  const [expiredOnArrival] = useState(() => over);
  const expired = useRef(onExpired);
  expired.current = onExpired;

  useEffect(() => {
    if (!over) return undefined;
    // Never a tight loop: an order that arrives already expired is re-read slowly.
    const timer = setTimeout(() => expired.current?.(), expiredOnArrival ? REREAD_WHILE_WAITING_MS : REREAD_AFTER_ZERO_MS);
    return () => clearTimeout(timer);
  }, [over, expiredOnArrival]);

  if (left <= 0) return <p className="yp-op__countdown yp-op__countdown--over">{text.expired}</p>;
  return (
    <p className="yp-op__countdown" part="countdown" role="timer" aria-live="off">
      {text.countdown(formatCountdown(left))}
    </p>
  );
}

/**
 * The head of the order: number, time, status in large type, and what the
 * status means now (countdown to pay, transfer waiting for finance, why it
 * was cancelled, after-sales under way).
 */
/** Where the buyer's 申请取消 stands (an older server sends no cancel_request: nothing). */
function CancelRequestLine({ order }: { order: OrderDetail }) {
  const request = order.cancel_request;
  if (!request) return null;
  if (request.status === CANCEL_REQUEST_STATUS.pending) {
    return (
      <p className="yp-op__hint" part="cancel-request" role="status">
        {text.cancelRequestPending(request.reason, request.refund_to_text)}
      </p>
    );
  }
  if (request.status === CANCEL_REQUEST_STATUS.approved) {
    return (
      <p className="yp-op__hint yp-op__hint--done" part="cancel-request" role="status">
        {text.cancelRequestDone(request.refund, request.refund_to_text)}
      </p>
    );
  }
  return (
    <p className="yp-op__hint yp-op__hint--warn" part="cancel-request" role="status">
      {text.cancelRequestRefused(request.review_note)}
    </p>
  );
}

export function OrderStatusCard({ order, onExpired }: OrderStatusCardProps) {
  const waitingToPay = order.status === ORDER_STATUS.unpaid && order.offline_pending === 0 && order.expires_at > 0;
  const cancelPending = order.cancel_request?.status === CANCEL_REQUEST_STATUS.pending;
  return (
    <section className={`yp-op__status yp-op__status--s${order.status}`} part="status" aria-labelledby="yp-op-status">
      <div className="yp-op__status-main">
        <h2 id="yp-op-status" className="yp-op__status-text" data-status={order.status}>
          {order.status_text}
          {order.after_sale_status > 0 ? <span className="yp-op__badge">{text.afterSaleBadge[order.after_sale_status]}</span> : null}
          {cancelPending ? <span className="yp-op__badge">{text.cancelRequestBadge}</span> : null}
        </h2>
        <CancelRequestLine order={order} />
        {waitingToPay ? <PayCountdown key={`${order.now}-${order.expires_at}`} order={order} onExpired={onExpired} /> : null}
        {order.status === ORDER_STATUS.unpaid && order.offline_pending === 1 ? <p className="yp-op__hint">{text.offlinePending}</p> : null}
        {order.status === ORDER_STATUS.cancelled && order.cancel_reason ? <p className="yp-op__hint">{text.cancelReason(order.cancel_reason)}</p> : null}
        {order.is_hm === 1 && order.status === ORDER_STATUS.unpaid ? <p className="yp-op__hint yp-op__hint--warn">{text.hmNote}</p> : null}
      </div>
      <dl className="yp-op__meta">
        <div>
          <dt>{text.orderNo}</dt>
          <dd className="yp-op__num" data-order-no>
            {order.order_no}
          </dd>
        </div>
        <div>
          <dt>{text.createdAt}</dt>
          <dd className="yp-op__num">{formatDate(order.created_at, true)}</dd>
        </div>
      </dl>
    </section>
  );
}

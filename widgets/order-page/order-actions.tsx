import { useRef, useState } from 'react';
import { CANCEL_REQUEST_REASONS } from '../../shared/contract/calls/order';
import { getBus } from '../../shared/bus/bus';
import { navigate } from '../../shared/bus/navigate';
import type { OrderDetail, OrderSummary } from '../../shared/contract/order';
import { setCartCount } from '../../shared/store/cart';
import { useConfirm } from '../../shared/ui/confirm';
import { Dialog } from '../../shared/ui/dialog';
import { orderPageText as text } from './order-page.text';
import { orderApi } from '../../shared/api/resources/order';

export type OrderAction = 'cancel' | 'receive' | 'rebuy' | 'request_cancel';

type CancelReason = (typeof CANCEL_REQUEST_REASONS)[number];

/** 取消订单 offers the buyer's own reasons; 申请取消 the list the server accepts. */
const reasonsFor = (which: 'cancel' | 'request_cancel'): readonly string[] => (which === 'cancel' ? text.cancelReasons : CANCEL_REQUEST_REASONS);

/** Where an unpaid order is paid: /cart/hm for orders with ephedrine-type goods, else step 3. */
export function payPath(order: Pick<OrderSummary, 'id' | 'is_hm'>): string {
  return order.is_hm === 1 ? `/cart/hm?id=${order.id}` : `/cart/step3/${order.id}`;
}

export interface OrderActionsProps {
  order: OrderSummary;
  /** After a change the server answered: the new detail (cancel, receive) or null (rebuy). */
  onDone?: (action: OrderAction, detail: OrderDetail | null) => void;
  size?: 'small' | 'normal';
}

/**
 * Exactly the buttons `order.actions` allows, most important first:
 * 去支付, 确认收货, 申请售后, 再次购买, 取消订单, 申请取消. Cancelling (an unpaid
 * order) and asking to cancel (a paid one, which the seller decides) ask for
 * a reason; confirming receipt asks once more. Errors show through the API
 * client's failure effects (docs/product/errors.md) and leave the order as it was.
 */
export function OrderActions({ order, onDone, size = 'normal' }: OrderActionsProps) {
  const { confirm, confirmElement } = useConfirm();
  const [busy, setBusy] = useState<OrderAction | null>(null);
  // The reason dialog: 取消订单 (an unpaid order) or 申请取消 (a paid one); never both on one order.
  const [asking, setAsking] = useState<'cancel' | 'request_cancel' | null>(null);
  const [reason, setReason] = useState('');
  // Read at submit: a click right after a change may come before the re-render
  // (preact renders asynchronously), when the closure still holds the old state.
  const reasonRef = useRef('');
  const { actions } = order;
  const btn = size === 'small' ? 'yp-btn yp-btn--small' : 'yp-btn';

  const run = async (action: OrderAction, work: () => Promise<OrderDetail | null>) => {
    setBusy(action);
    try {
      const detail = await work();
      onDone?.(action, detail);
    } catch {
      // The API client showed the message; nothing changed.
    } finally {
      setBusy(null);
    }
  };

  const ask = (which: 'cancel' | 'request_cancel') => {
    const first = reasonsFor(which)[0]!;
    reasonRef.current = first;
    setReason(first);
    setAsking(which);
  };

  const submitReason = () => {
    const which = asking;
    setAsking(null);
    if (!which) return;
    void run(which, async () => {
      const detail =
        which === 'cancel'
          ? await orderApi.orderCancel({ id: order.id, reason: reasonRef.current })
          : await orderApi.orderCancelRequest({ id: order.id, reason: reasonRef.current as CancelReason });
      getBus().emit('ui:toast', { message: which === 'cancel' ? text.cancelled : text.cancelRequested, kind: 'success' });
      return detail;
    });
  };

  const receive = async () => {
    if (!(await confirm({ title: text.receive, message: text.receiveAsk }))) return;
    await run('receive', async () => {
      const detail = await orderApi.orderReceive({ id: order.id });
      getBus().emit('ui:toast', { message: text.received, kind: 'success' });
      return detail;
    });
  };

  const rebuy = () =>
    run('rebuy', async () => {
      const result = await orderApi.orderRebuy({ id: order.id });
      setCartCount(result.total);
      getBus().emit('ui:toast', {
        message: result.added > 0 ? text.rebuyDone(result.added, result.skipped) : text.rebuyNone,
        kind: result.added > 0 ? 'success' : 'info',
      });
      return null;
    });

  const none = !actions.pay && !actions.cancel && !actions.receive && !actions.after_sale && !actions.rebuy && !actions.request_cancel;
  if (none) return null;

  return (
    <div className="yp-op__actions" part="actions" role="group" aria-label={text.actions}>
      {actions.pay ? (
        <button type="button" className={`${btn} yp-btn--primary`} part="pay" onClick={() => navigate(payPath(order))}>
          {text.pay}
        </button>
      ) : null}
      {actions.receive ? (
        <button type="button" className={`${btn} yp-btn--primary`} part="receive" disabled={busy !== null} onClick={() => void receive()}>
          {text.receive}
        </button>
      ) : null}
      {actions.after_sale ? (
        <button type="button" className={btn} part="after-sale" onClick={() => navigate(`/order/returnInfo/${order.id}`)}>
          {text.afterSale}
        </button>
      ) : null}
      {actions.rebuy ? (
        <button type="button" className={btn} part="rebuy" disabled={busy !== null} aria-busy={busy === 'rebuy'} onClick={() => void rebuy()}>
          {text.rebuy}
        </button>
      ) : null}
      {actions.cancel ? (
        <button type="button" className={btn} part="cancel" disabled={busy !== null} aria-busy={busy === 'cancel'} onClick={() => ask('cancel')}>
          {text.cancel}
        </button>
      ) : null}
      {actions.request_cancel ? (
        <button
          type="button"
          className={btn}
          part="request-cancel"
          disabled={busy !== null}
          aria-busy={busy === 'request_cancel'}
          onClick={() => ask('request_cancel')}
        >
          {text.requestCancel}
        </button>
      ) : null}
      <Dialog
        open={asking !== null}
        title={asking === 'request_cancel' ? text.requestCancelTitle : text.cancelTitle}
        width={420}
        onClose={() => setAsking(null)}
        footer={
          <>
            <button type="button" className="yp-btn" onClick={() => setAsking(null)}>
              {text.keepOrder}
            </button>
            <button type="button" className="yp-btn yp-btn--primary" onClick={submitReason}>
              {asking === 'request_cancel' ? text.submitRequest : text.confirmCancel}
            </button>
          </>
        }
      >
        <p className="yp-op__dialog-text">
          {asking !== 'request_cancel' ? text.cancelAsk : order.pay_method === 'online' ? text.requestCancelAskOnline : text.requestCancelAsk}
        </p>
        <label className="yp-op__field">
          <span>{text.cancelReasonLabel}</span>
          <select
            data-autofocus
            value={reason}
            onChange={(event) => {
              reasonRef.current = event.currentTarget.value;
              setReason(event.currentTarget.value);
            }}
          >
            {(asking ? reasonsFor(asking) : []).map((item) => (
              <option key={item} value={item}>
                {item}
              </option>
            ))}
          </select>
        </label>
      </Dialog>
      {confirmElement}
    </div>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../shared/api/errors';
import { getBus } from '../../shared/bus/bus';
import { connectParent } from '../../shared/bus/frame-bridge';
import { newOrigin } from '../../shared/store/model';
import { publishCartCount } from '../../shared/store/cart';
import { session } from '../../shared/store/session';
import type { OrderStatusAction } from '../../shared/contract/frame-messages';
import type { OrderDetail } from '../../shared/contract/order';
import { Empty, LoadFailed } from '../../shared/ui/empty';
import { Link } from '../../shared/ui/link';
import { Loading } from '../../shared/ui/spinner';
import { useStyles } from '../../shared/ui/use-styles';
import { createFrameBridge, type FrameBridge } from './frame-bridge';
import { OrderActions, type OrderAction } from './order-actions';
import { OrderAddressInvoice } from './order-address-invoice';
import { OrderAfterSales } from './order-after-sale';
import { OrderAmounts } from './order-amounts';
import { OrderItemsTable } from './order-items-table';
import { OrderLogistics } from './order-logistics';
import { OrderPayments } from './order-payments';
import { orderPageText as text } from './order-page.text';
import { OrderStatusCard } from './order-status-card';
import { OrderTimeline } from './order-timeline';
import timelineCss from '../../shared/ui/timeline.css?inline';
import css from './order-page.css?inline';
import { orderApi } from '../../shared/api/resources/order';

export interface OrderPageProps {
  /** The order's id (attribute `order-id`). */
  orderId?: number | string;
  /**
   * Attribute `parent-origin`: when the page runs in an iframe, the exact
   * origin of the page framing it. Height and status messages go there and
   * commands are accepted from there only; without a valid one the page
   * posts nothing.
   */
  parentOrigin?: string;
}

type LoadState =
  | { status: 'loading'; order?: OrderDetail }
  | { status: 'ready'; order: OrderDetail }
  | { status: 'error'; order?: OrderDetail; reason: 'login' | 'missing' | 'failed' };

function failureReason(error: unknown): 'login' | 'missing' | 'failed' {
  if (!isApiError(error) || error.kind !== 'http') return 'failed';
  if (error.code === 10001 || error.status === 401) return 'login';
  if (error.status === 404 || error.code === 404) return 'missing';
  return 'failed';
}

function validId(value: OrderPageProps['orderId']): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The order detail (/order/info/{id}, the ERP iframe, <yp-order-page>):
 * status with the time left to pay, the actions the order allows, items,
 * amounts, consignee and invoice, logistics, progress and after-sales. Pure:
 * the id and the parent origin come in as props; the only side effects are
 * the API calls and, when framed, the messages to the configured parent.
 */
/** The sender id of this module's 'order:status' events. */
const STATUS_ORIGIN = newOrigin('order-page');

export function OrderPage({ orderId, parentOrigin }: OrderPageProps) {
  const ref = useStyles<HTMLDivElement>(timelineCss, css);
  const id = validId(orderId);
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const latest = useRef(0);
  const bridge = useRef<FrameBridge | null>(null);

  const postStatus = useCallback((order: OrderDetail, action: OrderStatusAction) => {
    const payload = {
      order_id: order.id,
      order_no: order.order_no,
      status: order.status,
      status_text: order.status_text,
      action,
      origin: STATUS_ORIGIN,
    };
    // On the page bus (the bus link carries it to the framing page, docs/embed.md) …
    getBus().emit('order:status', payload);
    // … and in the first protocol's form for ERP pages written against it.
    bridge.current?.legacyStatus(payload);
  }, []);

  const load = useCallback(
    async (action: 'load' | 'refresh') => {
      if (id === null) {
        setState({ status: 'error', reason: 'missing' });
        return;
      }
      const ticket = ++latest.current;
      setState((prev) => ({ status: 'loading', order: prev.order?.id === id ? prev.order : undefined }));
      try {
        // Silent: a missing order or a lost session is told on the page, not by a redirect inside a frame.
        const order = await orderApi.orderDetail({ id }, { silent: true });
        if (ticket !== latest.current) return;
        setState({ status: 'ready', order });
        postStatus(order, action);
      } catch (error) {
        if (ticket !== latest.current) return;
        if (isApiError(error) && error.kind === 'aborted') return;
        setState((prev) => ({ status: 'error', order: prev.order, reason: failureReason(error) }));
      }
    },
    [id, postStatus],
  );

  useEffect(() => {
    void load('load');
    return () => {
      latest.current += 1;
    };
  }, [load]);

  // The bridge lives as long as the parent origin does; `load` is read through a ref-free closure each time.
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    const created = createFrameBridge({
      parentOrigin,
      onRefresh: () => void loadRef.current('refresh'),
    });
    bridge.current = created;
    const root = ref.current;
    const stop = created && root ? created.observeHeight(root) : undefined;
    return () => {
      stop?.();
      created?.dispose();
      bridge.current = null;
    };
  }, [parentOrigin, ref]);

  // The page bus crosses to the framing page too: cart and order-status events
  // (shared/bus/frame-bridge.ts). The cart count may have been published
  // before this link existed, so a known count is published once more.
  useEffect(() => {
    const stop = connectParent({ parentOrigin });
    if (stop && session.status.value === 'ready') publishCartCount();
    return () => stop?.();
  }, [parentOrigin]);

  const onDone = (action: OrderAction, detail: OrderDetail | null) => {
    if (detail) {
      setState({ status: 'ready', order: detail });
      postStatus(detail, action);
    } else if (state.order) {
      postStatus(state.order, action);
    }
  };

  const order = state.order;
  let body;
  if (!order && state.status === 'loading') {
    body = <Loading text={text.loading} />;
  } else if (!order && state.status === 'error') {
    body =
      state.reason === 'login' ? (
        <Empty
          icon="user"
          text={text.loginFirst}
          action={
            <Link to={`/login?redirect=${encodeURIComponent(`/order/info/${id ?? ''}`)}`} className="yp-btn yp-btn--primary">
              {text.login}
            </Link>
          }
        />
      ) : state.reason === 'missing' ? (
        <Empty icon="box" text={text.notFound} />
      ) : (
        <LoadFailed text={text.failed} onRetry={() => void load('refresh')} />
      );
  } else if (order) {
    body = (
      <>
        <div className="yp-op__head">
          <OrderStatusCard order={order} onExpired={() => void load('refresh')} />
          <OrderActions order={order} onDone={onDone} />
        </div>
        {state.status === 'error' ? <LoadFailed compact text={text.failed} onRetry={() => void load('refresh')} /> : null}
        <OrderItemsTable items={order.items} />
        <OrderAmounts order={order} />
        <OrderAddressInvoice order={order} />
        <OrderLogistics order={order} />
        <OrderTimeline entries={order.timeline} />
        <OrderPayments items={order.payments} />
        <OrderAfterSales items={order.after_sales} />
      </>
    );
  }

  return (
    <div ref={ref} className="yp-op yp-surface" part="page" aria-busy={state.status === 'loading'} data-order-id={id ?? undefined}>
      {body}
    </div>
  );
}

// What the host may use besides the page itself: the list's per-order buttons
// and the frame page's parent-origin check (one rule for the element and the site).
export { OrderActions, payPath } from './order-actions';
export type { OrderAction } from './order-actions';
export { parseParentOrigin } from './frame-bridge';

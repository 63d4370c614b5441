import { Icon, type IconName } from '../../shared/ui/icon';
import { Link } from '../../shared/ui/link';
import { Loading } from '../../shared/ui/spinner';
import { useAsync } from '../../shared/ui/use-async';
import { HOME_PATH, hmPayPath, orderPath, payPath } from './checkout-paths';
import { checkoutText as text } from './checkout-steps.text';
import { doneStateOf, type DoneState } from './done-state';
import { formatYuan } from '../../shared/domain/money';
import { orderApi } from '../../shared/api/resources/order';

const LOOK: Record<DoneState, { icon: IconName; className: string; title: string; note: string }> = {
  paid: { icon: 'success', className: '', title: text.paidTitle, note: text.paidText },
  submitted: { icon: 'info', className: ' is-pending', title: text.submittedTitle, note: text.submittedText },
  unpaid: { icon: 'warning', className: ' is-pending', title: text.unpaidTitle, note: text.unpaidText },
  cancelled: { icon: 'warning', className: ' is-off', title: text.orderCancelled, note: text.cancelledText },
  unknown: { icon: 'info', className: ' is-pending', title: text.unknownTitle, note: text.unknownText },
};

/**
 * Step 4, /cart/step4?id= (docs/product/routes.md Cart flow), where the payment gateway
 * sends the buyer back: it reads the order and says what is true (see
 * done-state.ts) — 支付成功 only for a paid order; 已提交转账信息，等待财务确认
 * for a declared transfer; 未支付 with 去支付 back to step 3 (the gateway's
 * callback may still be on its way: 刷新); 订单已取消. Without an answer it
 * claims nothing and offers 刷新, 查看订单 and 继续采购.
 */
export function DoneStep({ orderId }: { orderId: number }) {
  const order = useAsync(() => orderApi.orderDetail({ id: orderId }, { silent: true }), [orderId]);
  if (order.status === 'loading' && !order.data) return <Loading />;
  const data = order.data;
  const state = doneStateOf(data);
  const look = LOOK[state];
  return (
    <section className="yp-co__done" part="done" data-state={state}>
      <span className={`yp-co__done-icon${look.className}`} aria-hidden="true">
        <Icon name={look.icon} size={48} />
      </span>
      <div className="yp-co__done-body">
        <h2 className="yp-co__done-title" part="done-title">
          {look.title}
        </h2>
        {data ? (
          <p className="yp-co__done-meta">
            {text.orderNo}
            <b className="yp-co__num" part="order-no">
              {data.order_no}
            </b>
            <span className="yp-co__gap" />
            {state === 'paid' ? text.paidAmount : text.amount}
            <strong className="yp-co__money" part="pay-amount">
              {formatYuan(data.pay_total)}
            </strong>
          </p>
        ) : null}
        <p className="yp-co__muted">{look.note}</p>
        <div className="yp-co__actions">
          {state === 'unpaid' && data ? (
            <Link to={data.is_hm === 1 ? hmPayPath(orderId) : payPath(orderId)} className="yp-btn yp-btn--primary" part="pay-again">
              {text.payNow}
            </Link>
          ) : null}
          {state === 'unpaid' || state === 'unknown' ? (
            <button type="button" className="yp-btn" part="refresh" onClick={order.reload}>
              {text.refreshResult}
            </button>
          ) : null}
          <Link to={orderPath(orderId)} className={state === 'unpaid' ? 'yp-btn' : 'yp-btn yp-btn--primary'} part="view-order">
            {text.viewOrder}
          </Link>
          <Link to={HOME_PATH} className="yp-btn" part="continue">
            {text.continueShopping}
          </Link>
        </div>
      </div>
    </section>
  );
}

import { fetchOrder } from '../../shared/api/calls/order';
import { Icon } from '../../shared/ui/icon';
import { Link } from '../../shared/ui/link';
import { Loading } from '../../shared/ui/spinner';
import { useAsync } from '../../shared/ui/use-async';
import { HOME_PATH, orderPath } from './checkout-paths';
import { checkoutText as text } from './checkout-steps.text';

/**
 * Step 4, /cart/step4?id= (spec §2 Cart flow): 支付成功, or 转账已提交 for a
 * declared transfer still waiting for finance, with the order number and
 * amount, 查看订单 and 继续采购. Without an answer it still offers both links.
 */
export function DoneStep({ orderId }: { orderId: number }) {
  const order = useAsync(() => fetchOrder(orderId, { silent: true }), [orderId]);
  if (order.status === 'loading' && !order.data) return <Loading />;
  const data = order.data;
  const pending = data ? data.status === 1 && data.offline_pending === 1 : false;
  return (
    <section className="yp-co__done" part="done">
      <span className={pending ? 'yp-co__done-icon is-pending' : 'yp-co__done-icon'} aria-hidden="true">
        <Icon name={pending ? 'info' : 'success'} size={48} />
      </span>
      <div className="yp-co__done-body">
        <h2 className="yp-co__done-title" part="done-title">
          {pending ? text.submittedTitle : text.paidTitle}
        </h2>
        {data ? (
          <p className="yp-co__done-meta">
            {text.orderNo}
            <b className="yp-co__num" part="order-no">
              {data.order_no}
            </b>
            <span className="yp-co__gap" />
            {pending ? text.amount : text.paidAmount}
            <strong className="yp-co__money" part="pay-amount">
              ¥{data.pay_total}
            </strong>
          </p>
        ) : null}
        <p className="yp-co__muted">{pending ? text.submittedText : text.paidText}</p>
        <div className="yp-co__actions">
          <Link to={orderPath(orderId)} className="yp-btn yp-btn--primary" part="view-order">
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

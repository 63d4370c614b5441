import type { OrderPayment } from '../../shared/contract/order';
import { formatDate } from '../../shared/domain/time';
import { TableScroll } from '../../shared/ui/table-scroll';
import { orderPageText as text } from './order-page.text';

/**
 * The order's payment attempts (the ledger): each with its method, amount
 * and state, so money that arrived late and went back (在线支付 ¥x 已原路退回)
 * is visible on the order. Nothing when there are none. The server can
 * send an older shape without `payments` (a page open across a deploy).
 */
export function OrderPayments({ items = [] }: { items?: OrderPayment[] }) {
  if (items.length === 0) return null;
  return (
    <section className="yp-op__card" part="payments" aria-labelledby="yp-op-payments">
      <h3 id="yp-op-payments" className="yp-op__card-title">
        {text.payments}
      </h3>
      <TableScroll label={text.payments}>
        <table className="yp-op__table">
          <thead>
            <tr>
              <th scope="col">{text.paymentNo}</th>
              <th scope="col">{text.paymentMethod}</th>
              <th scope="col" className="yp-op__right">
                {text.paymentAmount}
              </th>
              <th scope="col">{text.paymentStatus}</th>
              <th scope="col">{text.paymentTime}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.payment_no} data-status={item.status}>
                <td className="yp-op__num">{item.payment_no}</td>
                <td>{item.method_text}</td>
                <td className="yp-op__right yp-op__num">¥{item.amount}</td>
                <td>{item.status_text}</td>
                <td className="yp-op__num">{formatDate(item.refunded_at || item.paid_at || item.created_at, true)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}

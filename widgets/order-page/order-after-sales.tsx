import type { AfterSaleSummary } from '../../shared/contract/order';
import { formatDate } from '../../shared/domain/time';
import { Link } from '../../shared/ui/link';
import { TableScroll } from '../../shared/ui/table-scroll';
import { orderPageText as text } from './order-page.text';

/** The order's after-sales applications, each linking to its detail. Nothing when there are none. */
export function OrderAfterSales({ items }: { items: AfterSaleSummary[] }) {
  if (items.length === 0) return null;
  return (
    <section className="yp-op__card" part="after-sales" aria-labelledby="yp-op-after-sales">
      <h3 id="yp-op-after-sales" className="yp-op__card-title">
        {text.afterSales}
      </h3>
      <TableScroll label={text.afterSales}>
        <table className="yp-op__table">
          <thead>
            <tr>
              <th scope="col">{text.afterSaleNo}</th>
              <th scope="col">{text.afterSaleType}</th>
              <th scope="col" className="yp-op__right">
                {text.afterSaleAmount}
              </th>
              <th scope="col">{text.afterSaleStatus}</th>
              <th scope="col">{text.afterSaleTime}</th>
              <th scope="col">
                <span className="yp-op__sr">{text.view}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <td className="yp-op__num">{item.after_sale_no}</td>
                <td>{item.type_text}</td>
                <td className="yp-op__right yp-op__num">¥{item.amount}</td>
                <td>{item.status_text}</td>
                <td className="yp-op__num">{formatDate(item.created_at, true)}</td>
                <td>
                  <Link to={`/order/afterSalesInfo/${item.id}`} aria-label={`${text.view} ${item.after_sale_no}`}>
                    {text.view}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}

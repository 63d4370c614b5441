import type { AfterSaleSummary } from '../../shared/contract/order';
import { formatDate } from '../../shared/domain/time';
import { DataTable, type DataColumn } from '../../shared/ui/data-table';
import { Link } from '../../shared/ui/link';
import { orderPageText as text } from './order-page.text';
import { formatYuan } from '../../shared/domain/money';
import { OrderCard } from './order-card';

const columns: DataColumn<AfterSaleSummary>[] = [
  { heading: text.afterSaleNo, kind: 'title', className: 'yp-op__num', cell: (item) => item.after_sale_no },
  { heading: text.afterSaleType, cell: (item) => item.type_text },
  { heading: text.afterSaleAmount, kind: 'num', cell: (item) => formatYuan(item.amount) },
  { heading: text.afterSaleStatus, cell: (item) => item.status_text },
  { heading: text.afterSaleTime, className: 'yp-op__num', cell: (item) => formatDate(item.created_at, true) },
  {
    heading: text.view,
    headingHidden: true,
    kind: 'action',
    cell: (item) => (
      <Link to={`/order/afterSalesInfo/${item.id}`} aria-label={`${text.view} ${item.after_sale_no}`}>
        {text.view}
      </Link>
    ),
  },
];

/** The order's after-sales applications, each linking to its detail. Nothing when there are none. */
export function OrderAfterSales({ items }: { items: AfterSaleSummary[] }) {
  if (items.length === 0) return null;
  return (
    <OrderCard part="after-sales" titleId="yp-op-after-sales" title={text.afterSales}>
      <DataTable caption={text.afterSales} columns={columns} rows={items} rowKey={(item) => item.id} />
    </OrderCard>
  );
}

import type { OrderPayment } from '../../shared/contract/order';
import { formatDate } from '../../shared/domain/time';
import { DataTable, type DataColumn } from '../../shared/ui/data-table';
import { orderPageText as text } from './order-page.text';
import { formatYuan } from '../../shared/domain/money';
import { OrderCard } from './order-card';

const columns: DataColumn<OrderPayment>[] = [
  { heading: text.paymentNo, kind: 'title', className: 'yp-op__num', cell: (item) => item.payment_no },
  { heading: text.paymentMethod, cell: (item) => item.method_text },
  { heading: text.paymentAmount, kind: 'num', cell: (item) => formatYuan(item.amount) },
  { heading: text.paymentStatus, cell: (item) => item.status_text },
  { heading: text.paymentTime, className: 'yp-op__num', cell: (item) => formatDate(item.refunded_at || item.paid_at || item.created_at, true) },
];

/**
 * The order's payment attempts (the ledger): each with its method, amount
 * and state, so money that arrived late and went back (在线支付 ¥x 已原路退回)
 * is visible on the order. Nothing when there are none. The server can
 * send an older shape without `payments` (a page open across a deploy).
 */
export function OrderPayments({ items = [] }: { items?: OrderPayment[] }) {
  if (items.length === 0) return null;
  return (
    <OrderCard part="payments" titleId="yp-op-payments" title={text.payments}>
      <DataTable
        caption={text.payments}
        columns={columns}
        rows={items}
        rowKey={(item) => item.payment_no}
        rowProps={(item) => ({ 'data-status': item.status })}
      />
    </OrderCard>
  );
}

import type { OrderDetail } from '../../shared/contract/order';
import { formatDate } from '../../shared/domain/time';
import { orderPageText as text } from './order-page.text';
import { OrderCard } from './order-card';

function Row({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Consignee and address, remark, payment facts, and the invoice the buyer asked for. */
export function OrderAddressInvoice({ order }: { order: OrderDetail }) {
  const invoice = order.invoice;
  return (
    <div className="yp-op__pair">
      <OrderCard part="address" titleId="yp-op-address" title={text.address}>
        <dl className="yp-op__facts">
          <Row label={text.consignee} value={order.consignee} />
          <Row label={text.phone} value={order.phone} />
          <Row label={text.addressLine} value={order.address} />
          <Row label={text.remark} value={order.remark} />
          <Row label={text.payMethod} value={text.payMethods[order.pay_method] ?? ''} />
          <Row label={text.paidAt} value={formatDate(order.paid_at, true)} />
          <Row label={text.shippedAt} value={formatDate(order.shipped_at, true)} />
          <Row label={text.completedAt} value={formatDate(order.completed_at, true)} />
          <Row label={text.cancelledAt} value={formatDate(order.cancelled_at, true)} />
        </dl>
      </OrderCard>
      <OrderCard part="invoice" titleId="yp-op-invoice" title={text.invoice}>
        <dl className="yp-op__facts">
          <Row label={text.invoiceType} value={invoice.type_text || '不开发票'} />
          {invoice.type > 0 ? <Row label={text.invoiceTitle} value={invoice.title} /> : null}
          {invoice.type > 0 ? <Row label={text.taxNo} value={invoice.tax_no} /> : null}
        </dl>
      </OrderCard>
    </div>
  );
}

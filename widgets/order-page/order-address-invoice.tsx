import type { OrderDetail } from '../../shared/contract/order';
import { formatDate } from '../../shared/domain/time';
import { orderPageText as text } from './order-page.text';

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
      <section className="yp-op__card" part="address" aria-labelledby="yp-op-address">
        <h3 id="yp-op-address" className="yp-op__card-title">
          {text.address}
        </h3>
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
      </section>
      <section className="yp-op__card" part="invoice" aria-labelledby="yp-op-invoice">
        <h3 id="yp-op-invoice" className="yp-op__card-title">
          {text.invoice}
        </h3>
        <dl className="yp-op__facts">
          <Row label={text.invoiceType} value={invoice.type_text || '不开发票'} />
          {invoice.type > 0 ? <Row label={text.invoiceTitle} value={invoice.title} /> : null}
          {invoice.type > 0 ? <Row label={text.taxNo} value={invoice.tax_no} /> : null}
        </dl>
      </section>
    </div>
  );
}

import type { OrderDetail } from '../../shared/contract/order';
import { orderPageText as text } from './order-page.text';
import { formatYuan } from '../../shared/domain/money';

/** A zero discount row says nothing; zero freight does ("包邮" is worth seeing). */
function isZero(value: string): boolean {
  return Number(value) === 0;
}

/** Goods total, the discounts, freight, what was paid and what was refunded; then which coupon was used, or why none applied. */
export function OrderAmounts({ order }: { order: OrderDetail }) {
  const rows: Array<[string, string, string]> = [[text.goodsTotal, formatYuan(order.goods_total), 'goods']];
  if (!isZero(order.manjian)) rows.push([text.manjian, `-${formatYuan(order.manjian)}`, 'manjian']);
  if (!isZero(order.discount)) rows.push([text.discount, `-${formatYuan(order.discount)}`, 'discount']);
  if (!isZero(order.coupon)) rows.push([text.coupon, `-${formatYuan(order.coupon)}`, 'coupon']);
  rows.push([text.freight, `+${formatYuan(order.freight)}`, 'freight']);
  return (
    <section className="yp-op__card yp-op__amounts" part="amounts" aria-labelledby="yp-op-amounts">
      <h3 id="yp-op-amounts" className="yp-op__card-title">
        {text.amounts}
        <span className="yp-op__card-note">{text.goodsSummary(order.goods_count, order.goods_quantity)}</span>
      </h3>
      <dl className="yp-op__sums">
        {rows.map(([label, value, key]) => (
          <div key={key} data-amount={key}>
            <dt>{label}</dt>
            <dd className="yp-op__num">{value}</dd>
          </div>
        ))}
        <div className="yp-op__sums-total" data-amount="pay">
          <dt>{text.payTotal}</dt>
          <dd className="yp-op__num yp-op__money">{formatYuan(order.pay_total)}</dd>
        </div>
        {!isZero(order.refunded) ? (
          <div data-amount="refunded">
            <dt>{text.refunded}</dt>
            <dd className="yp-op__num">{formatYuan(order.refunded)}</dd>
          </div>
        ) : null}
      </dl>
      {order.coupon_note ? (
        <p className="yp-op__coupon-note" part="coupon-note">
          <span className="yp-op__coupon-note-label">{text.couponNote}</span>
          {order.coupon_note}
        </p>
      ) : null}
    </section>
  );
}

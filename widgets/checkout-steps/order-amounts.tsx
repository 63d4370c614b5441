import type { OrderCheckoutPreview } from '../../shared/contract/order';
import { checkoutText as text } from './checkout-steps.text';
import { formatYuan } from '../../shared/domain/money';

/** Step 2 amounts, every one from the server's preview: 商品金额, 满减 −, 折扣 −, 优惠券 −, 运费, 应付总额. */
export function OrderAmounts({ preview }: { preview: OrderCheckoutPreview }) {
  return (
    <dl className="yp-co__amounts" part="amounts">
      <div>
        <dt>{text.goodsTotal}</dt>
        <dd part="goods-total">{formatYuan(preview.goods_total)}</dd>
      </div>
      {preview.manjian ? (
        <div>
          <dt>{text.manjianAmount}</dt>
          <dd part="manjian-amount">-{formatYuan(preview.manjian.amount)}</dd>
        </div>
      ) : null}
      {preview.discount ? (
        <div>
          <dt>{text.discountAmount}</dt>
          <dd part="discount-amount">-{formatYuan(preview.discount.amount)}</dd>
        </div>
      ) : null}
      {preview.coupon ? (
        <div>
          <dt>{text.couponAmount}</dt>
          <dd part="coupon-amount">-{formatYuan(preview.coupon.amount)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{text.freight}</dt>
        <dd part="freight">{formatYuan(preview.freight)}</dd>
      </div>
      <div className="yp-co__amounts-total">
        <dt>{text.payTotal}</dt>
        <dd className="yp-co__money yp-co__money--big" part="pay-total">
          {formatYuan(preview.pay_total)}
        </dd>
      </div>
    </dl>
  );
}

import { useId } from 'react';
import type { Coupon } from '../../shared/contract/order';
import { formatDate } from '../../shared/domain/time';
import { checkoutText as text } from './checkout-steps.text';
import { formatYuan } from '../../shared/domain/money';

export interface CouponPickerProps {
  coupons: readonly Coupon[];
  chosen: number;
  onChoose: (id: number) => void;
  disabled?: boolean;
}

/** Usable coupons first (the server's order within each group), then the unusable ones greyed with the reason. */
export function sortCoupons(coupons: readonly Coupon[]): Coupon[] {
  return [...coupons.filter((c) => c.usable !== 0), ...coupons.filter((c) => c.usable === 0)];
}

/**
 * Step 2 优惠券: 不使用优惠券 or one usable coupon; choosing one makes the
 * page ask the server for the preview again (the amounts are never worked
 * out here).
 */
export function CouponPicker({ coupons, chosen, onChoose, disabled = false }: CouponPickerProps) {
  const name = useId();
  return (
    <section className="yp-co__section" part="coupons" aria-labelledby={`${name}-title`}>
      <h3 id={`${name}-title`} className="yp-co__section-title">
        {text.coupon}
      </h3>
      <div className="yp-co__coupons" role="radiogroup" aria-label={text.coupon}>
        <label className={chosen === 0 ? 'yp-co__coupon yp-co__coupon--none is-chosen' : 'yp-co__coupon yp-co__coupon--none'} part="coupon" data-coupon-id={0}>
          <input type="radio" name={name} checked={chosen === 0} disabled={disabled} onChange={() => onChoose(0)} />
          {text.noCoupon}
        </label>
        {sortCoupons(coupons).map((coupon) => {
          const usable = coupon.usable !== 0;
          return (
            <label
              key={coupon.id}
              className={`yp-co__coupon${usable ? '' : ' is-off'}${coupon.id === chosen ? ' is-chosen' : ''}`}
              part="coupon"
              data-coupon-id={coupon.id}
              data-usable={usable ? 1 : 0}
            >
              <input type="radio" name={name} checked={coupon.id === chosen} disabled={disabled || !usable} onChange={() => onChoose(coupon.id)} />
              <span className="yp-co__coupon-amount">{formatYuan(coupon.amount)}</span>
              <span className="yp-co__coupon-body">
                <span className="yp-co__coupon-name">{coupon.name}</span>
                <span className="yp-co__muted">
                  {text.couponThreshold(coupon.threshold, coupon.amount)} · {text.couponValid(formatDate(coupon.valid_to))}
                </span>
                {!usable && coupon.unusable_reason ? <span className="yp-co__coupon-reason">{coupon.unusable_reason}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
      {coupons.length === 0 ? <p className="yp-co__muted">{text.couponNone}</p> : null}
    </section>
  );
}

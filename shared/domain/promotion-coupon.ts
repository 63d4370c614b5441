// What an order records about coupons (issue 26: "the order records which
// coupon was used and why a coupon could not apply"), as one sentence shown
// on the order detail. Worked out from the same pricing that charged the
// order (promotion-totals.ts), so it never disagrees with the amounts.
import { formatPrice } from './money';
import { couponBase, couponThresholdProblem, type CouponTerms } from './promotion-totals';
import type { CartLine } from './cart-totals';

export interface NamedCoupon extends CouponTerms {
  name: string;
}

/** How many unusable coupons the note names; the rest are counted. */
const NAMED_MAX = 3;

/**
 * The coupon note of an order priced from `lines` (their goods_manjian_amount
 * already set):
 * - with a coupon: its name and what it took off, and when that is less than
 *   its face value, why (it never takes more than the goods left after the
 *   activities);
 * - without one: whether the buyer held none that could be used now, chose
 *   not to use one that applied, or why each held coupon could not apply
 *   (还差¥X可用, measured as the checkout measures it).
 */
export function couponNote(lines: readonly CartLine[], used: { coupon: NamedCoupon; amountFen: number } | null, held: readonly NamedCoupon[]): string {
  if (used) {
    const { coupon, amountFen } = used;
    if (amountFen >= coupon.amountFen) return `已使用「${coupon.name}」，抵扣${formatPrice(amountFen)}`;
    return `已使用「${coupon.name}」，面额${formatPrice(coupon.amountFen)}，本单活动后商品金额仅${formatPrice(amountFen)}，抵扣${formatPrice(amountFen)}`;
  }
  if (held.length === 0) return '未使用优惠券：没有可用的优惠券';
  const measured = held.map((coupon) => ({ coupon, problem: couponThresholdProblem(coupon, couponBase(lines, coupon)) }));
  const usable = measured.filter((m) => m.problem === null);
  if (usable.length > 0) return `未使用优惠券：下单时选择了不使用（「${usable[0]!.coupon.name}」本可使用）`;
  const named = measured.slice(0, NAMED_MAX).map((m) => `「${m.coupon.name}」${m.coupon.youxOnly ? '仅限优选商品，' : ''}${m.problem}`);
  const more = measured.length > NAMED_MAX ? `等${measured.length}张` : '';
  return `未使用优惠券：${named.join('；')}${more}`;
}

// The one pricing of a set of cart lines (issue 26): the cart page's totals
// bar, the step-2 preview (POST /api/cart/checkout) and the order written by
// POST /api/order all come from priceCheckout, so what the cart shows as
// saved is, to the fen, what step 2 shows and what the order charges.
//
//   goods total (before activities)
//   − 满减 − 满折 (promotion.ts; spread over the lines as goods_manjian_amount)
//   = selected total (docs/product/constants.md: quantity × price − goods_manjian_amount + gifts)
//   − coupon (only at step 2 and on the order: the buyer picks it there)
//   + freight (free when the selected total plus the paid, unshipped orders
//     reaches the threshold, docs/product/constants.md, or a line ships free on its own)
//   = pay total
//
// The coupon's threshold is measured against the coupon-eligible total after
// the activities (docs/product/constants.md defines it with goods_manjian_amount taken off, and
// it is the figure the cart shows as 可用券商品合计), and a coupon never takes
// more than the goods left after the activities. The freight is decided
// before the coupon, so choosing a coupon never changes the freight.
import type { CartLine, CartTotals } from './cart-totals';
import { cartTotals, couponEligibleTotal, isCountable } from './cart-totals';
import { isOn } from './flag';
import { formatPrice } from './money';
import { applyActivities, type ActivityOutcome, type PromotionLine, type PromotionTier } from './promotion';
import { freeShippingRemaining } from './shipping';

export interface PricingLine extends PromotionLine {
  /** 单品包邮 reached on this line (is_dpby and number ≥ qg_number). */
  single_free_shipping?: boolean | null;
}

export interface ShippingTerms {
  /** The order amount that ships free, fen. */
  shippingAmount: number;
  /** The buyer's paid, unshipped orders counted towards it, fen. */
  noTransOrderAmount: number;
  /** Freight charged below it, fen. */
  freight: number;
}

export interface CouponTerms {
  /** Face value, fen. */
  amountFen: number;
  /** The coupon-eligible total it needs, fen. */
  thresholdFen: number;
  /** Only 优选 (is_youx) lines count towards it. */
  youxOnly?: boolean | null;
}

export interface SelectionPricing<T extends PromotionTier = PromotionTier> {
  /** The lines in the order given, goods_manjian_amount set by the activities. */
  lines: CartLine[];
  /** docs/product/constants.md totals over those lines: selected total is after the activities. */
  totals: CartTotals;
  /** The counted lines before any activity (number × price + gifts), fen. */
  goodsTotal: number;
  manjian: ActivityOutcome<T>;
  discount: ActivityOutcome<T>;
  /** 满减 + 满折 taken off, fen. */
  activitySaving: number;
  /** Still to buy for free shipping by the threshold alone (docs/product/constants.md), fen. */
  freeShippingRemaining: number;
  /** The threshold is reached, or a counted line ships free on its own. */
  freeShipping: boolean;
  /** Freight the order would be charged, fen. */
  freight: number;
}

export interface CheckoutPricing<T extends PromotionTier = PromotionTier> extends SelectionPricing<T> {
  /** What the coupon takes off, fen; 0 without one or when it cannot apply. */
  coupon: number;
  /** Why the coupon cannot apply (还差¥X可用), or null. */
  couponProblem: string | null;
  /** goods − 满减 − 满折 − coupon + freight, fen. */
  payTotal: number;
}

/**
 * The activities, the docs/product/constants.md totals and the freight of the lines as they are
 * selected. The cart page shows this; step 2 and the order add the coupon
 * (priceCheckout).
 */
export function priceSelection<T extends PromotionTier>(
  lines: readonly PricingLine[],
  tiers: { manjian?: readonly T[] | null; discount?: readonly T[] | null },
  shipping: ShippingTerms,
): SelectionPricing<T> {
  const applied = applyActivities(lines, tiers);
  const totals = cartTotals(applied.lines);
  const remaining = freeShippingRemaining({
    shippingAmount: shipping.shippingAmount,
    selectedTotal: totals.selectedTotal,
    noTransOrderAmount: shipping.noTransOrderAmount,
  });
  const singleItemFree = lines.some((line) => isCountable(line) && line.single_free_shipping === true);
  const freeShipping = remaining === 0 || singleItemFree;
  return {
    lines: applied.lines,
    totals,
    goodsTotal: totals.selectedTotal + applied.saving,
    manjian: applied.manjian,
    discount: applied.discount,
    activitySaving: applied.saving,
    freeShippingRemaining: remaining,
    freeShipping,
    freight: freeShipping ? 0 : Math.max(0, shipping.freight),
  };
}

/** The total a coupon's threshold is measured against: the coupon-eligible total after the activities (优选 lines only for a youx-only coupon). */
export function couponBase(lines: readonly CartLine[], coupon: Pick<CouponTerms, 'youxOnly'>): number {
  return couponEligibleTotal(coupon.youxOnly ? lines.filter((line) => isOn(line.is_youx)) : lines);
}

/** 还差¥X可用 when the base is short of the threshold, else null. */
export function couponThresholdProblem(coupon: Pick<CouponTerms, 'thresholdFen'>, base: number): string | null {
  return base >= coupon.thresholdFen ? null : `还差${formatPrice(coupon.thresholdFen - base)}可用`;
}

/**
 * The whole checkout: priceSelection, then the coupon (when it reaches its
 * threshold, at most the goods left after the activities), then the pay total.
 */
export function priceCheckout<T extends PromotionTier>(
  lines: readonly PricingLine[],
  tiers: { manjian?: readonly T[] | null; discount?: readonly T[] | null },
  shipping: ShippingTerms,
  coupon: CouponTerms | null,
): CheckoutPricing<T> {
  const selection = priceSelection(lines, tiers, shipping);
  const afterActivities = selection.totals.selectedTotal;
  let couponFen = 0;
  let problem: string | null = null;
  if (coupon) {
    problem = couponThresholdProblem(coupon, couponBase(selection.lines, coupon));
    if (!problem) couponFen = Math.max(0, Math.min(coupon.amountFen, afterActivities));
  }
  return { ...selection, coupon: couponFen, couponProblem: problem, payTotal: afterActivities - couponFen + selection.freight };
}

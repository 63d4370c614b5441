import { cartTotals } from '../../../shared/domain/cart-totals';
import { applyRate } from '../../../shared/domain/money';
import { freeShippingRemaining, isSingleItemFreeShipping } from '../../../shared/domain/shipping';
import { bestReachedTier } from '../../../shared/domain/tiers';
import type { PromotionTierJson } from '../../db/schema';
import { AppError } from '../../errors';
import { isLinePurchasable } from '../cart/lines';
import { eligibleTotals, type PricedCart } from '../cart/store';
import { couponBase, couponStateProblem, thresholdProblem, type HeldCoupon } from '../coupons';

/** Every figure of an order, fen: goods_total − manjian − discount − coupon + freight = pay_total. */
export interface OrderFigures {
  goodsTotal: number;
  manjianTier: PromotionTierJson | null;
  manjian: number;
  discountTier: PromotionTierJson | null;
  discount: number;
  coupon: number;
  freight: number;
  freeShipping: boolean;
  /** Still to buy for free shipping (0 when it ships free). */
  freeShippingRemaining: number;
  payTotal: number;
  count: number;
  quantity: number;
  /** Any line is 含麻黄碱类复方制剂. */
  isHm: boolean;
}

/**
 * The one pricing of a checkout, used by the preview (POST /api/cart/checkout)
 * and by order creation, so the order always charges what the preview showed.
 * - 满减: the highest reached tier's reduction, over the 满减 goods' eligible total.
 * - 折扣: the highest reached tier's rate, over the 折扣 goods' eligible total
 *   (both measured before any reduction: the activities do not feed each other).
 * - Coupon: usable when its base (couponBase) reaches the threshold; it takes
 *   at most what is left of the goods after the activities, so the buyer
 *   always pays at least the freight.
 * - Freight: 0 when the goods total plus the buyer's paid, unshipped orders
 *   reaches the threshold, or a line ships free on its own (单品包邮).
 * Every line counts as selected (these are the lines being checked out).
 * Throws 422 on ids for a line that cannot be bought, on coupon_id for a
 * coupon that cannot be used with these lines.
 */
export function priceOrder(cart: PricedCart, coupon: HeldCoupon | null, now: Date): OrderFigures {
  const unbuyable = cart.lines.find((line) => !isLinePurchasable(line));
  if (unbuyable) throw AppError.field('ids', `「${unbuyable.goods.name}」暂不可购买，请先移出结算`);
  for (const line of cart.lines) line.domain = { ...line.domain, is_selected: 1 };
  const { lines, activities, shipping } = cart;
  const totals = cartTotals(lines.map((line) => line.domain));
  const eligible = eligibleTotals(lines);

  const manjianTier = bestReachedTier(activities.manjian?.tiers ?? [], eligible.manjian);
  const manjian = manjianTier?.reduce ?? 0;
  const discountTier = bestReachedTier(activities.discount?.tiers ?? [], eligible.discount);
  const discount = discountTier ? eligible.discount - applyRate(eligible.discount, discountTier.rate ?? 1) : 0;
  const goodsAfterActivities = Math.max(0, totals.selectedTotal - manjian - discount);

  let couponFen = 0;
  if (coupon) {
    const problem = couponStateProblem(coupon, now) ?? thresholdProblem(coupon.design, couponBase(lines, coupon.design));
    if (problem) throw AppError.field('coupon_id', problem);
    couponFen = Math.min(coupon.design.amountFen, goodsAfterActivities);
  }

  const remaining = freeShippingRemaining({
    shippingAmount: shipping.shippingAmount,
    selectedTotal: totals.selectedTotal,
    noTransOrderAmount: shipping.noTransOrderAmount,
  });
  const singleItemFree = lines.some((line) =>
    isSingleItemFreeShipping({ is_dpby: line.goods.isDpby, qg_number: line.goods.qgNumber, number: line.item.number }),
  );
  const freeShipping = remaining === 0 || singleItemFree;
  const freight = freeShipping ? 0 : shipping.freight;

  return {
    goodsTotal: totals.selectedTotal,
    manjianTier,
    manjian,
    discountTier,
    discount,
    coupon: couponFen,
    freight,
    freeShipping,
    freeShippingRemaining: freeShipping ? 0 : remaining,
    payTotal: goodsAfterActivities - couponFen + freight,
    count: totals.selectedCount,
    quantity: totals.selectedQuantity,
    isHm: lines.some((line) => line.goods.isEphedrine),
  };
}

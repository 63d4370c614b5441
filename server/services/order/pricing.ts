import { couponNote, type NamedCoupon } from '../../../shared/domain/promotion-coupon';
import { priceCheckout } from '../../../shared/domain/promotion-totals';
import type { CouponRow, PromotionTierJson } from '../../db/schema';
import { AppError } from '../../errors';
import { isLinePurchasable } from '../cart/lines';
import type { PricedCart } from '../cart/store';
import { couponStateProblem, couponTerms, type HeldCoupon } from '../coupons';

/** Every figure of an order, fen: goods_total − manjian − discount − coupon + freight = pay_total. */
export interface OrderFigures {
  goodsTotal: number;
  manjianTier: PromotionTierJson | null;
  manjian: number;
  discountTier: PromotionTierJson | null;
  discount: number;
  coupon: number;
  /** Which coupon was used, or why none applied (the order detail shows it). */
  couponNote: string;
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

const named = (design: CouponRow): NamedCoupon => ({ ...couponTerms(design), name: design.name });

/**
 * The one pricing of a checkout, used by the preview (POST /api/cart/checkout)
 * and by order creation, and the same rule the cart page's totals come from
 * (shared/domain/promotion-totals priceCheckout): 满减 and 满折 over their own
 * goods, the coupon on what is left, the freight, the pay total. So the
 * order charges, to the fen, what the cart and the preview showed.
 * Every line counts as selected (these are the lines being checked out);
 * each line's domain gets its goods_manjian_amount for the preview's lines.
 * Throws 422 on ids for a line that cannot be bought, on coupon_id for a
 * coupon that cannot be used with these lines. `held` are the buyer's other
 * usable-now coupons, read only when none was chosen: the coupon note says
 * why none applied.
 */
export function priceOrder(cart: PricedCart, coupon: HeldCoupon | null, now: Date, held: readonly HeldCoupon[] = []): OrderFigures {
  const unbuyable = cart.lines.find((line) => !isLinePurchasable(line));
  if (unbuyable) throw AppError.field('ids', `「${unbuyable.goods.name}」暂不可购买，请先移出结算`);
  const state = coupon ? couponStateProblem(coupon, now) : null;
  if (state) throw AppError.field('coupon_id', state);
  for (const line of cart.lines) line.domain = { ...line.domain, is_selected: 1 };
  const { lines, activities, shipping } = cart;
  const figures = priceCheckout(
    lines.map((line) => line.domain),
    { manjian: activities.manjian?.tiers ?? null, discount: activities.discount?.tiers ?? null },
    shipping,
    coupon ? couponTerms(coupon.design) : null,
  );
  if (figures.couponProblem) throw AppError.field('coupon_id', figures.couponProblem);
  lines.forEach((line, i) => {
    line.domain = { ...line.domain, goods_manjian_amount: figures.lines[i]?.goods_manjian_amount ?? 0 };
  });

  return {
    goodsTotal: figures.goodsTotal,
    manjianTier: figures.manjian.tier,
    manjian: figures.manjian.saving,
    discountTier: figures.discount.tier,
    discount: figures.discount.saving,
    coupon: figures.coupon,
    couponNote: couponNote(
      figures.lines,
      coupon ? { coupon: named(coupon.design), amountFen: figures.coupon } : null,
      held.map((other) => named(other.design)),
    ),
    freight: figures.freight,
    freeShipping: figures.freeShipping,
    freeShippingRemaining: figures.freeShipping ? 0 : figures.freeShippingRemaining,
    payTotal: figures.payTotal,
    count: figures.totals.selectedCount,
    quantity: figures.totals.selectedQuantity,
    isHm: lines.some((line) => line.goods.isEphedrine),
  };
}

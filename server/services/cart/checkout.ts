import type { CartNextHint } from '../../../shared/contract/cart';
import type { OrderCheckoutPreview } from '../../../shared/contract/order';
import { fenToYuan } from '../../../shared/domain/money';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { toCartTier } from './activities';
import { COUPON_NOT_FOUND, loadHeldCoupon, type HeldCoupon } from '../coupons';
import { priceOrder, type OrderFigures } from '../order/pricing';
import { assertLinesInScope, orderBlockedReason } from '../order/verified-buyer';
import { toCartItem } from './lines';
import { CART_ITEM_NOT_FOUND } from './mutations';
import { hintOf } from './promotion-lines';
import { applyPricing, priceCart, type PricedCart } from './store';

/**
 * POST /api/cart/checkout: a preview of the order the selected ids would
 * make, every figure computed again from the goods and the live activities
 * by the same priceOrder that writes the order (services/order/pricing.ts).
 * A coupon_id that is not the buyer's, or cannot be used with these lines
 * (used, expired, threshold not reached) → 422 on coupon_id with the reason.
 * A buyer who may not order yet (qualification under review) gets the
 * preview with can_order 0 and the reason, not an error: nothing is asked
 * of them on this page that they could fix.
 */
export async function checkoutPreview(db: Database, userId: number, ids: readonly number[], couponId = 0, now = new Date()): Promise<OrderCheckoutPreview> {
  const unique = [...new Set(ids)];
  const cart = await priceCart(db, userId, unique);
  if (cart.lines.length !== unique.length) throw AppError.notFound(CART_ITEM_NOT_FOUND);
  const coupon = couponId > 0 ? await loadHeldCoupon(db, userId, couponId) : null;
  if (couponId > 0 && !coupon) throw AppError.field('coupon_id', COUPON_NOT_FOUND);
  // The preview still shows the figures to a buyer who may not order yet; the confirm step disables 提交订单 with the reason.
  const blocked = await orderBlockedReason(db, userId);
  // Goods outside the 经营范围 cannot be checked out at all: 422 with the reason. While the buyer may not
  // order anyway, licences under review count too (provisional); once they may, the scope is exactly the
  // one the order will be held to, so the preview never promises what the order refuses.
  await assertLinesInScope(db, userId, cart.lines, blocked !== '');
  const figures = priceOrder(cart, coupon, now);
  return { ...previewOf(cart, coupon, figures), can_order: blocked ? 0 : 1, blocked_reason: blocked ?? '' };
}

/** The preview's lines and amounts, as priceOrder priced them (the order is written from the same figures). */
export function previewOf(cart: PricedCart, coupon: HeldCoupon | null, figures: OrderFigures): Omit<OrderCheckoutPreview, 'can_order' | 'blocked_reason'> {
  const { lines, activities } = cart;
  return {
    items: lines.map((line) => toCartItem(line, activities)),
    goods_total: fenToYuan(figures.goodsTotal),
    manjian: figures.manjianTier ? { tier: toCartTier('manjian', { ...figures.manjianTier, status: 1 }), amount: fenToYuan(figures.manjian) } : null,
    discount: figures.discountTier ? { tier: toCartTier('discount', { ...figures.discountTier, status: 1 }), amount: fenToYuan(figures.discount) } : null,
    coupon: coupon ? { id: coupon.held.id, name: coupon.design.name, amount: fenToYuan(figures.coupon) } : null,
    freight: fenToYuan(figures.freight),
    free_shipping: figures.freeShipping ? 1 : 0,
    free_shipping_remaining: fenToYuan(figures.freeShippingRemaining),
    pay_total: fenToYuan(figures.payTotal),
    count: figures.count,
    quantity: figures.quantity,
    is_hm: figures.isHm ? 1 : 0,
  };
}

/** POST /api/cart/next_hint: how far the selected lines are from the next 满减 and 满折 tier, counting each activity's own goods. */
export async function nextHint(db: Database, userId: number): Promise<CartNextHint> {
  const pricing = applyPricing(await priceCart(db, userId));
  const manjian = hintOf(pricing.manjian);
  const discount = hintOf(pricing.discount);
  return { manjian, discount, text: manjian?.text ?? discount?.text ?? '' };
}

import type { CartNextHint, CartTierHint, CheckoutPreview } from '../../../shared/contract/cart';
import { cartTotals } from '../../../shared/domain/cart-totals';
import { applyRate, fenToYuan, formatPrice } from '../../../shared/domain/money';
import { freeShippingRemaining, isSingleItemFreeShipping } from '../../../shared/domain/shipping';
import { bestReachedTier, nextTier } from '../../../shared/domain/tiers';
import type { Database } from '../../db/client';
import type { PromotionTierJson } from '../../db/schema';
import { AppError } from '../../errors';
import { rateText, toCartTier } from './activities';
import { isLinePurchasable, toCartItem } from './lines';
import { CART_ITEM_NOT_FOUND } from './mutations';
import { eligibleTotals, priceCart } from './store';

/**
 * POST /api/cart/checkout: a preview of the order the selected ids would
 * make, every figure computed again from the goods and the live activities.
 * - 满减: the highest reached tier's reduction, over the 满减 goods' eligible total.
 * - 折扣: the highest reached tier's rate, over the 折扣 goods' eligible total
 *   (both measured before any reduction: the activities do not feed each other).
 * - Freight: 0 when the goods total plus the buyer's unshipped paid orders
 *   reaches the threshold, or a line ships free on its own (单品包邮);
 *   otherwise the configured freight.
 * Order creation is a later part of this issue.
 */
export async function checkoutPreview(db: Database, userId: number, ids: readonly number[]): Promise<CheckoutPreview> {
  const unique = [...new Set(ids)];
  const cart = await priceCart(db, userId, unique);
  if (cart.lines.length !== unique.length) throw AppError.notFound(CART_ITEM_NOT_FOUND);
  const unbuyable = cart.lines.find((line) => !isLinePurchasable(line));
  if (unbuyable) throw AppError.field('ids', `「${unbuyable.goods.name}」暂不可购买，请先移出结算`);

  // The preview is of these lines whatever their checkbox says.
  for (const line of cart.lines) line.domain = { ...line.domain, is_selected: 1 };
  const { lines, activities, shipping } = cart;
  const totals = cartTotals(lines.map((line) => line.domain));
  const eligible = eligibleTotals(lines);

  const manjianTier = bestReachedTier(activities.manjian?.tiers ?? [], eligible.manjian);
  const manjianAmount = manjianTier?.reduce ?? 0;
  const discountTier = bestReachedTier(activities.discount?.tiers ?? [], eligible.discount);
  const discountAmount = discountTier ? eligible.discount - applyRate(eligible.discount, discountTier.rate ?? 1) : 0;

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
  const pay = Math.max(0, totals.selectedTotal - manjianAmount - discountAmount) + freight;

  return {
    items: lines.map((line) => toCartItem(line, activities)),
    goods_total: fenToYuan(totals.selectedTotal),
    manjian: manjianTier ? { tier: toCartTier('manjian', { ...manjianTier, status: 1 }), amount: fenToYuan(manjianAmount) } : null,
    discount: discountTier ? { tier: toCartTier('discount', { ...discountTier, status: 1 }), amount: fenToYuan(discountAmount) } : null,
    freight: fenToYuan(freight),
    free_shipping: freeShipping ? 1 : 0,
    free_shipping_remaining: fenToYuan(freeShipping ? 0 : remaining),
    pay_total: fenToYuan(pay),
    count: totals.selectedCount,
    quantity: totals.selectedQuantity,
  };
}

function hintOf(kind: 'manjian' | 'discount', tiers: readonly PromotionTierJson[], eligible: number): CartTierHint | null {
  const next = nextTier(tiers, eligible);
  if (!next) return null;
  const tier = toCartTier(kind, { ...next.tier, status: 0 });
  const gain = kind === 'manjian' ? `可减${formatPrice(next.tier.reduce ?? 0)}` : `可享${rateText(next.tier.rate ?? 1)}`;
  return { kind, missing: fenToYuan(next.missing), tier, text: `再买${formatPrice(next.missing)}${gain}` };
}

/** POST /api/cart/next_hint: how far the selected lines are from the next 满减 and 折扣 tier. */
export async function nextHint(db: Database, userId: number): Promise<CartNextHint> {
  const { lines, activities } = await priceCart(db, userId);
  const eligible = eligibleTotals(lines);
  const manjian = hintOf('manjian', activities.manjian?.tiers ?? [], eligible.manjian);
  const discount = hintOf('discount', activities.discount?.tiers ?? [], eligible.discount);
  return { manjian, discount, text: manjian?.text ?? discount?.text ?? '' };
}

import { and, eq, inArray } from 'drizzle-orm';
import type { CartFilter, CartStore, CartTotalsData } from '../../../shared/contract/cart';
import { normalizeSelection } from '../../../shared/domain/cart-totals';
import { priceSelection, type SelectionPricing } from '../../../shared/domain/promotion-totals';
import { fenToYuan } from '../../../shared/domain/money';
import { freeShippingRemaining } from '../../../shared/domain/shipping';
import { tierStatus } from '../../../shared/domain/tiers';
import type { Database, Transaction } from '../../db/client';
import { cartItems, type PromotionRow, type PromotionTierJson } from '../../db/schema';
import { loadActivities, toCartActivity, toCartTier, type CartActivities } from './activities';
import { applyComboGifts } from './combo-gift';
import { isLinePurchasable, loadLines, priceLine, toCartItem, type LoadedLine, type PricedLine } from './lines';
import { promotionLineOf } from './promotion-lines';
import { loadShippingRule, type ShippingRule } from './shipping';

type Reader = Database | Transaction;

/** A priced cart (or a part of it) with the activities and freight rule it was priced under. */
export interface PricedCart {
  lines: PricedLine[];
  activities: CartActivities;
  shipping: ShippingRule;
}

export async function priceCart(db: Reader, userId: number, ids?: readonly number[]): Promise<PricedCart> {
  return priceLoaded(db, userId, await loadLines(db, userId, ids));
}

/** priceCart for lines already loaded. */
export async function priceLoaded(db: Reader, userId: number, loaded: LoadedLine[]): Promise<PricedCart> {
  // Sequential: `db` may be a transaction, which is one connection.
  const activities = await loadActivities(
    db,
    loaded.map((line) => line.goods.id),
  );
  const shipping = await loadShippingRule(db, userId);
  return pricedWith(loaded, activities, shipping);
}

/**
 * The pricing itself, for lines, activities and freight rule already read
 * (order creation reads them side by side before it writes).
 */
export function pricedWith(loaded: readonly LoadedLine[], activities: CartActivities, shipping: ShippingRule): PricedCart {
  const lines = applyComboGifts(
    loaded.map((line) => priceLine(line, activities)),
    activities,
  );
  return { lines, activities, shipping };
}

/**
 * The cart's one pricing (shared/domain/promotion-totals, the same the
 * preview and the order use) over its lines as they are selected; each
 * line's domain gets its goods_manjian_amount (its share of the 满减 and
 * 满折), so toCartItem and the coupon base read it.
 */
export function applyPricing(cart: PricedCart): SelectionPricing<PromotionTierJson> {
  const pricing = priceSelection(
    cart.lines.map((line) => line.domain),
    { manjian: cart.activities.manjian?.tiers ?? null, discount: cart.activities.discount?.tiers ?? null },
    cart.shipping,
  );
  cart.lines.forEach((line, i) => {
    line.domain = { ...line.domain, goods_manjian_amount: pricing.lines[i]?.goods_manjian_amount ?? 0 };
  });
  return pricing;
}

export function tiersOf(promotion: PromotionRow | null, kind: 'manjian' | 'discount', eligible: number) {
  return tierStatus(promotion?.tiers ?? [], eligible).map((tier) => toCartTier(kind, tier));
}

/** 99999 all; 1 preferred; 2 seckill; 3 in an activity (满减/赠品); 4 unavailable. */
const FILTERS: { id: number; name: string; keep: (line: PricedLine, cart: PricedCart) => boolean }[] = [
  { id: 99999, name: '全部商品', keep: () => true },
  { id: 1, name: '优选商品', keep: (line) => line.goods.isYoux },
  { id: 2, name: '秒杀商品', keep: (line) => line.goods.type === 1 },
  // Every activity the promotion lines name counts: 满减, 满折 and gifts (the tab and the 活动商品N种 lines agree).
  {
    id: 3,
    name: '活动商品',
    keep: (line, cart) => line.inManjian || line.inDiscount || line.giftData !== null || cart.activities.giftOf(line.goods.id) !== null,
  },
  { id: 4, name: '失效商品', keep: (line) => !isLinePurchasable(line) },
];

export function totalsOf(pricing: SelectionPricing<PromotionTierJson>, shipping: ShippingRule): CartTotalsData {
  const { totals } = pricing;
  return {
    selected_total: fenToYuan(totals.selectedTotal),
    goods_total: fenToYuan(pricing.goodsTotal),
    activity_saving: fenToYuan(pricing.activitySaving),
    preferred_total: fenToYuan(totals.preferredTotal),
    seckill_total: fenToYuan(totals.seckillTotal),
    coupon_eligible_total: fenToYuan(totals.couponEligibleTotal),
    selected_count: totals.selectedCount,
    selected_quantity: totals.selectedQuantity,
    free_shipping_remaining: fenToYuan(
      freeShippingRemaining({
        shippingAmount: shipping.shippingAmount,
        selectedTotal: totals.selectedTotal,
        noTransOrderAmount: shipping.noTransOrderAmount,
      }),
    ),
  };
}

/**
 * GET /api/cart/list: the cart store (docs/product/entities.md). Lines that cannot be bought
 * (is_buy 0, no stock) are forced unselected on load (docs/product/states.md) and that is
 * written back, so the next checkout sees the same selection. Totals and
 * tiers are over the whole cart; `filters` only narrows `data`.
 */
export async function cartStore(db: Database, userId: number, filters = 99999): Promise<CartStore> {
  const cart = await priceCart(db, userId);
  const forced = forceUnbuyableOff(cart);
  if (forced.length > 0) {
    await db
      .update(cartItems)
      .set({ isSelected: false })
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, forced)));
  }
  return presentCart(cart, filters);
}

/** docs/product/states.md: lines that cannot be bought are forced unselected (a 套餐 only when off sale); the ids changed. */
export function forceUnbuyableOff(cart: PricedCart): number[] {
  const forced: number[] = [];
  for (const line of cart.lines) {
    const normalized = normalizeSelection(line.domain);
    if (normalized !== line.domain) {
      forced.push(line.item.id);
      line.domain = normalized;
      line.item = { ...line.item, isSelected: false };
    }
  }
  return forced;
}

/**
 * The cart store of a priced cart, its selection as it stands: every figure
 * from the shared pricing (applyPricing), the one step 2 and the order use.
 */
export function presentCart(cart: PricedCart, filters = 99999): CartStore {
  const { activities, shipping, lines } = cart;
  const pricing = applyPricing(cart);
  const filter = FILTERS.find((f) => f.id === filters) ?? FILTERS[0]!;
  return {
    data: lines.filter((line) => filter.keep(line, cart)).map((line) => toCartItem(line, activities)),
    shipping_data: {
      shipping_amount: fenToYuan(shipping.shippingAmount),
      no_trans_order_amount: fenToYuan(shipping.noTransOrderAmount),
      freight: fenToYuan(shipping.freight),
    },
    activity_data: {
      manjians: {
        activity: toCartActivity(activities.manjian),
        manjians: tiersOf(activities.manjian, 'manjian', pricing.manjian.eligibleTotal),
        promotion: activities.manjian ? promotionLineOf(pricing.manjian, lines) : null,
      },
      discounts: {
        activity: toCartActivity(activities.discount),
        discounts: tiersOf(activities.discount, 'discount', pricing.discount.eligibleTotal),
        promotion: activities.discount ? promotionLineOf(pricing.discount, lines) : null,
      },
    },
    filter_data: FILTERS.map((f): CartFilter => ({ id: f.id, name: f.name, count: lines.filter((line) => f.keep(line, cart)).length })),
    totals: totalsOf(pricing, shipping),
  };
}

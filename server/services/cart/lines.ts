import { and, desc, eq, inArray } from 'drizzle-orm';
import type { CartItem } from '../../../shared/contract/cart';
import { isPurchasable } from '../../../shared/domain/cart-totals';
import type { PricingLine } from '../../../shared/domain/promotion-totals';
import { ladderUnitPrice } from '../../../shared/domain/ladder';
import { applyRate, fenToYuan } from '../../../shared/domain/money';
import { quantityBounds } from '../../../shared/domain/quantity';
import { isSingleItemFreeShipping } from '../../../shared/domain/shipping';
import { CART_TYPE_COMBINATION, CART_TYPE_SECKILL } from '../../../shared/domain/cart-totals';
import type { Database, Transaction } from '../../db/client';
import { cartItems, goods, type CartItemRow, type GoodsRow } from '../../db/schema';
import { goodsImageUrl, GOODS_IMAGE_VIEWS } from '../../images/goods';
import { combinationItemOf, withPackageStock, type Component } from '../goods/combinations';
import type { CartActivities } from './activities';

type Reader = Database | Transaction;

export interface LoadedLine {
  item: CartItemRow;
  /** For a 套餐 line, the package row with its computed stock (goods/combinations packageRow). */
  goods: GoodsRow;
  /** A 套餐 line's components (what one package holds); null for other lines. */
  components: Component[] | null;
}

/** A line with everything the server decided about it: price, flags, gift; money in fen. */
export interface PricedLine extends LoadedLine {
  /** Unit price for the line's quantity (ladder applied), fen. */
  unitPrice: number;
  /**
   * The line as the shared pricing reads it (shared/domain/promotion-totals):
   * goods_manjian_amount is 0 here and set by the cart's pricing (store.ts
   * applyPricing), which knows the whole selection.
   */
  domain: PricingLine;
  giftTotal: number;
  giftData: CartItem['gift_data'];
  /** The 组合满赠/换购 group (promotion id) whose gift this line carries; null for none or a per-goods gift. */
  comboGiftId: number | null;
  inManjian: boolean;
  inDiscount: boolean;
}

/** The buyer's lines with their goods, newest first; `ids` narrows them (ownership is in the where clause). */
/**
 * The buyer's lines with their goods, newest first; `ids` narrows them
 * (ownership is in the where clause). A 套餐 line carries its package row
 * with the stock and buyability its components allow, so every rule below
 * (clamping, forced unselect, checkout) sees the package's real availability.
 */
export async function loadLines(db: Reader, userId: number, ids?: readonly number[]): Promise<LoadedLine[]> {
  const mine = eq(cartItems.userId, userId);
  const query = db
    .select({ item: cartItems, goods })
    .from(cartItems)
    .innerJoin(goods, eq(goods.id, cartItems.goodsId))
    .where(ids ? and(mine, inArray(cartItems.id, [...ids])) : mine)
    .orderBy(desc(cartItems.createdAt), desc(cartItems.id));
  const rows = await query;
  const packaged = await withPackageStock(
    db,
    rows.map((row) => row.goods),
  );
  return rows.map((row, i) => ({ item: row.item, goods: packaged.rows[i]!, components: packaged.components.get(row.goods.id) ?? null }));
}

/** The quantity rules of a goods item for shared/domain/quantity. */
export function quantityRules(row: GoodsRow): { step: number; min: number; max: number } {
  return { step: row.step, min: row.minBuy, max: row.stock };
}

/** The unit price in fen the buyer pays for `number` units: the goods' ladder, never a client price. */
export function unitPriceOf(row: GoodsRow, number: number): number {
  return ladderUnitPrice(row.priceFen, row.ladderPrice, row.ladderPriceType, number);
}

/** Why a goods item cannot go into a cart, or null when it can. */
export function unbuyableReason(row: GoodsRow): string | null {
  const combination = row.type === CART_TYPE_COMBINATION;
  if (!row.isBuy) return combination ? '该套餐暂不可购买' : '该商品暂不可购买';
  if (row.stock <= 0) return combination ? '该套餐库存不足' : '该商品已售罄';
  if (!quantityBounds(quantityRules(row)).canBuy) return '该商品库存不足起购数量';
  return null;
}

/**
 * Whether a line of this goods may be selected (and so counted): buyable now,
 * or a 套餐 that is on sale, whatever its parts' stock (docs/product/constants.md counts
 * packages regardless of stock; the order checks the parts' stock).
 */
export function isSelectableGoods(row: GoodsRow): boolean {
  if (row.type === CART_TYPE_COMBINATION) return row.isBuy;
  return unbuyableReason(row) === null;
}

export function priceLine(line: LoadedLine, activities: CartActivities): PricedLine {
  const { item, goods: row } = line;
  const combination = line.components !== null;
  // Seckill goods and 套餐 are already at their lowest price: coupons and
  // cart activities do not apply to them.
  const withCoupon = row.type === CART_TYPE_SECKILL || combination ? 0 : 1;
  // /welfare 全场94折 is a price, not an order-level reduction: the line is
  // charged the rate of its (ladder) unit price, rounded down to the fen, and
  // the store-wide 折扣 does not stack on it (docs/decisions.md ADR-028).
  const welfareRate = withCoupon === 1 ? activities.welfareRateOf(row.id) : null;
  const unitPrice = welfareRate === null ? unitPriceOf(row, item.number) : applyRate(unitPriceOf(row, item.number), welfareRate);
  // The package price is the deal: no gift, 满减 or 折扣 on a 套餐.
  const gift = combination ? null : activities.giftOf(row.id);
  let giftTotal = 0;
  let giftData: CartItem['gift_data'] = null;
  if (gift && gift.rule.buy_number > 0 && item.number >= gift.rule.buy_number) {
    const giftNumber = Math.floor(item.number / gift.rule.buy_number) * gift.rule.gift_number;
    giftTotal = giftNumber * gift.rule.gift_price;
    giftData = { total: fenToYuan(giftTotal), type: gift.rule.gift_price > 0 ? 2 : 1, name: gift.rule.gift_name, number: giftNumber };
  }
  const domain: PricingLine = {
    number: item.number,
    price: unitPrice,
    // The goods decide the type (a 套餐 row is type 3), whatever the line was added with.
    type: combination ? CART_TYPE_COMBINATION : item.type,
    is_selected: item.isSelected ? 1 : 0,
    // A 套餐 counts regardless of stock (docs/product/constants.md: "combination items count
    // regardless of stock"): only a package that is off sale, or has a part
    // off sale, is not buyable. Parts that are short are told at checkout.
    is_buy: row.isBuy ? 1 : 0,
    stock: row.stock,
    is_youx: row.isYoux ? 1 : 0,
    with_coupon: withCoupon,
    // What the activities take off this line: set by the pricing of the
    // whole selection (shared/domain/promotion.ts), 0 until then.
    goods_manjian_amount: 0,
    gift_data: giftData ? { total: giftTotal, type: giftData.type } : null,
    in_manjian: withCoupon === 1 && activities.inManjian(row.id),
    in_discount: withCoupon === 1 && welfareRate === null && activities.inDiscount(row.id),
    single_free_shipping: isSingleItemFreeShipping({ is_dpby: row.isDpby, qg_number: row.qgNumber, number: item.number }),
  };
  return {
    ...line,
    unitPrice,
    domain,
    giftTotal,
    giftData,
    comboGiftId: null,
    inManjian: domain.in_manjian === true,
    inDiscount: domain.in_discount === true,
  };
}

export function isLinePurchasable(line: PricedLine): boolean {
  return isPurchasable(line.domain);
}

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** A cart line's goods pictures (docs/product/entities.md goods_image): the pack's front (the list cards' picture) first, then its other views. */
function cartGoodsImages(goodsId: number): CartItem['goods']['goods_image'] {
  return GOODS_IMAGE_VIEWS.map((view) => ({ list: view === 'front' ? goodsImageUrl(goodsId) : goodsImageUrl(goodsId, view) }));
}

export function toCartItem(line: PricedLine, activities: CartActivities): CartItem {
  const { item, goods: row, domain } = line;
  const subtotal = domain.number * domain.price - (domain.goods_manjian_amount ?? 0) + line.giftTotal;
  return {
    id: item.id,
    number: item.number,
    price: fenToYuan(line.unitPrice),
    type: domain.type ?? item.type,
    is_selected: flag(item.isSelected),
    goods: {
      id: row.id,
      name: row.name,
      sccj: row.sccj,
      ypgg: row.ypgg,
      bzdw: row.bzdw,
      goods_image: cartGoodsImages(row.id),
      ck_id: item.ckId,
      step: row.step,
      min_buy: row.minBuy,
      number: row.stock,
      is_buy: domain.is_buy === 1 ? 1 : 0,
      is_youx: flag(row.isYoux),
      type: row.type,
      tags: row.tags.map((tag) => ({ name: tag.name, describe: tag.describe, is_show: tag.is_show, isLadder: tag.isLadder })),
      base_price: fenToYuan(row.priceFen),
      ladder_price: row.ladderPrice.map((tier) => ({ number: tier.number, price: fenToYuan(tier.price) })),
      ladder_price_type: row.ladderPriceType,
      is_dpby: flag(row.isDpby),
      qg_number: row.qgNumber,
    },
    combination: line.components ? { id: row.id, name: row.name, price: fenToYuan(row.priceFen), items: line.components.map(combinationItemOf) } : null,
    goods_manjian_amount: fenToYuan(domain.goods_manjian_amount ?? 0),
    with_coupon: domain.with_coupon === 1 ? 1 : 0,
    gift_data: line.giftData,
    subtotal: fenToYuan(subtotal),
    single_free_shipping: flag(isSingleItemFreeShipping({ is_dpby: row.isDpby, qg_number: row.qgNumber, number: item.number })),
    goods_manjian_id: line.inManjian ? (activities.manjian?.id ?? 0) : 0,
    goods_discount_id: line.inDiscount ? (activities.discount?.id ?? 0) : 0,
    goods_price_id: item.goodsPriceId,
    ladder_price_id: item.ladderPriceId,
    is_yj: item.isYj,
  };
}

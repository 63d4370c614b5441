import { and, desc, eq, inArray } from 'drizzle-orm';
import type { CartItem } from '../../../shared/contract/cart';
import { isPurchasable, type CartLine } from '../../../shared/domain/cart-totals';
import { ladderUnitPrice } from '../../../shared/domain/ladder';
import { fenToYuan } from '../../../shared/domain/money';
import { quantityBounds } from '../../../shared/domain/quantity';
import { isSingleItemFreeShipping } from '../../../shared/domain/shipping';
import { CART_TYPE_SECKILL } from '../../../shared/domain/cart-totals';
import type { Database, Transaction } from '../../db/client';
import { cartItems, goods, type CartItemRow, type GoodsRow } from '../../db/schema';
import { goodsImageUrl } from '../../images/goods';
import type { CartActivities } from './activities';

type Reader = Database | Transaction;

export interface LoadedLine {
  item: CartItemRow;
  goods: GoodsRow;
}

/** A line with everything the server decided about it: price, flags, gift; money in fen. */
export interface PricedLine extends LoadedLine {
  /** Unit price for the line's quantity (ladder applied), fen. */
  unitPrice: number;
  /** The line as shared/domain/cart-totals reads it. */
  domain: CartLine;
  giftTotal: number;
  giftData: CartItem['gift_data'];
  inManjian: boolean;
  inDiscount: boolean;
}

/** The buyer's lines with their goods, newest first; `ids` narrows them (ownership is in the where clause). */
export async function loadLines(db: Reader, userId: number, ids?: readonly number[]): Promise<LoadedLine[]> {
  const mine = eq(cartItems.userId, userId);
  return db
    .select({ item: cartItems, goods })
    .from(cartItems)
    .innerJoin(goods, eq(goods.id, cartItems.goodsId))
    .where(ids ? and(mine, inArray(cartItems.id, [...ids])) : mine)
    .orderBy(desc(cartItems.createdAt), desc(cartItems.id));
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
  if (!row.isBuy) return '该商品暂不可购买';
  if (row.stock <= 0) return '该商品已售罄';
  if (!quantityBounds(quantityRules(row)).canBuy) return '该商品库存不足起购数量';
  return null;
}

export function priceLine(line: LoadedLine, activities: CartActivities): PricedLine {
  const { item, goods: row } = line;
  const unitPrice = unitPriceOf(row, item.number);
  const gift = activities.giftOf(row.id);
  let giftTotal = 0;
  let giftData: CartItem['gift_data'] = null;
  if (gift && gift.rule.buy_number > 0 && item.number >= gift.rule.buy_number) {
    const giftNumber = Math.floor(item.number / gift.rule.buy_number) * gift.rule.gift_number;
    giftTotal = giftNumber * gift.rule.gift_price;
    giftData = { total: fenToYuan(giftTotal), type: gift.rule.gift_price > 0 ? 2 : 1, name: gift.rule.gift_name, number: giftNumber };
  }
  // Seckill goods are already at their lowest price: coupons and cart
  // activities do not apply to them.
  const withCoupon = row.type === CART_TYPE_SECKILL ? 0 : 1;
  const domain: CartLine = {
    number: item.number,
    price: unitPrice,
    type: item.type,
    is_selected: item.isSelected ? 1 : 0,
    is_buy: row.isBuy ? 1 : 0,
    stock: row.stock,
    is_youx: row.isYoux ? 1 : 0,
    with_coupon: withCoupon,
    // Order-level 满减 is not spread over lines (it is in the checkout
    // preview); no line-level reduction exists in the catalogue.
    goods_manjian_amount: 0,
    gift_data: giftData ? { total: giftTotal, type: giftData.type } : null,
  };
  return {
    ...line,
    unitPrice,
    domain,
    giftTotal,
    giftData,
    inManjian: withCoupon === 1 && activities.inManjian(row.id),
    inDiscount: withCoupon === 1 && activities.inDiscount(row.id),
  };
}

export function isLinePurchasable(line: PricedLine): boolean {
  return isPurchasable(line.domain);
}

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

export function toCartItem(line: PricedLine, activities: CartActivities): CartItem {
  const { item, goods: row, domain } = line;
  const subtotal = domain.number * domain.price - (domain.goods_manjian_amount ?? 0) + line.giftTotal;
  return {
    id: item.id,
    number: item.number,
    price: fenToYuan(line.unitPrice),
    type: item.type,
    is_selected: flag(item.isSelected),
    goods: {
      id: row.id,
      name: row.name,
      sccj: row.sccj,
      ypgg: row.ypgg,
      bzdw: row.bzdw,
      image: goodsImageUrl(row.id),
      step: row.step,
      min_buy: row.minBuy,
      number: row.stock,
      is_buy: flag(row.isBuy),
      is_youx: flag(row.isYoux),
      type: row.type,
      tags: row.tags.map((tag) => ({ name: tag.name, describe: tag.describe, is_show: tag.is_show, isLadder: tag.isLadder })),
      base_price: fenToYuan(row.priceFen),
      ladder_price: row.ladderPrice.map((tier) => ({ number: tier.number, price: fenToYuan(tier.price) })),
      ladder_price_type: row.ladderPriceType,
      is_dpby: flag(row.isDpby),
      qg_number: row.qgNumber,
    },
    goods_manjian_amount: fenToYuan(domain.goods_manjian_amount ?? 0),
    with_coupon: domain.with_coupon === 1 ? 1 : 0,
    gift_data: line.giftData,
    subtotal: fenToYuan(subtotal),
    single_free_shipping: flag(isSingleItemFreeShipping({ is_dpby: row.isDpby, qg_number: row.qgNumber, number: item.number })),
    goods_manjian_id: line.inManjian ? (activities.manjian?.id ?? 0) : 0,
    goods_price_id: item.goodsPriceId,
    ladder_price_id: item.ladderPriceId,
    is_yj: item.isYj,
    ck_id: item.ckId,
  };
}

import { quantityBounds, type QuantityBounds, type QuantityRules } from '../../domain/quantity';

/** The goods fields the buying rules read (a GoodsSummary or a GoodsDetail). */
export interface BuyableGoods {
  /** 1 buyable, 0 not (a number because GoodsSummary and GoodsDetail type it so). */
  is_buy: number;
  /** 1: outside the signed-in buyer's 经营范围 (the server refuses it at add-to-cart). */
  out_of_scope?: number;
  /** 控销: why the signed-in buyer may not buy it (the server refuses it at add-to-cart). */
  kx_refused?: string;
  /** Stock. */
  number: number;
  /** Packing step (中包装). */
  step: number;
  min_buy: number;
}

/** Quantity rules of docs/product/entities.md goods: packing steps, minimum purchase, at most the stock. */
export function goodsQuantityRules(goods: BuyableGoods): QuantityRules {
  return { step: goods.step, min: goods.min_buy, max: Math.max(0, goods.number) };
}

export function goodsBounds(goods: BuyableGoods): QuantityBounds {
  return quantityBounds(goodsQuantityRules(goods));
}

/** Whether the buyer can put the goods in the cart at all: on sale and enough stock for one purchase. */
export function canBuyGoods(goods: BuyableGoods): boolean {
  return goods.is_buy === 1 && goodsBounds(goods).canBuy;
}

/** At or below this stock a card says 库存紧张 (spec does not give a number; decision: 10). */
export const LOW_STOCK_MAX = 10;

export type StockLevel = 'in-stock' | 'low' | 'out' | 'unavailable';

/**
 * What the stock line says: 暂不可购 when the goods are not on sale (is_buy 0),
 * 缺货 when nothing (or less than one purchase) is left, 库存紧张 at ten or
 * fewer, else 有货.
 */
export function stockLevel(goods: BuyableGoods): StockLevel {
  if (goods.is_buy !== 1) return 'unavailable';
  if (goods.number <= 0 || !goodsBounds(goods).canBuy) return 'out';
  if (goods.number <= LOW_STOCK_MAX) return 'low';
  return 'in-stock';
}

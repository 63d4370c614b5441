import type { CartItem, CartTier } from '../../shared/contract/cart';
import { isPurchasable } from '../../shared/domain/cart-totals';

/**
 * Pure rules of the cart table (docs/product/entities.md, docs/product/states.md): which lines can be bought and
 * selected, and what the select-all box shows. The server has the last word
 * on every figure; these only decide what the buyer may click.
 */

export type LineAvailability = 'ok' | 'unavailable' | 'out-of-stock' | 'parts-short';

/**
 * 失效 when the goods are off sale, 缺货 when there is no stock (docs/product/states.md: such
 * lines are forced unselected). A 套餐 counts regardless of stock (docs/product/constants.md):
 * when its parts are short it stays selectable and counted, marked
 * 'parts-short' (its quantity cannot change, and the order checks the parts).
 */
export function lineAvailability(line: CartItem): LineAvailability {
  if (line.goods.is_buy !== 1) return 'unavailable';
  // A 套餐's stock is what its components allow (the server computes it).
  if (line.combination || line.type === 3) return line.goods.number < Math.max(1, line.goods.min_buy) ? 'parts-short' : 'ok';
  if (!isPurchasable({ is_buy: line.goods.is_buy, type: line.type, stock: line.goods.number })) return 'out-of-stock';
  return 'ok';
}

export const isSelectable = (line: CartItem) => {
  const availability = lineAvailability(line);
  return availability === 'ok' || availability === 'parts-short';
};

/** Ids of the lines that can be selected. */
export function selectableIds(lines: readonly CartItem[]): number[] {
  return lines.filter(isSelectable).map((line) => line.id);
}

/** Ids of the selected lines that can be bought: what 去结算 takes to step 2. */
export function selectedIds(lines: readonly CartItem[]): number[] {
  return lines.filter((line) => line.is_selected === 1 && isSelectable(line)).map((line) => line.id);
}

/** The select-all box: checked when every selectable line is selected, mixed when some are. */
export function selectAllState(lines: readonly CartItem[]): 'all' | 'some' | 'none' {
  const selectable = lines.filter(isSelectable);
  const selected = selectable.filter((line) => line.is_selected === 1).length;
  if (selectable.length === 0 || selected === 0) return 'none';
  return selected === selectable.length ? 'all' : 'some';
}

/** docs/product/states.md: reached tiers (status 1) first, each group keeping the server's order. */
export function reachedFirst(tiers: readonly CartTier[]): CartTier[] {
  return [...tiers.filter((tier) => tier.status === 1), ...tiers.filter((tier) => tier.status !== 1)];
}

// Cart page totals, docs/product/constants.md: "Selected total = sum of quantity x price minus
// goods_manjian_amount plus gift total, for selected, purchasable items with
// stock only; combination items count regardless of stock. Separate totals
// for preferred (is_youx) goods, type-1 goods and coupon-eligible goods."
// All amounts are integer fen; each total is rounded down (docs/product/constants.md).
import type { Flag } from './flag';
import { isOff, isOn } from './flag';
import { floorFen } from './money';

/**
 * One item of the cart page (docs/product/entities.md "Cart item"), flattened: is_buy, stock and
 * is_youx come from the line's goods. Money fields are fen.
 */
export interface CartLine {
  /** Quantity. */
  number: number;
  /** Unit price in fen. */
  price: number;
  /** 1 seckill, 3 combination; absent for ordinary goods. */
  type?: number | null;
  is_selected: Flag;
  /** 0 when the buyer may not buy the goods; absent means purchasable. */
  is_buy?: Flag | null;
  /** Goods stock; absent means the caller has no stock figure, taken as in stock. */
  stock?: number | null;
  /** Preferred (优选) goods. */
  is_youx?: Flag | null;
  /** 1 when a coupon applies to the line. */
  with_coupon?: Flag | null;
  /** Full-reduction already taken off this line, fen. */
  goods_manjian_amount?: number | null;
  /** Gift (赠品/换购) added to this line; its total in fen is charged. */
  gift_data?: { total: number; type?: number | null } | null;
}

export interface CartTotals {
  selectedTotal: number;
  preferredTotal: number;
  seckillTotal: number;
  couponEligibleTotal: number;
  /** Number of lines counted in selectedTotal. */
  selectedCount: number;
  /** Sum of the quantities of those lines. */
  selectedQuantity: number;
}

/** Cart item type values (docs/product/entities.md). */
export const CART_TYPE_SECKILL = 1;
export const CART_TYPE_COMBINATION = 3;

type PurchaseFields = Pick<CartLine, 'type' | 'is_buy' | 'stock'>;

/**
 * Whether the line can be bought at all: is_buy not 0, and stock above 0
 * unless it is a combination (a combination's stock is that of its parts,
 * which the server checks). A negative stock, as ERPs sometimes report,
 * counts as none.
 */
export function isPurchasable(line: PurchaseFields): boolean {
  if (isOff(line.is_buy)) return false;
  if (line.type === CART_TYPE_COMBINATION) return true;
  return line.stock === undefined || line.stock === null || line.stock > 0;
}

/** Whether the line counts in the selected totals (docs/product/constants.md): selected and purchasable. */
export function isCountable(line: CartLine): boolean {
  return isOn(line.is_selected) && isPurchasable(line);
}

/** Quantity x price − goods_manjian_amount + gift total, in fen, not rounded. */
function lineAmount(line: CartLine): number {
  return line.number * line.price - (line.goods_manjian_amount ?? 0) + (line.gift_data?.total ?? 0);
}

function sumCountable(lines: readonly CartLine[], include: (line: CartLine) => boolean): number {
  let sum = 0;
  for (const line of lines) {
    if (isCountable(line) && include(line)) sum += lineAmount(line);
  }
  return floorFen(sum);
}

const everyLine = (): boolean => true;
const isPreferred = (line: CartLine): boolean => isOn(line.is_youx);
const isSeckill = (line: CartLine): boolean => line.type === CART_TYPE_SECKILL;
const isCouponEligible = (line: CartLine): boolean => isOn(line.with_coupon);

export function selectedTotal(lines: readonly CartLine[]): number {
  return sumCountable(lines, everyLine);
}

/** docs/product/constants.md: total of the counted lines of preferred (is_youx) goods. */
export function preferredTotal(lines: readonly CartLine[]): number {
  return sumCountable(lines, isPreferred);
}

/** docs/product/constants.md: total of the counted type-1 (seckill) lines. */
export function seckillTotal(lines: readonly CartLine[]): number {
  return sumCountable(lines, isSeckill);
}

/** docs/product/constants.md: total of the counted lines a coupon applies to (with_coupon 1); tiers use it (docs/product/states.md). */
export function couponEligibleTotal(lines: readonly CartLine[]): number {
  return sumCountable(lines, isCouponEligible);
}

export function cartTotals(lines: readonly CartLine[]): CartTotals {
  const counted = lines.filter(isCountable);
  return {
    selectedTotal: selectedTotal(lines),
    preferredTotal: preferredTotal(lines),
    seckillTotal: seckillTotal(lines),
    couponEligibleTotal: couponEligibleTotal(lines),
    selectedCount: counted.length,
    selectedQuantity: counted.reduce((sum, line) => sum + line.number, 0),
  };
}

/**
 * docs/product/states.md: "Items with is_buy 0 or zero stock are forced to unselected on load";
 * combination items are exempt from the stock rule, as in the totals.
 * Returns the same object when nothing changes, so unchanged lines keep their
 * identity for memoised renders.
 */
export function normalizeSelection<T extends PurchaseFields & { is_selected: Flag }>(line: T): T {
  if (isPurchasable(line) || isOff(line.is_selected)) return line;
  return { ...line, is_selected: 0 };
}

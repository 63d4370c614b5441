// Free-shipping rules, docs/product/constants.md: "shipping_data.shipping_amount is the freight
// threshold; amount still needed = threshold minus selected total minus
// no_trans_order_amount. A single-item free shipping applies when quantity is
// at least qg_number." Amounts are integer fen.
import type { Flag } from './flag';
import { isOn } from './flag';

export interface FreeShippingInput {
  /** shipping_data.shipping_amount: the order amount that ships free. */
  shippingAmount: number;
  /** Selected total of the cart (see cartTotals). */
  selectedTotal: number;
  /** shipping_data.no_trans_order_amount: amount already counted towards the threshold elsewhere. Default 0. */
  noTransOrderAmount?: number | null;
}

/**
 * Fen still to buy for free shipping, never below 0 (0 means it ships free).
 * Missing or broken figures (NaN) give 0 as well: no hint is better than a
 * wrong one, and the server charges freight by its own numbers.
 */
export function freeShippingRemaining({ shippingAmount, selectedTotal, noTransOrderAmount }: FreeShippingInput): number {
  const remaining = shippingAmount - selectedTotal - (noTransOrderAmount ?? 0);
  return Number.isFinite(remaining) && remaining > 0 ? remaining : 0;
}

export interface SingleItemShippingInput {
  /** 1 when the goods ships free on its own (单品包邮). */
  is_dpby?: Flag | null;
  /** Quantity from which it ships free. */
  qg_number?: number | null;
  /** Quantity in the cart. */
  number: number;
}

/**
 * docs/product/constants.md: single-item free shipping applies when is_dpby is set and the quantity
 * is at least qg_number. A qg_number of 0 or less is taken as "not
 * configured" rather than "always free", so a data gap never waives freight.
 */
export function isSingleItemFreeShipping({ is_dpby, qg_number, number }: SingleItemShippingInput): boolean {
  if (!isOn(is_dpby)) return false;
  if (qg_number === null || qg_number === undefined || !(qg_number > 0)) return false;
  return number >= qg_number;
}

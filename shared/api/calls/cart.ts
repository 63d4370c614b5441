import * as defs from '../../contract/calls/cart';
import type { InputOf } from '../../contract/define-call';
import type { AddToCartLine } from '../../bus/events';
import { call, type CallOptions } from '../call';

/** POST /api/cart {params}: adds lines (the server prices them); answers {total} lines. Never cancelled by a repeat (spec §7). */
export function addToCart(lines: AddToCartLine[], options?: CallOptions) {
  return call(defs.cartAdd, { params: lines }, options);
}

/** GET /api/cart/list {filters, new}: the cart store (lines, shipping, activities, filters, totals). */
export function fetchCartList(input: Partial<InputOf<typeof defs.cartList>> = {}, options?: CallOptions) {
  return call(defs.cartList, input as InputOf<typeof defs.cartList>, options);
}

/** GET /api/cart/total: {total} — the number of lines, for the badges. */
export function fetchCartTotal(options?: CallOptions) {
  return call(defs.cartTotal, {}, options);
}

/** POST /api/cart/{id}/edit {params: {number}}: sets a line's quantity; answers the cart store. */
export function editCartLine(id: number, number: number, options?: CallOptions) {
  return call(defs.cartEdit, { id, params: { number } }, options);
}

/** POST /api/cart/batch_select {ids, is_selected}: answers the cart store. */
export function batchSelect(ids: number[], selected: boolean, options?: CallOptions) {
  return call(defs.cartBatchSelect, { ids, is_selected: selected ? 1 : 0 }, options);
}

/** POST /api/cart/batch_delete {ids}: answers {total} lines left. */
export function batchDelete(ids: number[], options?: CallOptions) {
  return call(defs.cartBatchDelete, { ids }, options);
}

/** POST /api/cart/quick_add/{id}: one packing step of a goods; answers {total}. */
export function quickAdd(goodsId: number, options?: CallOptions) {
  return call(defs.cartQuickAdd, { id: goodsId }, options);
}

/** POST /api/cart/copy {ids, other_user_ids}: copies lines into the buyer's own stores' carts. */
export function copyCart(ids: number[], otherUserIds: number[], options?: CallOptions) {
  return call(defs.cartCopy, { ids, other_user_ids: otherUserIds }, options);
}

/** POST /api/cart/next_hint: 再买¥X可减¥Y. Silent: a missing hint is no reason to alert. */
export function nextHint(options?: CallOptions) {
  return call(defs.cartNextHint, {}, { silent: true, ...options });
}

/** POST /api/cart/checkout {ids, new, coupon_id}: the order preview of the chosen lines, with the coupon applied. */
export function checkoutPreview(ids: number[], couponId = 0, options?: CallOptions) {
  return call(defs.cartCheckout, { ids, coupon_id: couponId }, options);
}

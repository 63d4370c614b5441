/**
 * Order lifecycle settings (docs/decisions.md ADR-033). The status numbers
 * and their texts are in shared/contract/statuses.ts.
 */

/** An unpaid order is cancelled (超时未支付) this long after it was placed. */
export const ORDER_PAY_MINUTES = 30;

export const EXPIRED_REASON = '超时未支付';
export const ORDER_NOT_FOUND = '订单不存在';
export const ORDER_EXPIRED = '订单已超时取消';

/** Lines shown per order in the list (the detail shows all). */
export const LIST_ITEMS_SHOWN = 3;

/** Idempotency-Key values longer than this are refused (422). */
export const IDEMPOTENCY_KEY_MAX = 100;

/**
 * Order lifecycle settings and status numbers (docs/decisions.md "Orders";
 * shared/contract/order.ts OrderStatus has the texts).
 */

/** An unpaid order is cancelled (超时未支付) this long after it was placed. */
export const ORDER_PAY_MINUTES = 30;

export const ORDER_STATUS = {
  unpaid: 1,
  paid: 2,
  shipped: 3,
  completed: 4,
  cancelled: 5,
} as const;

export const AFTER_SALE_STATUS = { none: 0, open: 1, done: 2 } as const;

export const EXPIRED_REASON = '超时未支付';
export const ORDER_NOT_FOUND = '订单不存在';
export const ORDER_EXPIRED = '订单已超时取消';

/** Lines shown per order in the list (the detail shows all). */
export const LIST_ITEMS_SHOWN = 3;

/** Idempotency-Key values longer than this are refused (422). */
export const IDEMPOTENCY_KEY_MAX = 100;

/**
 * Every status number and state word the API answers, named once. The
 * server writes and compares with these names, the schemas in order.ts are
 * built from them, and the client's types are inferred from the schemas, so
 * a status cannot mean one thing on the server and another in a widget.
 * Texts are what a buyer reads (docs/decisions.md ADR-033).
 */
import { z } from 'zod';

/**
 * An order: 1 待付款 → 2 待发货 → 3 待收货 → 4 已完成; 1 → 5 已取消. A
 * group-buy join starts at 7 待成团 (not payable): 7 → 1 when its deal
 * reaches the target, 7 → 5 when the deadline passes short of it.
 */
export const ORDER_STATUS = { unpaid: 1, paid: 2, shipped: 3, completed: 4, cancelled: 5, awaitingGroup: 7 } as const;
export const orderStatusSchema = z.enum(ORDER_STATUS);
export type OrderStatus = z.infer<typeof orderStatusSchema>;
export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = { 1: '待付款', 2: '待发货', 3: '待收货', 4: '已完成', 5: '已取消', 7: '待成团' };

/** An order's after-sales state: 0 none, 1 售后中, 2 售后完成. */
export const ORDER_AFTER_SALE_STATE = { none: 0, open: 1, done: 2 } as const;
export const orderAfterSaleStateSchema = z.enum(ORDER_AFTER_SALE_STATE);

/** An after-sales application's type. */
export const AFTER_SALE_TYPE = { returnAndRefund: 1, refundOnly: 2 } as const;
export const afterSaleTypeSchema = z.enum(AFTER_SALE_TYPE);
export type AfterSaleType = z.infer<typeof afterSaleTypeSchema>;
export const AFTER_SALE_TYPE_TEXT: Record<AfterSaleType, string> = { 1: '退货退款', 2: '仅退款' };

/** An after-sales application: 1 待审核 → 2 已同意 → 4 已退款; 1 → 3 已驳回; 1 → 5 已撤销. */
export const AFTER_SALE_STATUS = { pending: 1, approved: 2, rejected: 3, refunded: 4, withdrawn: 5 } as const;
export const afterSaleStatusSchema = z.enum(AFTER_SALE_STATUS);
export type AfterSaleStatus = z.infer<typeof afterSaleStatusSchema>;
export const AFTER_SALE_STATUS_TEXT: Record<AfterSaleStatus, string> = { 1: '待审核', 2: '已同意', 3: '已驳回', 4: '已退款', 5: '已撤销' };

/**
 * A buyer's request to cancel a paid order before it ships (申请取消): 1 待商家审核 → 2 已同意
 * (the order is cancelled and refunded at once) or → 3 已驳回. 0 on an order: none.
 */
export const CANCEL_REQUEST_STATUS = { pending: 1, approved: 2, refused: 3 } as const;
export const cancelRequestStatusSchema = z.enum(CANCEL_REQUEST_STATUS);
export type CancelRequestStatus = z.infer<typeof cancelRequestStatusSchema>;
export const CANCEL_REQUEST_STATUS_TEXT: Record<CancelRequestStatus, string> = { 1: '取消申请中', 2: '已取消，已退款', 3: '商家未同意取消' };

/** A sales return (销售退货单): 1 待退货入库 → 2 已退款. */
export const SALES_RETURN_STATUS = { awaitingGoods: 1, refunded: 2 } as const;
export const salesReturnStatusSchema = z.enum(SALES_RETURN_STATUS);
export type SalesReturnStatus = z.infer<typeof salesReturnStatusSchema>;
export const SALES_RETURN_STATUS_TEXT: Record<SalesReturnStatus, string> = { 1: '待退货入库', 2: '已退款' };

/** A points-mall order: 1 待发货 (ships with the buyer's next delivery) → 2 已发货 → 3 已完成. */
export const POINTS_ORDER_STATUS = { awaitingShipment: 1, shipped: 2, completed: 3 } as const;
export const pointsOrderStatusSchema = z.enum(POINTS_ORDER_STATUS);
export type PointsOrderStatus = z.infer<typeof pointsOrderStatusSchema>;
export const POINTS_ORDER_STATUS_TEXT: Record<PointsOrderStatus, string> = { 1: '待发货', 2: '已发货', 3: '已完成' };

/** One payment attempt of an order (the payments ledger, migration 0010). */
export const PAYMENT_ATTEMPT_STATUSES = ['pending', 'paid', 'failed', 'closed', 'refunded'] as const;
export const paymentAttemptStatusSchema = z.enum(PAYMENT_ATTEMPT_STATUSES);
export type PaymentAttemptStatus = z.infer<typeof paymentAttemptStatusSchema>;

export const PAY_METHODS = ['wallet', 'online', 'offline'] as const;
export const payMethodSchema = z.enum(PAY_METHODS);
export type PayMethod = z.infer<typeof payMethodSchema>;

/** A coupon the buyer holds: 0 未使用, 1 已使用, 2 已过期. */
export const COUPON_STATUS = { unused: 0, used: 1, expired: 2 } as const;
export const couponStatusSchema = z.enum(COUPON_STATUS);
export type CouponStatus = z.infer<typeof couponStatusSchema>;

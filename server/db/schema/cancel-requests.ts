import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orderRef } from './order';
import { payments } from './payments';
import { userRef } from './users';

/**
 * A buyer's request to cancel a paid order before it ships (申请取消, migration
 * 0038). status 1 待商家审核 → 2 已同意 (the order is cancelled and refunded in
 * the same transaction) or → 3 已驳回 (review_note says why). The seller
 * decides through /api/seller/v1/cancel-requests, or the local seller
 * simulation does; orders.cancel_request_status mirrors the latest request.
 */
export const orderCancelRequests = pgTable(
  'order_cancel_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** QX + yyyymmddHHMMSS + digits, what the buyer and the ERP see. */
    requestNo: text('request_no').notNull().unique(),
    orderId: orderRef(),
    userId: userRef(),
    /** One of CANCEL_REQUEST_REASONS (shared/contract/calls/order.ts). */
    reason: text('reason').notNull(),
    status: smallint('status').notNull().default(1),
    reviewNote: text('review_note').notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_cancel_requests_one_open_per_order')
      .on(t.orderId)
      .where(sql`${t.status} = 1`),
    index('order_cancel_requests_order_idx').on(t.orderId),
    index('order_cancel_requests_status_idx').on(t.status, t.id),
    check('order_cancel_requests_status_known', sql`${t.status} IN (1, 2, 3)`),
  ],
);

/**
 * The money an approved cancellation sent back: one row per order and per
 * request (unique indexes), written in the transaction that moves the money
 * (the wallet and its ledger row, or the provider's refund), so the refund
 * happens exactly once however many approvals race. refund_to 'wallet' (a
 * wallet payment, a bank transfer, or an order without a recorded payment)
 * or 'origin' (the online provider's refund to the payer's account).
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    refundNo: text('refund_no').notNull().unique(),
    orderId: orderRef(),
    /** The buyer's request it answers; null when the seller refused the paid order itself (拒单). */
    cancelRequestId: integer('cancel_request_id').references(() => orderCancelRequests.id, { onDelete: 'cascade' }),
    /** The paid attempt refunded; null for an order paid before the payments ledger. */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    userId: userRef(),
    amountFen: integer('amount_fen').notNull(),
    refundTo: text('refund_to').notNull(),
    /** The online provider that sent it back ('' for the wallet). */
    provider: text('provider').notNull().default(''),
    /** The provider's refund id ('' for the wallet). */
    providerRef: text('provider_ref').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_refunds_one_per_order').on(t.orderId),
    uniqueIndex('order_refunds_one_per_request').on(t.cancelRequestId),
    check('order_refunds_amount_positive', sql`${t.amountFen} > 0`),
    check('order_refunds_refund_to_known', sql`${t.refundTo} IN ('wallet', 'origin')`),
  ],
);

export type OrderCancelRequestRow = typeof orderCancelRequests.$inferSelect;

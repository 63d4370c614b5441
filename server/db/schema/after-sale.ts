import { index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { orderItems, orderRef } from './order';
import { userRef } from './users';

/**
 * An after-sales application (售后申请, /order/returnInfo/{id} writes it,
 * /order/afterSalesInfo/{id} shows it). type 1 退货退款, 2 仅退款.
 * status 1 待审核 → 2 已同意 (a sales return is written) → 4 已退款;
 * 1 → 3 已驳回; 1 → 5 已撤销 (by the buyer). The seller's review comes
 * from outside this system (its ERP), behind services/after-sale/reviewer.
 */
export const afterSales = pgTable(
  'after_sales',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    afterSaleNo: text('after_sale_no').notNull().unique(),
    orderId: orderRef(),
    userId: userRef(),
    type: smallint('type').notNull(),
    status: smallint('status').notNull().default(1),
    reason: text('reason').notNull(),
    description: text('description').notNull().default(''),
    /** Requested refund, fen (sum of the lines' amounts). */
    amountFen: integer('amount_fen').notNull(),
    reviewNote: text('review_note').notNull().default(''),
    /** Timeline: [{status, text, at}] as the application moved. */
    history: jsonb('history').$type<{ status: number; text: string; at: string }[]>().notNull().default([]),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('after_sales_user_idx').on(t.userId, t.createdAt), index('after_sales_order_idx').on(t.orderId)],
);

export const afterSaleItems = pgTable(
  'after_sale_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    afterSaleId: integer('after_sale_id')
      .notNull()
      .references(() => afterSales.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    amountFen: integer('amount_fen').notNull(),
  },
  (t) => [index('after_sale_items_after_sale_idx').on(t.afterSaleId)],
);

/**
 * A sales return (销售退货单, /order/salesReturnInfo/{id}): the document the
 * seller writes when it accepts an application — what comes back, what is
 * refunded and where to (the wallet). status 1 待退货入库, 2 已退款.
 */
export const salesReturns = pgTable(
  'sales_returns',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    returnNo: text('return_no').notNull().unique(),
    afterSaleId: integer('after_sale_id')
      .notNull()
      .references(() => afterSales.id, { onDelete: 'cascade' }),
    orderId: orderRef(),
    userId: userRef(),
    status: smallint('status').notNull().default(1),
    refundFen: integer('refund_fen').notNull(),
    /** Where the refund went: wallet. */
    refundTo: text('refund_to').notNull().default('wallet'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sales_returns_user_idx').on(t.userId)],
);

export type AfterSaleRow = typeof afterSales.$inferSelect;

import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { afterSales } from './after-sale';
import { orders, orderRef } from './order';
import { userRef } from './users';

/**
 * A payment attempt of an order: the payments of an order are a ledger, not
 * a flag. method wallet | online | offline; provider the online provider's
 * name (sandbox here). status:
 * - pending: the live attempt (an online payment awaiting its callback, or a
 *   declared offline transfer awaiting finance). At most one per order
 *   (payments_one_pending_per_order): a new attempt closes the earlier one.
 * - paid: the attempt that paid the order. At most one per order
 *   (payments_one_paid_per_order), whatever arrives later.
 * - closed: voided before money moved (a newer attempt, another method, the
 *   order cancelled). failed: the provider could not start it.
 * - refunded: money that arrived for a closed attempt or an order already
 *   cancelled or paid, sent back (refund_to 'origin': the provider's refund
 *   to the payer's account; 'wallet' only for rows from before 0010).
 * payment_no is what the provider sees (out_trade_no); the signed callback
 * names it. (user_id, idempotency_key) is unique like orders'; request_hash
 * binds the key to the call and its body (services/order/idempotency.ts).
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    paymentNo: text('payment_no').notNull().unique(),
    orderId: orderRef(),
    userId: userRef(),
    method: text('method').notNull(),
    provider: text('provider').notNull().default(''),
    amountFen: integer('amount_fen').notNull(),
    status: text('status').notNull().default('pending'),
    /** The provider's transaction id, or the bank reference of an offline transfer. */
    providerRef: text('provider_ref').notNull().default(''),
    /** Offline / corporate transfer details the buyer declared (payer account name, bank, account, receipt no). */
    detail: jsonb('detail').$type<Record<string, string>>().notNull().default({}),
    idempotencyKey: text('idempotency_key'),
    /** sha256 of the call, its parsed body and the order id: the key answers only the same request. */
    requestHash: text('request_hash'),
    /** sha256 of the single-use token in the sandbox page's URL (the QR code); null once used or closed. */
    confirmTokenHash: text('confirm_token_hash'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The provider's refund id. */
    refundRef: text('refund_ref').notNull().default(''),
    /** origin (the provider's refund to the payer) | wallet (rows from before 0010) | ''. */
    refundTo: text('refund_to').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_id_idx').on(t.orderId),
    uniqueIndex('payments_user_idempotency_key').on(t.userId, t.idempotencyKey),
    uniqueIndex('payments_one_pending_per_order')
      .on(t.orderId)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('payments_one_paid_per_order')
      .on(t.orderId)
      .where(sql`${t.status} = 'paid'`),
    // The lifecycle job releases keys older than 24 h.
    index('payments_idempotency_created_idx')
      .on(t.createdAt)
      .where(sql`${t.idempotencyKey} is not null`),
    check('payments_status_known', sql`${t.status} IN ('pending', 'paid', 'closed', 'failed', 'refunded')`),
  ],
);

/**
 * The wallet ledger (/wdqb/yegl, GET /api/user/user_money_log). users.balance_fen
 * is the balance; every change writes one row here in the same transaction.
 * use_type 1 充值/退款 in (amount > 0), 2 消费 out (amount < 0).
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: userRef(),
    amountFen: integer('amount_fen').notNull(),
    balanceAfterFen: integer('balance_after_fen').notNull(),
    useType: integer('use_type').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The after-sales application a 售后退款 row refunds (0015); the ledger links it. */
    afterSaleId: integer('after_sale_id').references(() => afterSales.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_transactions_user_idx').on(t.userId, t.createdAt)],
);

export type PaymentRow = typeof payments.$inferSelect;

import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

/**
 * A payment attempt of an order. method wallet | online | offline;
 * provider the online provider's name (sandbox here); status pending → paid
 * | failed | closed. payment_no is what the provider sees (out_trade_no);
 * the signed callback names it. (user_id, idempotency_key) is unique like
 * orders': paying twice with one key returns the first attempt.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    paymentNo: text('payment_no').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    provider: text('provider').notNull().default(''),
    amountFen: integer('amount_fen').notNull(),
    status: text('status').notNull().default('pending'),
    /** The provider's transaction id, or the bank reference of an offline transfer. */
    providerRef: text('provider_ref').notNull().default(''),
    /** Offline / corporate transfer details the buyer declared (payer account name, bank, account, receipt no). */
    detail: jsonb('detail').$type<Record<string, string>>().notNull().default({}),
    idempotencyKey: text('idempotency_key'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_id_idx').on(t.orderId),
    uniqueIndex('payments_user_idempotency_key').on(t.userId, t.idempotencyKey),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountFen: integer('amount_fen').notNull(),
    balanceAfterFen: integer('balance_after_fen').notNull(),
    useType: integer('use_type').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_transactions_user_idx').on(t.userId, t.createdAt)],
);

export type PaymentRow = typeof payments.$inferSelect;
export type WalletTransactionRow = typeof walletTransactions.$inferSelect;

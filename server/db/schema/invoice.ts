import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orderRef } from './order';
import { userRef } from './users';

/**
 * E-invoices (/dzfp, docs/decisions.md ADR-026). One row per invoice
 * document of an order that asked for one (orders.invoice_type 1 普通发票 /
 * 2 增值税专用发票): the lifecycle job writes seq 1 as 已开具 when the order
 * completes; a re-issue voids the current row (status 3 已作废) and writes
 * the next seq as 开具中 (status 1), which the job then issues.
 *
 * The database holds the rules: at most one row per order that is not
 * voided (invoices_order_current), at most two re-issues (seq 1..3, unique
 * per order), and an invoice number exactly when it has been issued.
 * amount_fen (价税合计) and tax_fen are fixed from the order when the row is
 * written.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: userRef(),
    orderId: orderRef(),
    seq: smallint('seq').notNull().default(1),
    /** FP + yyyymmddHHMMSS + 6 digits (services/order/numbers.ts); null while 开具中. */
    invoiceNo: text('invoice_no').unique(),
    /** 1 普通发票, 2 增值税专用发票. */
    type: smallint('type').notNull(),
    title: text('title').notNull(),
    taxNo: text('tax_no').notNull().default(''),
    amountFen: integer('amount_fen').notNull(),
    taxFen: integer('tax_fen').notNull(),
    /** 1 开具中, 2 已开具, 3 已作废. */
    status: smallint('status').notNull().default(1),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_order_seq').on(t.orderId, t.seq),
    uniqueIndex('invoices_order_current')
      .on(t.orderId)
      .where(sql`${t.status} <> 3`),
    index('invoices_user_idx').on(t.userId, t.createdAt),
    index('invoices_requested_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 1`),
    check('invoices_seq_range', sql`${t.seq} between 1 and 3`),
    check('invoices_type_known', sql`${t.type} in (1, 2)`),
    check('invoices_status_known', sql`${t.status} in (1, 2, 3)`),
    check('invoices_amount_not_negative', sql`${t.amountFen} >= 0 and ${t.taxFen} >= 0 and ${t.taxFen} <= ${t.amountFen}`),
    check(
      'invoices_number_matches_status',
      sql`(${t.status} = 1 and ${t.invoiceNo} is null and ${t.issuedAt} is null) or (${t.status} in (2, 3) and ${t.invoiceNo} is not null and ${t.issuedAt} is not null)`,
    ),
    check('invoices_voided_at_matches_status', sql`(${t.status} = 3) = (${t.voidedAt} is not null)`),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;

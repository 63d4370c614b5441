import { and, asc, eq, ne, notExists, sql } from 'drizzle-orm';
import { INVOICE_STATUS } from '../../../shared/contract/invoice';
import { ORDER_STATUS } from '../../../shared/contract/statuses';
import type { Database, Transaction } from '../../db/client';
import { invoices, orderItems, orders, users } from '../../db/schema';
import { documentNo } from '../order/numbers';
import { invoiceLines } from './lines';

// Short transactions: one batch of orders at a time.
const BATCH = 100;

export const invoiceNo = (now?: Date) => documentNo('FP', now);

/** The lines and totals of an order's invoice, from the order as it was written (order_items are copies, never edited). */
export async function orderInvoiceTotals(db: Database | Transaction, orderId: number) {
  const [order] = await db.select({ payTotalFen: orders.payTotalFen, freightFen: orders.freightFen }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`order ${orderId} not found`);
  const items = await db
    .select({
      name: orderItems.name,
      ypgg: orderItems.ypgg,
      bzdw: orderItems.bzdw,
      number: orderItems.number,
      priceFen: orderItems.priceFen,
      amountFen: orderItems.amountFen,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return invoiceLines(order, items);
}

/**
 * Lifecycle job (docs/decisions.md ADR-026): an order that asked for an
 * invoice gets it when it is 已完成 (delivered and received, by the buyer or
 * by auto-complete), issued at once as 已开具 with an FP number; re-issue
 * requests (开具中) are issued the same way. The first issue is written with
 * seq 1 and ON CONFLICT DO NOTHING, so two API nodes running the job write
 * one invoice; a re-issue is moved by a conditional update (status = 1).
 * The title falls back to the buyer's company when the order left it blank.
 * Answers how many invoices it issued.
 */
export async function issueInvoices(db: Database, now: Date): Promise<number> {
  let moved = 0;
  const due = await db
    .select({ id: orders.id, userId: orders.userId, type: orders.invoiceType, title: orders.invoiceTitle, taxNo: orders.invoiceTaxNo, company: users.company })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        eq(orders.status, ORDER_STATUS.completed),
        ne(orders.invoiceType, 0),
        notExists(
          db
            .select({ one: sql`1` })
            .from(invoices)
            .where(eq(invoices.orderId, orders.id)),
        ),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(BATCH);
  for (const order of due) {
    const issued = await db.transaction(async (tx) => {
      const totals = await orderInvoiceTotals(tx, order.id);
      const [row] = await tx
        .insert(invoices)
        .values({
          userId: order.userId,
          orderId: order.id,
          seq: 1,
          invoiceNo: invoiceNo(now),
          type: order.type,
          title: order.title || order.company,
          taxNo: order.taxNo,
          amountFen: totals.amountFen,
          taxFen: totals.taxFen,
          status: INVOICE_STATUS.issued,
          issuedAt: now,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: invoices.id });
      return Boolean(row);
    });
    if (issued) moved += 1;
  }

  const requested = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.status, INVOICE_STATUS.issuing))
    .orderBy(asc(invoices.createdAt), asc(invoices.id))
    .limit(BATCH);
  if (requested.length > 0) {
    for (const { id } of requested) {
      const [row] = await db
        .update(invoices)
        .set({ status: INVOICE_STATUS.issued, invoiceNo: invoiceNo(now), issuedAt: now })
        .where(and(eq(invoices.id, id), eq(invoices.status, INVOICE_STATUS.issuing)))
        .returning({ id: invoices.id });
      if (row) moved += 1;
    }
  }
  return moved;
}

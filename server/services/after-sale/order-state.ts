import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { afterSales, orders } from '../../db/schema';
import { OPEN_AFTER_SALE_STATUSES } from './constants';

/**
 * orders.after_sale_status after an application closed (withdrawn, refused
 * or refunded): 1 while another application is still open, else 2 if any
 * was refunded, else 0 (nothing came of after-sales).
 */
export async function settleOrderAfterSaleStatus(tx: Transaction, orderId: number): Promise<void> {
  const rows = await tx
    .select({ status: afterSales.status })
    .from(afterSales)
    .where(and(eq(afterSales.orderId, orderId), inArray(afterSales.status, [...OPEN_AFTER_SALE_STATUSES, 4])));
  const open = rows.some((row) => (OPEN_AFTER_SALE_STATUSES as readonly number[]).includes(row.status));
  const refunded = rows.some((row) => row.status === 4);
  const next = open ? 1 : refunded ? 2 : 0;
  await tx
    .update(orders)
    .set({ afterSaleStatus: next, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

/** The history entry appended to an application's timeline (jsonb array concatenation, no read-modify-write). */
export function historyEntry(status: number, text: string, at: Date) {
  return sql`${afterSales.history} || ${JSON.stringify([{ status, text, at: at.toISOString() }])}::jsonb`;
}

import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { payments, type PaymentRow } from '../../db/schema';

/**
 * Voids the orders' pending online attempts (one per order at most) in the
 * database: a newer attempt, a wallet payment, a declared transfer or the
 * order's cancellation ends it.
 * The caller closes it at the gateway after commit; if its money still
 * lands, notify.ts refunds it to its origin.
 */
export async function voidPendingOnline(tx: Transaction, orderIds: readonly number[], now: Date): Promise<PaymentRow[]> {
  if (orderIds.length === 0) return [];
  return tx
    .update(payments)
    .set({ status: 'closed', closedAt: now, confirmTokenHash: null })
    .where(and(inArray(payments.orderId, [...orderIds]), eq(payments.status, 'pending'), eq(payments.method, 'online')))
    .returning();
}


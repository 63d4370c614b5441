import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { payments, type PaymentRow } from '../../db/schema';
import type { OnlinePaymentProvider } from './provider';

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

/** Closes voided attempts at their gateway; a failure is left to the refund of a late callback. */
export async function closeAtGateway(provider: OnlinePaymentProvider | null, voided: readonly PaymentRow[]): Promise<void> {
  for (const row of voided) {
    if (!provider || row.provider !== provider.name) continue;
    try {
      await provider.closePayment(row.paymentNo);
    } catch {
      // The attempt is closed on our side; a payment that still lands is refunded (notify.ts).
    }
  }
}

import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema';
import { settleConfirmedPayment, type NotifyOutcome } from './notify';
import type { OnlinePaymentProvider } from './provider';

/** An attempt younger than this is left to its notification, which usually comes within seconds. */
export const QUERY_AFTER_MS = 30_000;
/** One query per attempt per this long, however often the pay page polls. */
export const QUERY_EVERY_MS = 15_000;

/**
 * Asks the gateway about attempts whose notification has not come (lost,
 * or our notify URL unreachable): the pay page's status poll calls this for
 * its own pending attempt. A paid answer goes through the same settlement
 * as a verified notification (settleConfirmedPayment), so it pays once
 * whichever arrives first, and a late one is refunded.
 */
export function paymentReconciler(db: Database, provider: OnlinePaymentProvider | null, clock: () => number = Date.now) {
  const lastAsked = new Map<string, number>();
  return async function reconcile(paymentNo: string): Promise<NotifyOutcome | 'pending' | 'skipped'> {
    if (!provider?.queryPayment) return 'skipped';
    const now = clock();
    if (now - (lastAsked.get(paymentNo) ?? 0) < QUERY_EVERY_MS) return 'skipped';
    const [row] = await db
      .select({ createdAt: payments.createdAt })
      .from(payments)
      .where(
        and(
          eq(payments.paymentNo, paymentNo),
          eq(payments.method, 'online'),
          eq(payments.provider, provider.name),
          eq(payments.status, 'pending'),
          lte(payments.createdAt, new Date(now - QUERY_AFTER_MS)),
        ),
      )
      .limit(1);
    if (!row) return 'skipped';
    lastAsked.set(paymentNo, now);
    // Forget old entries so the map stays small on a long-running node.
    if (lastAsked.size > 10_000) for (const [no, at] of lastAsked) if (now - at > QUERY_EVERY_MS) lastAsked.delete(no);
    const confirmed = await provider.queryPayment(paymentNo);
    if (!confirmed || confirmed.paymentNo !== paymentNo) return 'pending';
    return settleConfirmedPayment(db, provider, confirmed, new Date(now));
  };
}

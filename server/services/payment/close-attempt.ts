import { and, eq, sql } from 'drizzle-orm';
import type { PaymentStatus } from '../../../shared/contract/order';
import type { Database } from '../../db/client';
import { orders, payments, type PaymentRow } from '../../db/schema';
import { AppError } from '../../errors';
import { PAYMENT_NOT_FOUND, paymentStatus } from './attempt-status';
import { settleConfirmedPayment, type NotifyOutcome } from './notify';
import { PAY_LOCK_SPACE } from './pay-lock';
import type { OnlinePaymentProvider } from './provider';
import { closeAtGateway } from './void-attempts';

const NOT_ONLINE = '只有在线支付可以关闭，已提交的转账请联系客服';

/**
 * Asks the provider whether an open online attempt was paid there (the
 * buyer may have paid on the phone a moment ago, its notification still on
 * the way), and if so settles it exactly as its notification would. Called
 * before anything voids the attempt (更换支付方式, another method, a new
 * attempt), so a buyer who already paid is never charged a second time and
 * refunded later. 'unknown' when the provider cannot be asked (no query,
 * another provider, the query failed): the caller goes on, and money that
 * still lands is refunded (notify.ts).
 */
export async function settleIfPaidAtGateway(
  db: Database,
  provider: OnlinePaymentProvider | null,
  attempt: Pick<PaymentRow, 'paymentNo' | 'provider' | 'method' | 'status'>,
  now: Date,
): Promise<NotifyOutcome | 'unpaid' | 'unknown'> {
  if (attempt.method !== 'online' || attempt.status !== 'pending') return 'unknown';
  if (!provider?.queryPayment || provider.name !== attempt.provider) return 'unknown';
  let confirmed;
  try {
    confirmed = await provider.queryPayment(attempt.paymentNo);
  } catch {
    // The gateway did not answer: closing still goes ahead, and a late payment is refunded.
    return 'unknown';
  }
  if (!confirmed || confirmed.paymentNo !== attempt.paymentNo) return 'unpaid';
  return settleConfirmedPayment(db, provider, confirmed, now);
}

/** The order's open online attempt, if any (at most one: payments_one_pending_per_order). */
export async function openOnlineAttempt(db: Database, orderId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.method, 'online'), eq(payments.status, 'pending')))
    .limit(1);
  return row ?? null;
}

/**
 * POST /api/payment/:no/close (更换支付方式). The buyer's own online attempt
 * only (another buyer's → 404; a declared transfer → 422). A settled attempt
 * answers its state again. A pending one is first asked about at the
 * provider (settleIfPaidAtGateway: paid there → the order is paid, answered
 * 'paid'); otherwise it is closed in the ledger under the buyer's pay lock
 * with the order row locked (the same order as payOrder and the callback,
 * so they cannot deadlock and see each other's result), then at the
 * provider after commit. A notification that still arrives for it finds it
 * closed and is refunded to its origin; payments_one_paid_per_order keeps a
 * second payment of the order impossible whatever arrives.
 */
export async function closeOnlineAttempt(
  db: Database,
  provider: OnlinePaymentProvider | null,
  userId: number,
  no: string,
  now = new Date(),
): Promise<PaymentStatus> {
  const [attempt] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.paymentNo, no), eq(payments.userId, userId)))
    .limit(1);
  if (!attempt) throw AppError.notFound(PAYMENT_NOT_FOUND);
  if (attempt.method !== 'online') throw AppError.field('no', NOT_ONLINE);
  if (attempt.status !== 'pending') return paymentStatus(db, userId, no);

  const asked = await settleIfPaidAtGateway(db, provider, attempt, now);
  if (asked === 'paid' || asked === 'duplicate') return paymentStatus(db, userId, no);

  const closed = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PAY_LOCK_SPACE}, ${userId})`);
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, attempt.orderId)).for('update');
    return tx
      .update(payments)
      .set({ status: 'closed', closedAt: now, confirmTokenHash: null })
      .where(and(eq(payments.id, attempt.id), eq(payments.status, 'pending')))
      .returning();
  });
  await closeAtGateway(provider, closed);
  return paymentStatus(db, userId, no);
}

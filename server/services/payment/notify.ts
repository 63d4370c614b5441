import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { walletCredit } from '../wallet';
import { markPaid } from './pay';
import type { OnlinePaymentProvider } from './provider';

export type NotifyOutcome = 'paid' | 'duplicate' | 'refunded' | 'rejected';

/**
 * A provider's payment callback (POST /api/payment/notify/:provider, and the
 * sandbox page's 确认支付, which goes through this same code). Verified
 * first: a bad signature, an unknown payment or a different amount changes
 * nothing ('rejected'). Idempotent: the payment moves pending → paid with a
 * conditional update, so a second callback finds it paid and changes nothing
 * ('duplicate'). The order moves 1 → 2 only if it is still unpaid; if it was
 * cancelled or paid another way meanwhile, the money was still taken, so it
 * is recorded and credited to the buyer's wallet ('refunded'), never a
 * second move of the order.
 */
export async function handlePaymentNotification(db: Database, provider: OnlinePaymentProvider, body: unknown, now = new Date()): Promise<NotifyOutcome> {
  const confirmed = provider.verifyNotification(body);
  if (!confirmed) return 'rejected';
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.paymentNo, confirmed.paymentNo)).for('update').limit(1);
    if (!payment || payment.method !== 'online' || payment.provider !== provider.name) return 'rejected';
    if (payment.amountFen !== confirmed.amountFen) return 'rejected';
    if (payment.status === 'paid') return 'duplicate';
    const [recorded] = await tx
      .update(payments)
      .set({ status: 'paid', paidAt: now, providerRef: confirmed.providerRef })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
      .returning({ id: payments.id });
    if (!recorded) return 'duplicate';
    if (await markPaid(tx, payment.orderId, 'online', now)) return 'paid';
    const [order] = await tx.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.id, payment.orderId));
    await walletCredit(tx, payment.userId, payment.amountFen, payment.orderId, `订单 ${order?.orderNo ?? ''} 已取消或已支付，在线支付款退回余额`);
    return 'refunded';
  });
}

import { and, eq } from 'drizzle-orm';
import type { PaymentStatus } from '../../../shared/contract/order';
import type { Database } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { AppError } from '../../errors';

export const PAYMENT_NOT_FOUND = '支付单不存在';

/** GET /api/payment/:no: the buyer's own payment only (another buyer's → 404). */
export async function paymentStatus(db: Database, userId: number, no: string): Promise<PaymentStatus> {
  const [row] = await db
    .select({ payment: payments, orderStatus: orders.status })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.paymentNo, no), eq(payments.userId, userId)))
    .limit(1);
  if (!row) throw AppError.notFound(PAYMENT_NOT_FOUND);
  return {
    payment_no: row.payment.paymentNo,
    status: row.payment.status as PaymentStatus['status'],
    order_id: row.payment.orderId,
    order_status: row.orderStatus as PaymentStatus['order_status'],
  };
}

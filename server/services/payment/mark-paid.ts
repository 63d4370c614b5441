import { and, eq } from 'drizzle-orm';
import { ORDER_STATUS, type PayMethod } from '../../../shared/contract/statuses';
import type { Transaction } from '../../db/client';
import { orders } from '../../db/schema';
import { recordOrderEvents } from '../webhooks/events';

/** Moves the unpaid order to 待发货; false when it is no longer unpaid (paid, cancelled, expired). */
export async function markPaid(tx: Transaction, orderId: number, method: PayMethod, now: Date, userId?: number): Promise<boolean> {
  const moved = await tx
    .update(orders)
    .set({ status: ORDER_STATUS.paid, payMethod: method, paidAt: now, offlinePending: false, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, ORDER_STATUS.unpaid), userId === undefined ? undefined : eq(orders.userId, userId)))
    .returning({ id: orders.id });
  if (moved.length === 1) await recordOrderEvents(tx, 'order.paid', [orderId]);
  return moved.length === 1;
}

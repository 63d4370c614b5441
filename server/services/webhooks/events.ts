import { inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { orders } from '../../db/schema';
import { recordEvent, type WebhookEventType } from './outbox';

/**
 * One event per order, with what the ERP needs to act (the full order is
 * GET /api/seller/v1/orders/:order_no). Called inside the transaction that
 * changed the orders, after the change.
 */
export async function recordOrderEvents(tx: Transaction, type: WebhookEventType, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const rows = await tx
    .select({ orderNo: orders.orderNo, status: orders.status, userId: orders.userId, payTotalFen: orders.payTotalFen, payMethod: orders.payMethod })
    .from(orders)
    .where(inArray(orders.id, [...orderIds]))
    .orderBy(orders.id);
  for (const row of rows) {
    await recordEvent(tx, type, {
      object: 'order',
      id: row.orderNo,
      order_no: row.orderNo,
      status: row.status,
      buyer_id: row.userId,
      pay_total_fen: row.payTotalFen,
      pay_method: row.payMethod,
    });
  }
}

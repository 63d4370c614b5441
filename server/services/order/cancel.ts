import { and, eq } from 'drizzle-orm';
import type { OrderDetail } from '../../../shared/contract/order';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError } from '../../errors';
import { ownOrder } from './queries';
import { toOrderDetail } from './present';
import { closeAtGateway } from '../payment/void-attempts';
import type { OnlinePaymentProvider } from '../payment/provider';
import { releaseOrders } from './release';
import { ORDER_STATUS } from '../../../shared/contract/statuses';

export const CANCEL_DEFAULT_REASON = '买家取消';

/**
 * POST /api/order/:id/cancel: only an unpaid order without a declared
 * transfer. The conditional update (status = 1) makes a cancel racing a
 * payment or the expiry sweep move the order once; stock and coupon go back
 * in the same transaction, and a pending online attempt is closed (then at
 * `gateway`, after commit).
 */
export async function cancelOrder(
  db: Database,
  userId: number,
  orderId: number,
  reason: string,
  now = new Date(),
  gateway: OnlinePaymentProvider | null = null,
): Promise<OrderDetail> {
  const order = await ownOrder(db, userId, orderId);
  if (order.offlinePending) throw AppError.field('id', '已提交转账信息，请联系客服取消');
  const voided = await db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(orders)
      .set({ status: ORDER_STATUS.cancelled, cancelReason: reason || CANCEL_DEFAULT_REASON, cancelledAt: now, updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.status, ORDER_STATUS.unpaid), eq(orders.offlinePending, false)))
      .returning({ id: orders.id });
    if (!cancelled) throw AppError.field('id', '只有待付款的订单可以取消');
    return releaseOrders(tx, [cancelled.id], now);
  });
  await closeAtGateway(gateway, voided);
  return toOrderDetail(db, await ownOrder(db, userId, orderId), now);
}

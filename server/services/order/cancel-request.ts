import { and, eq } from 'drizzle-orm';
import type { OrderDetail } from '../../../shared/contract/order';
import { CANCEL_REQUEST_STATUS, ORDER_STATUS } from '../../../shared/contract/statuses';
import type { Database } from '../../db/client';
import { orderCancelRequests, orders } from '../../db/schema';
import { AppError } from '../../errors';
import { recordOrderEvents } from '../webhooks/events';
import { ORDER_NOT_FOUND } from './constants';
import { documentNo } from './numbers';
import { toOrderDetail } from './present';
import { ownOrder } from './queries';

const ONLY_PAID = '只有待发货的订单可以申请取消';
const ALREADY_SHIPPED = '订单已发货，不能申请取消；收货后可申请售后';
const ALREADY_REQUESTED = '已提交取消申请，请等待商家审核';
const REFUSED_BEFORE = '商家未同意取消该订单，如有疑问请联系客服';

/**
 * POST /api/order/:id/cancel_request (申请取消): a paid order waiting to ship,
 * with no request yet, asks the seller to cancel it. The order row is locked,
 * so a request and the seller's first parcel (which also locks it) see each
 * other; order_cancel_requests_one_open_per_order backs it up. One request
 * per order: a refused one is final (the buyer talks to customer service).
 * The seller hears of it by the webhook order.cancel_requested and the list
 * GET /api/seller/v1/cancel-requests; the order's updated_at moves, so an
 * ERP paging orders by update sees it too.
 */
export async function requestOrderCancel(db: Database, userId: number, orderId: number, reason: string, now = new Date()): Promise<OrderDetail> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .for('update');
    if (!order) throw AppError.notFound(ORDER_NOT_FOUND);
    if (order.status === ORDER_STATUS.shipped || order.status === ORDER_STATUS.completed) throw AppError.field('id', ALREADY_SHIPPED);
    if (order.status !== ORDER_STATUS.paid) throw AppError.field('id', ONLY_PAID);
    if (order.cancelRequestStatus === CANCEL_REQUEST_STATUS.pending) throw AppError.field('id', ALREADY_REQUESTED);
    if (order.cancelRequestStatus !== 0) throw AppError.field('id', REFUSED_BEFORE);
    await tx.insert(orderCancelRequests).values({ requestNo: documentNo('QX', now), orderId, userId, reason, createdAt: now });
    await tx.update(orders).set({ cancelRequestStatus: CANCEL_REQUEST_STATUS.pending, updatedAt: now }).where(eq(orders.id, orderId));
    await recordOrderEvents(tx, 'order.cancel_requested', [orderId]);
  });
  return toOrderDetail(db, await ownOrder(db, userId, orderId), now);
}

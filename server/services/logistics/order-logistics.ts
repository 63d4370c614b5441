import { and, eq } from 'drizzle-orm';
import type { OrderLogistics } from '../../../shared/contract/order';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError } from '../../errors';
import { seconds } from '../orders/numbers';
import type { LogisticsProvider } from './provider';

/** GET /api/order/:id/logistics: the buyer's own order's carrier, tracking number and trace (newest first). */
export async function orderLogistics(
  db: Database,
  provider: LogisticsProvider,
  userId: number,
  orderId: number,
  now: Date = new Date(),
): Promise<OrderLogistics> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw AppError.notFound('订单不存在');
  const traces = await provider.trace(order, now);
  return {
    order_id: order.id,
    company: order.logisticsCompany,
    tracking_no: order.trackingNo,
    traces: traces.map((entry) => ({ text: entry.text, at: seconds(entry.at) })),
  };
}

import { and, eq } from 'drizzle-orm';
import type { OrderLogistics } from '../../../shared/contract/order';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError } from '../../errors';
import { seconds } from '../order/numbers';
import type { LogisticsProvider } from './provider';
import { parcelsOf } from '../seller/fulfilment';

/** GET /api/order/:id/logistics: the buyer's own order's carrier, tracking number, trace (newest first) and the ERP's parcels by batch. */
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
  const [traces, parcels] = await Promise.all([provider.trace(order, now), parcelsOf(db, order.id)]);
  return {
    order_id: order.id,
    company: order.logisticsCompany,
    tracking_no: order.trackingNo,
    traces: traces.map((entry) => ({ text: entry.text, at: seconds(entry.at) })),
    parcels: parcels.map((parcel) => ({
      carrier: parcel.carrier,
      waybill_no: parcel.waybill_no,
      delivered_at: parcel.delivered_at ? seconds(new Date(parcel.delivered_at)) : 0,
      lines: parcel.lines.map((line) => ({
        name: line.name,
        quantity: line.quantity,
        batch_no: line.batch_no,
        produced_on: line.produced_on,
        expires_on: line.expires_on,
        report_url: line.inspection_report_url,
      })),
    })),
  };
}

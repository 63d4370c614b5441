import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderParcels, orderTraceEvents } from '../../db/schema';
import type { LogisticsProvider } from '../logistics/provider';

/**
 * The buyer's trace of an order: what the wholesaler's ERP reported through
 * /api/seller/v1 (every parcel's events, newest first) once the order has a
 * parcel from it; otherwise the fallback provider (the local simulation, or
 * a carrier's tracking API).
 */
export function erpTraceOr(db: Database, fallback: LogisticsProvider): LogisticsProvider {
  return {
    async trace(order, now) {
      const events = await db
        .select({ text: orderTraceEvents.text, at: orderTraceEvents.at, carrier: orderParcels.carrier, waybillNo: orderParcels.waybillNo })
        .from(orderTraceEvents)
        .innerJoin(orderParcels, eq(orderParcels.id, orderTraceEvents.parcelId))
        .where(eq(orderParcels.orderId, order.id))
        .orderBy(desc(orderTraceEvents.at), desc(orderTraceEvents.id));
      if (events.length === 0) {
        const [parcel] = await db.select({ id: orderParcels.id }).from(orderParcels).where(eq(orderParcels.orderId, order.id)).limit(1);
        if (!parcel) return fallback.trace(order, now);
      }
      return events.map((event) => ({ text: event.text, at: event.at }));
    },
  };
}

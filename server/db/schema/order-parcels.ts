import { boolean, date, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { orderItems, orders, orderRef } from './order';

/**
 * Parcels the wholesaler's ERP shipped for an order (/api/seller/v1): one
 * order may go out in several, each with its carrier and waybill. The first
 * parcel moves the order to 待收货 and fills orders.logistics_company and
 * tracking_no, which older screens read.
 */
export const orderParcels = pgTable(
  'order_parcels',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: orderRef(),
    carrier: text('carrier').notNull(),
    waybillNo: text('waybill_no').notNull(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    signedBy: text('signed_by').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('order_parcels_order_waybill_key').on(t.orderId, t.waybillNo)],
);

/** What a parcel holds: units of an order line from one batch (批号), with its production and expiry dates. */
export const orderParcelLines = pgTable(
  'order_parcel_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parcelId: integer('parcel_id')
      .notNull()
      .references(() => orderParcels.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    batchNo: text('batch_no').notNull(),
    producedOn: date('produced_on', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    /** The batch's 药检报告 as the ERP published it (https URL), or ''. */
    inspectionReportUrl: text('inspection_report_url').notNull().default(''),
  },
  (t) => [index('order_parcel_lines_parcel_idx').on(t.parcelId), index('order_parcel_lines_item_idx').on(t.orderItemId)],
);

/** A parcel's logistics trace as the ERP reported it. */
export const orderTraceEvents = pgTable(
  'order_trace_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parcelId: integer('parcel_id')
      .notNull()
      .references(() => orderParcels.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_trace_events_parcel_idx').on(t.parcelId, t.at)],
);

/** The seller's 接单 or 拒单 of a paid order, with the reason the buyer reads when refused. */
export const orderSellerDecisions = pgTable('order_seller_decisions', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  accepted: boolean('accepted').notNull(),
  reason: text('reason').notNull().default(''),
  decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
});

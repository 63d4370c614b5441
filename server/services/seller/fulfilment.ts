import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Parcel } from '../../../shared/contract/seller/fulfilment';
import { CANCEL_REQUEST_STATUS, ORDER_STATUS, ORDER_STATUS_TEXT, type OrderStatus } from '../../../shared/contract/statuses';
import type { Database, Transaction } from '../../db/client';
import { orderItems, orderParcelLines, orderParcels, orderSellerDecisions, orders, orderTraceEvents } from '../../db/schema';
import { AppError } from '../../errors';
import { Code } from '../../../shared/contract/codes';
import { cancelPaidOrder } from '../order/cancel-refund';
import type { OnlinePaymentProvider } from '../payment/provider';
import { orderByNo } from './order';

type Reader = Database | Transaction;

export interface FulfilmentResult {
  order_no: string;
  status: OrderStatus;
  version: number;
  accepted: boolean | null;
  parcels: Parcel[];
}

function wrongStatus(status: number, what: string): AppError {
  return new AppError(Code.CONFLICT, `订单状态为“${ORDER_STATUS_TEXT[status as OrderStatus] ?? status}”，不能${what}`);
}

/** An order's parcels with their lines and trace (oldest first), as the ERP and the buyer read them. */
export async function parcelsOf(db: Reader, orderId: number): Promise<Parcel[]> {
  const parcels = await db.select().from(orderParcels).where(eq(orderParcels.orderId, orderId)).orderBy(asc(orderParcels.id));
  if (parcels.length === 0) return [];
  const ids = parcels.map((p) => p.id);
  const [lines, events] = await Promise.all([
    db
      .select({ line: orderParcelLines, name: orderItems.name })
      .from(orderParcelLines)
      .innerJoin(orderItems, eq(orderItems.id, orderParcelLines.orderItemId))
      .where(inArray(orderParcelLines.parcelId, ids))
      .orderBy(asc(orderParcelLines.id)),
    db.select().from(orderTraceEvents).where(inArray(orderTraceEvents.parcelId, ids)).orderBy(asc(orderTraceEvents.at), asc(orderTraceEvents.id)),
  ]);
  return parcels.map((parcel) => ({
    carrier: parcel.carrier,
    waybill_no: parcel.waybillNo,
    shipped_at: parcel.shippedAt.toISOString(),
    delivered_at: parcel.deliveredAt?.toISOString() ?? null,
    signed_by: parcel.signedBy,
    lines: lines
      .filter((row) => row.line.parcelId === parcel.id)
      .map(({ line, name }) => ({
        line_id: line.orderItemId,
        name,
        quantity: line.quantity,
        batch_no: line.batchNo,
        produced_on: line.producedOn,
        expires_on: line.expiresOn,
        inspection_report_url: line.inspectionReportUrl,
      })),
    events: events.filter((event) => event.parcelId === parcel.id).map((event) => ({ at: event.at.toISOString(), text: event.text })),
  }));
}

/** The order's state after a fulfilment write. */
export async function fulfilmentState(db: Reader, orderId: number): Promise<FulfilmentResult> {
  const [[row], [decision], parcels] = await Promise.all([
    db
      .select({ orderNo: orders.orderNo, status: orders.status, version: sql<string>`(extract(epoch from ${orders.updatedAt}) * 1000000)::bigint::text` })
      .from(orders)
      .where(eq(orders.id, orderId)),
    db.select().from(orderSellerDecisions).where(eq(orderSellerDecisions.orderId, orderId)),
    parcelsOf(db, orderId),
  ]);
  return { order_no: row!.orderNo, status: row!.status as OrderStatus, version: Number(row!.version), accepted: decision ? decision.accepted : null, parcels };
}

async function touch(tx: Transaction, orderId: number): Promise<void> {
  // clock_timestamp(), not now(): the version must move past any read made earlier in this transaction's lifetime.
  await tx
    .update(orders)
    .set({ updatedAt: sql`clock_timestamp()` })
    .where(eq(orders.id, orderId));
}

/** 接单: a paid order the seller will ship. */
export async function acceptOrder(tx: Transaction, orderNo: string, now: Date): Promise<FulfilmentResult> {
  const order = await orderByNo(tx, orderNo, true);
  if (order.status !== ORDER_STATUS.paid && order.status !== ORDER_STATUS.shipped) throw wrongStatus(order.status, '接单');
  await tx.insert(orderSellerDecisions).values({ orderId: order.id, accepted: true, decidedAt: now }).onConflictDoNothing();
  await touch(tx, order.id);
  return fulfilmentState(tx, order.id);
}

/** What the buyer reads on a refused order (订单已取消：…, 取消原因：…). */
export const refusalReason = (reason: string) => `商家拒单：${reason}`;

/**
 * 拒单: the seller will not ship a paid order (out of stock, a licence it
 * will not sell under). The order is cancelled and refunded exactly as an
 * approved cancel request is (cancelPaidOrder: one refund per order, kept
 * by the database), and the buyer reads the reason. A parcel already sent
 * or a buyer's own cancel request waiting makes it a conflict: decide that
 * request instead. Accepting first does not stop a refusal: a shortage is
 * often found while picking.
 */
export async function refuseOrder(
  tx: Transaction,
  orderNo: string,
  reason: string,
  now: Date,
  provider: OnlinePaymentProvider | null,
): Promise<FulfilmentResult> {
  const order = await orderByNo(tx, orderNo, true);
  if (order.status !== ORDER_STATUS.paid) throw wrongStatus(order.status, '拒单');
  if (order.cancelRequestStatus === CANCEL_REQUEST_STATUS.pending) throw new AppError(Code.CONFLICT, '买家已申请取消该订单，请同意取消申请');
  await cancelPaidOrder(tx, order, { cancelRequestId: null, reason: refusalReason(reason) }, now, provider);
  await tx
    .insert(orderSellerDecisions)
    .values({ orderId: order.id, accepted: false, reason, decidedAt: now })
    .onConflictDoUpdate({ target: orderSellerDecisions.orderId, set: { accepted: false, reason, decidedAt: now } });
  await touch(tx, order.id);
  return fulfilmentState(tx, order.id);
}

export interface ShipmentInput {
  carrier: string;
  waybill_no: string;
  shipped_at?: string | undefined;
  lines: { line_id: number; quantity: number; batch_no: string; produced_on: string; expires_on: string; inspection_report_url?: string | undefined }[];
}

/**
 * One parcel out of the warehouse. The order row is locked first, so two
 * parcels of one order are checked against each other's quantities; each
 * line may ship at most what was sold, over all parcels. The first parcel
 * moves the order to 待收货.
 */
export async function shipParcel(tx: Transaction, orderNo: string, input: ShipmentInput, now: Date): Promise<FulfilmentResult> {
  const order = await orderByNo(tx, orderNo, true);
  if (order.status !== ORDER_STATUS.paid && order.status !== ORDER_STATUS.shipped) throw wrongStatus(order.status, '发货');
  // The buyer asked to cancel (GET /cancel-requests): approve or refuse that first.
  if (order.cancelRequestStatus === CANCEL_REQUEST_STATUS.pending) throw new AppError(Code.CONFLICT, '买家已申请取消该订单，请先同意或驳回取消申请再发货');
  const [taken] = await tx
    .select({ id: orderParcels.id })
    .from(orderParcels)
    .where(and(eq(orderParcels.orderId, order.id), eq(orderParcels.waybillNo, input.waybill_no)));
  if (taken) throw new AppError(Code.CONFLICT, `运单号 ${input.waybill_no} 已在此订单发过货`);

  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const shipped = await tx
    .select({ itemId: orderParcelLines.orderItemId, quantity: sql<number>`sum(${orderParcelLines.quantity})::int` })
    .from(orderParcelLines)
    .innerJoin(orderParcels, eq(orderParcels.id, orderParcelLines.parcelId))
    .where(eq(orderParcels.orderId, order.id))
    .groupBy(orderParcelLines.orderItemId);
  const left = new Map(items.map((item) => [item.id, item.number]));
  for (const row of shipped) left.set(row.itemId, (left.get(row.itemId) ?? 0) - Number(row.quantity));
  const errors: Record<string, string[]> = {};
  input.lines.forEach((line, i) => {
    const remaining = left.get(line.line_id);
    if (remaining === undefined) errors[`lines.${i}.line_id`] = ['订单中没有这一行商品'];
    else if (line.quantity > remaining) errors[`lines.${i}.quantity`] = [`超出未发货数量（还可发 ${remaining}）`];
    else left.set(line.line_id, remaining - line.quantity);
  });
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError(Code.VALIDATION, first, errors);

  const shippedAt = input.shipped_at ? new Date(input.shipped_at) : now;
  const [parcel] = await tx
    .insert(orderParcels)
    .values({ orderId: order.id, carrier: input.carrier, waybillNo: input.waybill_no, shippedAt })
    .returning({ id: orderParcels.id });
  await tx.insert(orderParcelLines).values(
    input.lines.map((line) => ({
      parcelId: parcel!.id,
      orderItemId: line.line_id,
      quantity: line.quantity,
      batchNo: line.batch_no,
      producedOn: line.produced_on,
      expiresOn: line.expires_on,
      inspectionReportUrl: line.inspection_report_url ?? '',
    })),
  );
  await tx.insert(orderTraceEvents).values({ parcelId: parcel!.id, at: shippedAt, text: `商家已发货，包裹已交由${input.carrier}，运单号${input.waybill_no}` });
  if (order.status === ORDER_STATUS.paid) {
    await tx
      .update(orders)
      .set({ status: ORDER_STATUS.shipped, shippedAt, logisticsCompany: input.carrier, trackingNo: input.waybill_no })
      .where(and(eq(orders.id, order.id), eq(orders.status, ORDER_STATUS.paid)));
  }
  await touch(tx, order.id);
  return fulfilmentState(tx, order.id);
}

async function parcelOf(tx: Transaction, orderId: number, waybillNo: string) {
  const [parcel] = await tx
    .select()
    .from(orderParcels)
    .where(and(eq(orderParcels.orderId, orderId), eq(orderParcels.waybillNo, waybillNo)));
  if (!parcel) throw AppError.notFound(`此订单没有运单号 ${waybillNo} 的包裹`);
  return parcel;
}

/** Trace events the carrier reported, added to the parcel. */
export async function traceParcel(
  tx: Transaction,
  orderNo: string,
  waybillNo: string,
  events: readonly { at: string; text: string }[],
): Promise<FulfilmentResult> {
  const order = await orderByNo(tx, orderNo, true);
  const parcel = await parcelOf(tx, order.id, waybillNo);
  await tx.insert(orderTraceEvents).values(events.map((event) => ({ parcelId: parcel.id, at: new Date(event.at), text: event.text })));
  await touch(tx, order.id);
  return fulfilmentState(tx, order.id);
}

/**
 * The parcel was signed for: recorded with a last trace line. The order
 * itself completes when the buyer confirms receipt (or on its own after the
 * receipt window), as before: delivery is the carrier's word, receipt the buyer's.
 */
export async function deliverParcel(tx: Transaction, orderNo: string, waybillNo: string, at: string, signedBy: string): Promise<FulfilmentResult> {
  const order = await orderByNo(tx, orderNo, true);
  const parcel = await parcelOf(tx, order.id, waybillNo);
  if (parcel.deliveredAt) throw new AppError(Code.CONFLICT, `运单号 ${waybillNo} 已签收`);
  const deliveredAt = new Date(at);
  await tx.update(orderParcels).set({ deliveredAt, signedBy }).where(eq(orderParcels.id, parcel.id));
  await tx.insert(orderTraceEvents).values({ parcelId: parcel.id, at: deliveredAt, text: `已签收${signedBy ? `，签收人：${signedBy}` : ''}` });
  await touch(tx, order.id);
  return fulfilmentState(tx, order.id);
}

import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  type AfterSaleSummary,
  type OrderActions,
  type OrderDetail,
  type OrderItem,
  type OrderSummary,
  type OrderTimelineEntry,
} from '../../../shared/contract/order';
import { ORDER_STATUS, ORDER_STATUS_TEXT, type OrderStatus, type PayMethod } from '../../../shared/contract/statuses';
import { fenToYuan } from '../../../shared/domain/money';
import type { Database, Transaction } from '../../db/client';
import { afterSaleItems, afterSales, orderItems, type OrderItemRow, type OrderRow } from '../../db/schema';
import { goodsImageUrl } from '../../images/goods';
import { reportFileUrl, reportIdsOf } from '../account/inspection-reports';
import { paymentsOfOrder, refundTimeline } from './payments-ledger';
import { presentAfterSaleSummary } from '../after-sale/summary';
import { cancelRequestOf, cancelRequestTimeline } from './cancel-request-view';

type Reader = Database | Transaction;

const seconds = (at: Date | null): number => (at ? Math.floor(at.getTime() / 1000) : 0);
const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

const INVOICE_TEXT: Record<number, string> = { 0: '不开发票', 1: '普通发票', 2: '增值税专用发票' };
/** After-sales applications that still hold units of a line (待审核, 已同意). */
const OPEN_AFTER_SALE = [1, 2];

/** Units of each order line held by open after-sales applications (not yet counted in returned_number). */
async function heldForReturn(db: Reader, itemIds: readonly number[]): Promise<Map<number, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ itemId: afterSaleItems.orderItemId, number: sql<number>`sum(${afterSaleItems.number})::int` })
    .from(afterSaleItems)
    .innerJoin(afterSales, eq(afterSales.id, afterSaleItems.afterSaleId))
    .where(and(inArray(afterSaleItems.orderItemId, [...itemIds]), inArray(afterSales.status, OPEN_AFTER_SALE)))
    .groupBy(afterSaleItems.orderItemId);
  return new Map(rows.map((row) => [row.itemId, Number(row.number)]));
}

/** The lines of some orders, by order id, in the order they were written. */
export async function itemsOf(db: Reader, orderIds: readonly number[]): Promise<Map<number, OrderItem[]>> {
  const byOrder = new Map<number, OrderItem[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(orderItems.id);
  const [held, reports] = await Promise.all([
    heldForReturn(
      db,
      rows.map((row) => row.id),
    ),
    reportIdsOf(db, rows),
  ]);
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push(toOrderItem(row, held.get(row.id) ?? 0, reports.get(`${row.goodsId}:${row.batchNo}`)));
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

export function toOrderItem(row: OrderItemRow, heldUnits = 0, reportId?: number): OrderItem {
  return {
    id: row.id,
    goods_id: row.goodsId,
    name: row.name,
    sccj: row.sccj,
    ypgg: row.ypgg,
    bzdw: row.bzdw,
    approval: row.approval,
    image: goodsImageUrl(row.goodsId),
    number: row.number,
    price: fenToYuan(row.priceFen),
    amount: fenToYuan(row.amountFen),
    type: row.type,
    is_ephedrine: flag(row.isEphedrine),
    gift: row.gift ? { name: row.gift.name, number: row.gift.number, total: fenToYuan(row.gift.total_fen) } : null,
    returned_number: row.returnedNumber,
    returnable_number: Math.max(0, row.number - row.returnedNumber - heldUnits),
    combination_name: row.combinationName ?? '',
    batch_no: row.batchNo,
    report_url: reportId ? reportFileUrl(reportId) : '',
  };
}

/** What the buyer may do now: the UI shows exactly these buttons. */
export function actionsOf(order: OrderRow, items: readonly OrderItem[], now: Date): OrderActions {
  const unpaid = order.status === ORDER_STATUS.unpaid && !order.offlinePending && order.expiresAt > now;
  return {
    pay: flag(unpaid),
    // A declared transfer may already be on its way: finance decides, not a cancel.
    cancel: flag(unpaid),
    receive: flag(order.status === ORDER_STATUS.shipped),
    after_sale: flag((order.status === ORDER_STATUS.shipped || order.status === ORDER_STATUS.completed) && items.some((item) => item.returnable_number > 0)),
    rebuy: flag(order.status !== ORDER_STATUS.unpaid && order.status !== ORDER_STATUS.awaitingGroup),
    // 申请取消: paid, not shipped, and never asked before (one request per order; a refused one is final).
    request_cancel: flag(order.status === ORDER_STATUS.paid && order.cancelRequestStatus === 0),
  };
}

export function toOrderSummary(order: OrderRow, items: readonly OrderItem[], now: Date, itemsShown = items.length): OrderSummary {
  const status = order.status as OrderStatus;
  return {
    id: order.id,
    order_no: order.orderNo,
    status,
    status_text: ORDER_STATUS_TEXT[status] ?? '',
    after_sale_status: (order.afterSaleStatus as 0 | 1 | 2) ?? 0,
    pay_total: fenToYuan(order.payTotalFen),
    goods_count: items.length,
    goods_quantity: items.reduce((sum, item) => sum + item.number, 0),
    items: items.slice(0, itemsShown),
    is_hm: flag(order.isHm),
    pay_method: (order.payMethod as PayMethod | '') ?? '',
    offline_pending: flag(order.offlinePending),
    created_at: seconds(order.createdAt),
    expires_at: order.status === ORDER_STATUS.unpaid ? seconds(order.expiresAt) : 0,
    actions: actionsOf(order, items, now),
  };
}

function timelineOf(order: OrderRow, extra: readonly OrderTimelineEntry[] = []): OrderTimelineEntry[] {
  const entries: (OrderTimelineEntry | null)[] = [
    { text: '提交订单', at: seconds(order.createdAt) },
    order.offlinePending ? { text: '已提交转账信息，等待财务确认', at: seconds(order.updatedAt) } : null,
    order.paidAt ? { text: '支付成功', at: seconds(order.paidAt) } : null,
    order.shippedAt ? { text: order.logisticsCompany ? `商家已发货（${order.logisticsCompany}）` : '商家已发货', at: seconds(order.shippedAt) } : null,
    order.completedAt ? { text: '交易完成', at: seconds(order.completedAt) } : null,
    order.cancelledAt ? { text: order.cancelReason ? `订单已取消：${order.cancelReason}` : '订单已取消', at: seconds(order.cancelledAt) } : null,
    ...extra,
  ];
  return entries.filter((entry): entry is OrderTimelineEntry => entry !== null).sort((a, b) => a.at - b.at);
}

async function afterSalesOf(db: Reader, order: OrderRow): Promise<AfterSaleSummary[]> {
  const rows = await db.select().from(afterSales).where(eq(afterSales.orderId, order.id)).orderBy(desc(afterSales.createdAt), desc(afterSales.id));
  return rows.map((row) => presentAfterSaleSummary(row, order.orderNo));
}

export async function toOrderDetail(db: Reader, order: OrderRow, now: Date): Promise<OrderDetail> {
  const [items, after, paid, cancelRequest] = await Promise.all([
    itemsOf(db, [order.id]),
    afterSalesOf(db, order),
    paymentsOfOrder(db, order.id, order.isHm),
    cancelRequestOf(db, order),
  ]);
  const lines = items.get(order.id) ?? [];
  return {
    ...toOrderSummary(order, lines, now),
    goods_total: fenToYuan(order.goodsTotalFen),
    manjian: fenToYuan(order.manjianFen),
    discount: fenToYuan(order.discountFen),
    coupon: fenToYuan(order.couponFen),
    coupon_note: order.couponNote,
    freight: fenToYuan(order.freightFen),
    refunded: fenToYuan(order.refundedFen),
    consignee: order.consignee,
    phone: order.phone,
    address: order.address,
    invoice: {
      type: (order.invoiceType as 0 | 1 | 2) ?? 0,
      type_text: INVOICE_TEXT[order.invoiceType] ?? '',
      title: order.invoiceTitle,
      tax_no: order.invoiceTaxNo,
    },
    remark: order.remark,
    cancel_reason: order.cancelReason,
    logistics: { company: order.logisticsCompany, tracking_no: order.trackingNo },
    paid_at: seconds(order.paidAt),
    shipped_at: seconds(order.shippedAt),
    completed_at: seconds(order.completedAt),
    cancelled_at: seconds(order.cancelledAt),
    timeline: timelineOf(order, [...refundTimeline(paid), ...cancelRequestTimeline(cancelRequest)]),
    after_sales: after,
    payments: paid,
    cancel_request: cancelRequest,
    now: seconds(now),
  };
}

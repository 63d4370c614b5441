import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Page } from '../../../shared/contract/envelope';
import type { AfterSaleDetail, AfterSaleSummary, SalesReturnDetail } from '../../../shared/contract/order';
import { fenToYuan } from '../../../shared/domain/money';
import type { Database, Transaction } from '../../db/client';
import { paginate } from '../../db/paginate';
import { afterSaleItems, afterSales, orderItems, orders, salesReturns, type AfterSaleRow } from '../../db/schema';
import { AppError } from '../../errors';
import { AFTER_SALE_NOT_FOUND, SALES_RETURN_NOT_FOUND } from './constants';
import { returnAddress } from './return-address';
import { seconds } from '../order/numbers';
import { presentAfterSaleSummary } from './summary';
import { SALES_RETURN_STATUS_TEXT } from '../../../shared/contract/statuses';

type Db = Database | Transaction;

/** GET /api/after_sale: the buyer's applications, newest first. */
export async function listAfterSales(db: Database, userId: number, page: number, perPage: number): Promise<Page<AfterSaleSummary>> {
  const mine = eq(afterSales.userId, userId);
  return paginate(
    db
      .select({ application: afterSales, orderNo: orders.orderNo })
      .from(afterSales)
      .innerJoin(orders, eq(orders.id, afterSales.orderId))
      .where(mine)
      .orderBy(desc(afterSales.createdAt), desc(afterSales.id)),
    db.select({ n: count() }).from(afterSales).where(mine),
    { page, per_page: perPage },
    (rows) => rows.map((row) => presentAfterSaleSummary(row.application, row.orderNo)),
  );
}

async function linesOf(db: Db, afterSaleId: number): Promise<AfterSaleDetail['items']> {
  const rows = await db
    .select({ line: afterSaleItems, item: orderItems })
    .from(afterSaleItems)
    .innerJoin(orderItems, eq(orderItems.id, afterSaleItems.orderItemId))
    .where(eq(afterSaleItems.afterSaleId, afterSaleId))
    .orderBy(asc(afterSaleItems.id));
  return rows.map(({ line, item }) => ({
    order_item_id: item.id,
    name: item.name,
    ypgg: item.ypgg,
    sccj: item.sccj,
    bzdw: item.bzdw,
    price: fenToYuan(item.priceFen),
    number: line.number,
    amount: fenToYuan(line.amountFen),
  }));
}

/** The detail of an application row already known to be the buyer's. */
export async function presentAfterSaleDetail(db: Db, row: AfterSaleRow): Promise<AfterSaleDetail> {
  // One after the other: cancel calls this inside its transaction (one connection).
  const [order] = await db.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.id, row.orderId));
  const items = await linesOf(db, row.id);
  const [salesReturn] = await db.select({ id: salesReturns.id }).from(salesReturns).where(eq(salesReturns.afterSaleId, row.id)).limit(1);
  return {
    ...presentAfterSaleSummary(row, order?.orderNo ?? ''),
    reason: row.reason,
    description: row.description,
    review_note: row.reviewNote,
    items,
    history: row.history.map((entry) => ({ status: entry.status, text: entry.text, at: seconds(new Date(entry.at)) })),
    sales_return_id: salesReturn?.id ?? null,
    can_cancel: row.status === 1 ? 1 : 0,
  };
}

/** The buyer's own application, or 404 (another buyer's id answers like a missing one). */
export async function ownAfterSale(db: Db, userId: number, id: number): Promise<AfterSaleRow> {
  const [row] = await db
    .select()
    .from(afterSales)
    .where(and(eq(afterSales.id, id), eq(afterSales.userId, userId)));
  if (!row) throw AppError.notFound(AFTER_SALE_NOT_FOUND);
  return row;
}

/** GET /api/after_sale/:id. */
export async function afterSaleDetail(db: Database, userId: number, id: number): Promise<AfterSaleDetail> {
  return presentAfterSaleDetail(db, await ownAfterSale(db, userId, id));
}

/** GET /api/sales_return/:id: the sales return (销售退货单) written when an application was accepted. */
export async function salesReturnDetail(db: Database, userId: number, id: number): Promise<SalesReturnDetail> {
  const [row] = await db
    .select({ salesReturn: salesReturns, afterSaleNo: afterSales.afterSaleNo, orderNo: orders.orderNo })
    .from(salesReturns)
    .innerJoin(afterSales, eq(afterSales.id, salesReturns.afterSaleId))
    .innerJoin(orders, eq(orders.id, salesReturns.orderId))
    .where(and(eq(salesReturns.id, id), eq(salesReturns.userId, userId)));
  if (!row) throw AppError.notFound(SALES_RETURN_NOT_FOUND);
  const { salesReturn } = row;
  const status = salesReturn.status as 1 | 2;
  return {
    id: salesReturn.id,
    return_no: salesReturn.returnNo,
    after_sale_id: salesReturn.afterSaleId,
    after_sale_no: row.afterSaleNo,
    order_id: salesReturn.orderId,
    order_no: row.orderNo,
    status,
    status_text: SALES_RETURN_STATUS_TEXT[status] ?? '',
    refund: fenToYuan(salesReturn.refundFen),
    refund_to: salesReturn.refundTo === 'wallet' ? '账户余额' : salesReturn.refundTo,
    refunded_at: seconds(salesReturn.refundedAt),
    created_at: seconds(salesReturn.createdAt),
    items: await linesOf(db, salesReturn.afterSaleId),
    return_address: await returnAddress(db),
  };
}

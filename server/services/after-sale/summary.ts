import { and, eq, inArray } from 'drizzle-orm';
import type { AfterSaleSummary } from '../../../shared/contract/order';
import { fenToYuan } from '../../../shared/domain/money';
import type { Database, Transaction } from '../../db/client';
import { afterSaleItems, afterSales, type AfterSaleRow } from '../../db/schema';
import { OPEN_AFTER_SALE_STATUSES } from './constants';
import { seconds } from '../order/numbers';
import { AFTER_SALE_STATUS_TEXT, AFTER_SALE_TYPE_TEXT, type AfterSaleStatus, type AfterSaleType } from '../../../shared/contract/statuses';

// The order itself (OrderDetail, OrderItem with returnable_number) is
// presented by services/order/present.ts; this file holds what after-sales
// adds: the units open applications hold and the application summary.

type Db = Database | Transaction;

/** Units of each order line held by the order's open (待审核/已同意) applications. */
export async function openUnitsByItem(db: Db, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ orderItemId: afterSaleItems.orderItemId, number: afterSaleItems.number })
    .from(afterSaleItems)
    .innerJoin(afterSales, eq(afterSales.id, afterSaleItems.afterSaleId))
    .where(and(eq(afterSales.orderId, orderId), inArray(afterSales.status, [...OPEN_AFTER_SALE_STATUSES])));
  const units = new Map<number, number>();
  for (const row of rows) units.set(row.orderItemId, (units.get(row.orderItemId) ?? 0) + row.number);
  return units;
}

export function presentAfterSaleSummary(row: AfterSaleRow, orderNo: string): AfterSaleSummary {
  const type = row.type as AfterSaleType;
  const status = row.status as AfterSaleStatus;
  return {
    id: row.id,
    after_sale_no: row.afterSaleNo,
    order_id: row.orderId,
    order_no: orderNo,
    type,
    type_text: AFTER_SALE_TYPE_TEXT[type] ?? '',
    status,
    status_text: AFTER_SALE_STATUS_TEXT[status] ?? '',
    amount: fenToYuan(row.amountFen),
    created_at: seconds(row.createdAt),
  };
}

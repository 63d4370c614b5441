import { and, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Page } from '../../../shared/contract/envelope';
import { paginate } from '../../db/paginate';
import { type HmReceipt, type OrderCounts, type OrderDetail, type OrderSummary } from '../../../shared/contract/order';
import { ORDER_STATUS_TEXT, type OrderStatus, ORDER_AFTER_SALE_STATE, ORDER_STATUS } from '../../../shared/contract/statuses';
import { fenToYuan } from '../../../shared/domain/money';
import type { Database, Transaction } from '../../db/client';
import { orderItems, orders, payments, users, type OrderRow } from '../../db/schema';
import { AppError } from '../../errors';
import { LIST_ITEMS_SHOWN, ORDER_NOT_FOUND } from './constants';
import { expireUnpaidOrders } from './expiry';
import { itemsOf, toOrderDetail, toOrderSummary } from './present';

type Reader = Database | Transaction;

/** Tab 6 售后: orders with an after-sales application, open or done. */
const AFTER_SALE_TAB = 6;

/** The buyer's own order (another buyer's id → 404, the same as a missing one). */
export async function ownOrder(db: Reader, userId: number, orderId: number): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  if (!row) throw AppError.notFound(ORDER_NOT_FOUND);
  return row;
}

/** LIKE pattern of a literal keyword: %, _ and \ match only themselves. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function tabFilter(tab: number): SQL | undefined {
  if (tab === AFTER_SALE_TAB) return ne(orders.afterSaleStatus, ORDER_AFTER_SALE_STATE.none);
  return tab >= 1 && tab <= 5 ? eq(orders.status, tab) : undefined;
}

/** GET /api/order: one tab, newest first; keyword matches the order number or a line's goods name. */
export async function listOrders(
  db: Database,
  userId: number,
  query: { status: number; keyword: string; page: number; per_page: number },
  now = new Date(),
): Promise<Page<OrderSummary>> {
  await expireUnpaidOrders(db, now, userId);
  const pattern = query.keyword ? containsPattern(query.keyword) : null;
  const where = and(
    eq(orders.userId, userId),
    tabFilter(query.status),
    pattern
      ? or(
          ilike(orders.orderNo, pattern),
          sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.name} ilike ${pattern})`,
        )
      : undefined,
  );
  return paginate(
    db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)),
    db.select({ n: count() }).from(orders).where(where),
    query,
    async (rows) => {
      const items = await itemsOf(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => toOrderSummary(row, items.get(row.id) ?? [], now, LIST_ITEMS_SHOWN));
    },
  );
}

/** GET /api/order/counts: how many orders each tab holds (keys "0"–"6"). */
export async function orderCounts(db: Database, userId: number, now = new Date()): Promise<OrderCounts> {
  await expireUnpaidOrders(db, now, userId);
  const rows = await db
    .select({ status: orders.status, afterSale: orders.afterSaleStatus, n: count() })
    .from(orders)
    .where(eq(orders.userId, userId))
    .groupBy(orders.status, orders.afterSaleStatus);
  const counts: OrderCounts = { 0: 0, 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 };
  for (const row of rows) {
    counts[0]! += row.n;
    counts[row.status] = (counts[row.status] ?? 0) + row.n;
    if (row.afterSale !== 0) counts[AFTER_SALE_TAB]! += row.n;
  }
  return counts;
}

/** GET /api/order/:id (an unpaid order past its deadline is cancelled first, so the page never shows a dead countdown). */
export async function orderDetail(db: Database, userId: number, orderId: number, now = new Date()): Promise<OrderDetail> {
  const first = await ownOrder(db, userId, orderId);
  if (first.status === ORDER_STATUS.unpaid && !first.offlinePending && first.expiresAt < now) await expireUnpaidOrders(db, now, userId);
  return toOrderDetail(db, await ownOrder(db, userId, orderId), now);
}

/** GET /api/order/hm (/hmdd): the buyer's orders with ephedrine-type goods and the transfer they declared. */
export async function hmReceipts(db: Database, userId: number, query: { page: number; per_page: number }): Promise<Page<HmReceipt>> {
  const where = and(eq(orders.userId, userId), eq(orders.isHm, true));
  return paginate(
    db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)),
    db.select({ n: count() }).from(orders).where(where),
    query,
    (rows) => hmReceiptsOf(db, userId, rows),
  );
}

/** The page's orders as receipts: their lines, the transfer each declared and the buyer's company. */
async function hmReceiptsOf(db: Database, userId: number, rows: OrderRow[]): Promise<HmReceipt[]> {
  const ids = rows.map((row) => row.id);
  const [items, declared, [buyer]] = await Promise.all([
    itemsOf(db, ids),
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(payments)
          .where(and(inArray(payments.orderId, ids), ne(payments.status, 'failed')))
          .orderBy(desc(payments.id)),
    db.select({ company: users.company }).from(users).where(eq(users.id, userId)).limit(1),
  ]);
  const paymentOf = new Map<number, (typeof declared)[number]>();
  for (const payment of declared) {
    const seen = paymentOf.get(payment.orderId);
    // The paid attempt if there is one, else the newest.
    if (!seen || (seen.status !== 'paid' && payment.status === 'paid')) paymentOf.set(payment.orderId, payment);
  }
  return rows.map((row): HmReceipt => {
    const detail = paymentOf.get(row.id)?.detail ?? {};
    const status = row.status as OrderStatus;
    return {
      order_id: row.id,
      order_no: row.orderNo,
      status,
      status_text: ORDER_STATUS_TEXT[status] ?? '',
      pay_total: fenToYuan(row.payTotalFen),
      payer_account_name: detail.payer_account_name ?? '',
      payer_bank: detail.payer_bank ?? '',
      payer_account: detail.payer_account ?? '',
      receipt_no: detail.receipt_no ?? '',
      paid_at: row.paidAt ? Math.floor(row.paidAt.getTime() / 1000) : 0,
      created_at: Math.floor(row.createdAt.getTime() / 1000),
      items: items.get(row.id) ?? [],
      company: buyer?.company ?? '',
    };
  });
}

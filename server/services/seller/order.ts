import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SellerOrder, SellerOrderSummary } from '../../../shared/contract/seller/order';
import { ORDER_STATUS_TEXT, type OrderStatus } from '../../../shared/contract/statuses';
import type { Database, Transaction } from '../../db/client';
import { keysetPage } from '../../db/paginate';
import { coupons, goods, licences, orderItems, orders, userCoupons, users, type OrderRow } from '../../db/schema';
import { AppError } from '../../errors';

type Reader = Database | Transaction;

/**
 * An order's version: updated_at in microseconds since the epoch, read in
 * SQL so no precision is lost to JavaScript's milliseconds. It is also the
 * paging key, with the id to break ties.
 */
const versionOf = sql<string>`(extract(epoch from ${orders.updatedAt}) * 1000000)::bigint::text`;
const updatedIso = sql<string>`to_char(${orders.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export interface OrderCursor {
  version: bigint;
  id: number;
}

export function encodeCursor(cursor: OrderCursor): string {
  return Buffer.from(`${cursor.version}.${cursor.id}`).toString('base64url');
}

/** The cursor a client sent back, or null when it is not one of ours. */
export function decodeCursor(text: string): OrderCursor | null {
  const match = /^(\d{1,19})\.(\d{1,10})$/.exec(Buffer.from(text, 'base64url').toString('utf8'));
  if (!match) return null;
  const id = Number(match[2]);
  return id <= 2_147_483_647 ? { version: BigInt(match[1]!), id } : null;
}

const iso = (at: Date | null): string | null => (at ? at.toISOString() : null);

/** What the order list and one order both say about an order: its number, status, version and total. */
function summaryOf(order: Pick<OrderRow, 'orderNo' | 'status' | 'payTotalFen' | 'createdAt'>, version: string, updatedAt: string): SellerOrderSummary {
  return {
    order_no: order.orderNo,
    status: order.status as OrderStatus,
    status_text: ORDER_STATUS_TEXT[order.status as OrderStatus] ?? '',
    version: Number(version),
    pay_total_fen: order.payTotalFen,
    created_at: order.createdAt.toISOString(),
    updated_at: updatedAt,
  };
}

export interface OrderPageQuery {
  status?: OrderStatus | undefined;
  updatedAfter?: string | undefined;
  cursor?: string | undefined;
  limit: number;
}

/**
 * Orders by (updated_at, id), ascending, from the cursor on. An order that
 * changes while the ERP pages gets a later updated_at, so it is not lost:
 * it comes again, later in the walk, with its new version. The cursor is
 * the last row's own key, never an offset, so rows changing behind it shift
 * nothing.
 */
export async function pageSellerOrders(db: Reader, query: OrderPageQuery): Promise<{ orders: SellerOrderSummary[]; next_cursor: string | null }> {
  const conditions: SQL[] = [];
  if (query.status !== undefined) conditions.push(eq(orders.status, query.status));
  if (query.updatedAfter) conditions.push(sql`${orders.updatedAt} > ${query.updatedAfter}::timestamptz`);
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor);
    if (!cursor) throw AppError.field('cursor', '游标无效，请从第一页重新读取');
    conditions.push(
      sql`(${orders.updatedAt}, ${orders.id}) > (timestamptz 'epoch' + ${cursor.version.toString()}::bigint * interval '1 microsecond', ${cursor.id})`,
    );
  }
  const rows = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      status: orders.status,
      payTotalFen: orders.payTotalFen,
      createdAt: orders.createdAt,
      version: versionOf,
      updatedAt: updatedIso,
    })
    .from(orders)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(orders.updatedAt), asc(orders.id))
    .limit(query.limit + 1);
  const { page, next } = keysetPage(rows, query.limit);
  return {
    orders: page.map((row) => summaryOf(row, row.version, row.updatedAt)),
    next_cursor: next ? encodeCursor({ version: BigInt(next.version), id: next.id }) : null,
  };
}

/** The order row by its number, locked for update inside a write; 404 otherwise. */
export async function orderByNo(db: Reader, orderNo: string, lock = false): Promise<OrderRow> {
  const query = db.select().from(orders).where(eq(orders.orderNo, orderNo));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw AppError.notFound('订单不存在');
  return row;
}

/** One order as the ERP reads it: lines, buyer, address, licences and the coupon's effect. */
export async function readSellerOrder(db: Reader, orderNo: string): Promise<SellerOrder> {
  const [row] = await db.select({ order: orders, version: versionOf, updatedAt: updatedIso }).from(orders).where(eq(orders.orderNo, orderNo));
  if (!row) throw AppError.notFound('订单不存在');
  const order = row.order;
  const [[buyer], lines, held, coupon] = await Promise.all([
    db.select().from(users).where(eq(users.id, order.userId)),
    db
      .select({ line: orderItems, goodsCode: goods.erpCode })
      .from(orderItems)
      .leftJoin(goods, eq(goods.id, orderItems.goodsId))
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id)),
    // A store account (门店) buys under its owner's licences.
    db
      .select({ ownerId: users.ownerId })
      .from(users)
      .where(eq(users.id, order.userId))
      .then(async ([u]) =>
        db
          .select()
          .from(licences)
          .where(inArray(licences.userId, [order.userId, ...(u?.ownerId ? [u.ownerId] : [])])),
      ),
    order.userCouponId
      ? db
          .select({ name: coupons.name })
          .from(userCoupons)
          .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
          .where(eq(userCoupons.id, order.userCouponId))
      : Promise.resolve([]),
  ]);
  return {
    ...summaryOf(order, row.version, row.updatedAt),
    after_sale_status: order.afterSaleStatus,
    pay_method: order.payMethod,
    paid_at: iso(order.paidAt),
    shipped_at: iso(order.shippedAt),
    completed_at: iso(order.completedAt),
    cancelled_at: iso(order.cancelledAt),
    cancel_reason: order.cancelReason,
    remark: order.remark,
    amounts: {
      goods_total_fen: order.goodsTotalFen,
      manjian_fen: order.manjianFen,
      discount_fen: order.discountFen,
      coupon_fen: order.couponFen,
      freight_fen: order.freightFen,
      pay_total_fen: order.payTotalFen,
      refunded_fen: order.refundedFen,
    },
    coupon: order.userCouponId ? { user_coupon_id: order.userCouponId, name: coupon[0]?.name ?? '', coupon_fen: order.couponFen } : null,
    buyer: {
      id: order.userId,
      username: buyer?.username ?? '',
      company: buyer?.company ?? '',
      contact: buyer?.name ?? '',
      phone: buyer?.phone ?? '',
      type: buyer?.type ?? '',
      customer_code: buyer?.customerCode ?? '',
    },
    address: { consignee: order.consignee, phone: order.phone, address: order.address },
    invoice: { type: order.invoiceType, title: order.invoiceTitle, tax_no: order.invoiceTaxNo },
    licences: held.map((licence) => ({
      kind: licence.kind,
      number: licence.number,
      expires_on: licence.expiresOn,
      status: licence.status,
      scope: licence.scope,
    })),
    lines: lines.map(({ line, goodsCode }) => ({
      line_id: line.id,
      goods_id: line.goodsId,
      goods_code: goodsCode,
      name: line.name,
      maker: line.sccj,
      spec: line.ypgg,
      unit: line.bzdw,
      approval: line.approval,
      quantity: line.number,
      price_fen: line.priceFen,
      amount_fen: line.amountFen,
      batch_no: line.batchNo,
      returned_quantity: line.returnedNumber,
      package_name: line.combinationName,
    })),
  };
}

import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { sellerAfterSaleSchema } from '../../../shared/contract/seller/after-sale';
import { Code } from '../../../shared/contract/codes';
import { AFTER_SALE_STATUS_TEXT, type AfterSaleStatus } from '../../../shared/contract/statuses';
import type { Database, Transaction } from '../../db/client';
import { keysetPage } from '../../db/paginate';
import { afterSaleItems, afterSales, orderItems, orders, users, type AfterSaleRow } from '../../db/schema';
import { AppError } from '../../errors';
import { decideAfterSale, refundAfterSale } from '../after-sale/review';

type Reader = Database | Transaction;
type SellerAfterSale = z.infer<typeof sellerAfterSaleSchema>;

async function present(db: Reader, rows: readonly AfterSaleRow[]): Promise<(SellerAfterSale & { id: number })[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, owners, orderNos] = await Promise.all([
    db
      .select({
        afterSaleId: afterSaleItems.afterSaleId,
        lineId: afterSaleItems.orderItemId,
        name: orderItems.name,
        quantity: afterSaleItems.number,
        amountFen: afterSaleItems.amountFen,
      })
      .from(afterSaleItems)
      .innerJoin(orderItems, eq(orderItems.id, afterSaleItems.orderItemId))
      .where(inArray(afterSaleItems.afterSaleId, ids))
      .orderBy(asc(afterSaleItems.id)),
    db
      .select({ id: users.id, username: users.username, company: users.company })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((r) => r.userId))])),
    db
      .select({ id: orders.id, orderNo: orders.orderNo })
      .from(orders)
      .where(inArray(orders.id, [...new Set(rows.map((r) => r.orderId))])),
  ]);
  return rows.map((row) => {
    const buyer = owners.find((u) => u.id === row.userId);
    return {
      id: row.id,
      after_sale_no: row.afterSaleNo,
      order_no: orderNos.find((o) => o.id === row.orderId)?.orderNo ?? '',
      type: row.type,
      status: row.status as AfterSaleStatus,
      status_text: AFTER_SALE_STATUS_TEXT[row.status as AfterSaleStatus] ?? '',
      reason: row.reason,
      description: row.description,
      amount_fen: row.amountFen,
      review_note: row.reviewNote,
      buyer: { id: row.userId, username: buyer?.username ?? '', company: buyer?.company ?? '' },
      lines: lines.filter((l) => l.afterSaleId === row.id).map((l) => ({ line_id: l.lineId, name: l.name, quantity: l.quantity, amount_fen: l.amountFen })),
      created_at: row.createdAt.toISOString(),
    };
  });
}

export async function listSellerAfterSales(db: Reader, status: number, afterId: number, limit: number) {
  const rows = await db
    .select()
    .from(afterSales)
    .where(and(eq(afterSales.status, status), gt(afterSales.id, afterId)))
    .orderBy(asc(afterSales.id))
    .limit(limit + 1);
  const { page, next } = keysetPage(rows, limit);
  return { after_sales: await present(db, page), next_after_id: next?.id ?? null };
}

async function byNo(db: Reader, afterSaleNo: string): Promise<AfterSaleRow> {
  const [row] = await db.select().from(afterSales).where(eq(afterSales.afterSaleNo, afterSaleNo));
  if (!row) throw AppError.notFound('售后申请不存在');
  return row;
}

async function answer(db: Reader, id: number) {
  const [row] = await db.select().from(afterSales).where(eq(afterSales.id, id));
  const [presented] = await present(db, [row!]);
  const { id: _id, ...afterSale } = presented!;
  return { after_sale: afterSale };
}

function notPending(row: AfterSaleRow, what: string): AppError {
  return new AppError(Code.CONFLICT, `售后申请状态为“${AFTER_SALE_STATUS_TEXT[row.status as AfterSaleStatus] ?? row.status}”，不能${what}`);
}

/**
 * Approve or refuse through the same step as the local reviewer
 * (services/after-sale/review.ts decideAfterSale): conditional on 待审核,
 * with the history line and the sales return the buyer sees.
 */
export async function decideSellerAfterSale(tx: Transaction, afterSaleNo: string, approve: boolean, note: string, now: Date) {
  const row = await byNo(tx, afterSaleNo);
  if (!(await decideAfterSale(tx, row.id, () => ({ approve, note }), now))) throw notPending(row, approve ? '同意' : '驳回');
  return answer(tx, row.id);
}

/** 已同意 → 已退款: the wallet and its ledger row, the returned units and the order's refunded total, in one step. */
export async function refundSellerAfterSale(tx: Transaction, afterSaleNo: string, now: Date) {
  const row = await byNo(tx, afterSaleNo);
  if (!(await refundAfterSale(tx, row.id, now))) throw notPending(row, '退款');
  return answer(tx, row.id);
}

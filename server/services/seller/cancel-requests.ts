import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { sellerCancelRequestSchema } from '../../../shared/contract/seller/cancel-requests';
import { CANCEL_REQUEST_STATUS_TEXT, type CancelRequestStatus } from '../../../shared/contract/statuses';
import type { Database, Transaction } from '../../db/client';
import { keysetPage } from '../../db/paginate';
import { orderCancelRequests, orderRefunds, orders, users, type OrderCancelRequestRow } from '../../db/schema';
import { AppError } from '../../errors';
import { approveCancelRequest, CANCEL_REQUEST_NOT_FOUND, refuseCancelRequest } from '../order/cancel-refund';
import type { OnlinePaymentProvider } from '../payment/provider';

type Reader = Database | Transaction;
type SellerCancelRequest = z.infer<typeof sellerCancelRequestSchema>;

async function present(db: Reader, rows: readonly OrderCancelRequestRow[]): Promise<(SellerCancelRequest & { id: number })[]> {
  if (rows.length === 0) return [];
  const [owners, orderRows, refunds] = await Promise.all([
    db
      .select({ id: users.id, username: users.username, company: users.company })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((r) => r.userId))])),
    db
      .select({ id: orders.id, orderNo: orders.orderNo, payTotalFen: orders.payTotalFen, payMethod: orders.payMethod })
      .from(orders)
      .where(inArray(orders.id, [...new Set(rows.map((r) => r.orderId))])),
    db
      .select()
      .from(orderRefunds)
      .where(
        inArray(
          orderRefunds.cancelRequestId,
          rows.map((r) => r.id),
        ),
      ),
  ]);
  return rows.map((row) => {
    const buyer = owners.find((u) => u.id === row.userId);
    const order = orderRows.find((o) => o.id === row.orderId);
    const refund = refunds.find((r) => r.cancelRequestId === row.id);
    const status = row.status as CancelRequestStatus;
    return {
      id: row.id,
      request_no: row.requestNo,
      order_no: order?.orderNo ?? '',
      status,
      status_text: CANCEL_REQUEST_STATUS_TEXT[status] ?? '',
      reason: row.reason,
      review_note: row.reviewNote,
      amount_fen: order?.payTotalFen ?? 0,
      pay_method: order?.payMethod ?? '',
      refund: refund
        ? {
            refund_no: refund.refundNo,
            amount_fen: refund.amountFen,
            refund_to: refund.refundTo as 'wallet' | 'origin',
            provider: refund.provider,
            provider_ref: refund.providerRef,
            refunded_at: refund.createdAt.toISOString(),
          }
        : null,
      buyer: { id: row.userId, username: buyer?.username ?? '', company: buyer?.company ?? '' },
      created_at: row.createdAt.toISOString(),
      decided_at: row.decidedAt?.toISOString() ?? null,
    };
  });
}

/** GET /api/seller/v1/cancel-requests: one status, in id order, after_id paging. */
export async function listSellerCancelRequests(db: Reader, status: number, afterId: number, limit: number) {
  const rows = await db
    .select()
    .from(orderCancelRequests)
    .where(and(eq(orderCancelRequests.status, status), gt(orderCancelRequests.id, afterId)))
    .orderBy(asc(orderCancelRequests.id))
    .limit(limit + 1);
  const { page, next } = keysetPage(rows, limit);
  return { cancel_requests: await present(db, page), next_after_id: next?.id ?? null };
}

async function byNo(db: Reader, requestNo: string): Promise<OrderCancelRequestRow> {
  const [row] = await db.select().from(orderCancelRequests).where(eq(orderCancelRequests.requestNo, requestNo));
  if (!row) throw AppError.notFound(CANCEL_REQUEST_NOT_FOUND);
  return row;
}

async function answer(db: Reader, id: number) {
  const [row] = await db.select().from(orderCancelRequests).where(eq(orderCancelRequests.id, id));
  const [presented] = await present(db, [row!]);
  const { id: _id, ...cancelRequest } = presented!;
  return { cancel_request: cancelRequest };
}

/** POST …/approve: cancels the order and refunds it to where the money came from, once (orders/cancel-refund.ts). */
export async function approveSellerCancelRequest(tx: Transaction, requestNo: string, note: string, now: Date, provider: OnlinePaymentProvider | null) {
  const row = await byNo(tx, requestNo);
  await approveCancelRequest(tx, row.id, note, now, provider);
  return answer(tx, row.id);
}

/** POST …/refuse: the order ships as usual; the buyer reads the reason. */
export async function refuseSellerCancelRequest(tx: Transaction, requestNo: string, reason: string, now: Date) {
  const row = await byNo(tx, requestNo);
  await refuseCancelRequest(tx, row.id, reason, now);
  return answer(tx, row.id);
}

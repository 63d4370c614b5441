import { desc, eq } from 'drizzle-orm';
import type { OrderCancelRequest, OrderTimelineEntry } from '../../../shared/contract/order';
import { CANCEL_REQUEST_STATUS_TEXT, type CancelRequestStatus } from '../../../shared/contract/statuses';
import { fenToYuan } from '../../../shared/domain/money';
import type { Database, Transaction } from '../../db/client';
import { orderCancelRequests, orderRefunds, type OrderRow } from '../../db/schema';
import { seconds } from './numbers';

type Reader = Database | Transaction;

/** What the buyer reads for the provider that took the money. */
const PROVIDER_LABEL: Record<string, string> = { alipay: '支付宝', wechatpay: '微信支付' };
export const providerLabel = (provider: string): string => PROVIDER_LABEL[provider] ?? '在线支付';

/** Where a refund goes, in the buyer's words. */
export function refundToText(refundTo: 'wallet' | 'origin', provider = ''): string {
  return refundTo === 'wallet' ? '账户余额' : `原支付账户（${providerLabel(provider)}）`;
}

/** The order's latest cancel request as the order page shows it; null when it has none. */
export async function cancelRequestOf(db: Reader, order: OrderRow): Promise<OrderCancelRequest | null> {
  if (order.cancelRequestStatus === 0) return null;
  const [row] = await db
    .select({ request: orderCancelRequests, refund: orderRefunds })
    .from(orderCancelRequests)
    .leftJoin(orderRefunds, eq(orderRefunds.cancelRequestId, orderCancelRequests.id))
    .where(eq(orderCancelRequests.orderId, order.id))
    .orderBy(desc(orderCancelRequests.id))
    .limit(1);
  if (!row) return null;
  const { request, refund } = row;
  const status = request.status as CancelRequestStatus;
  // Before the decision: where the money will go, by how the order was paid (refund.ts refundRouteOf decides for real).
  const refundTo = refund ? refundToText(refund.refundTo as 'wallet' | 'origin', refund.provider) : order.payMethod === 'online' ? '原支付账户' : '账户余额';
  return {
    request_no: request.requestNo,
    status,
    status_text: CANCEL_REQUEST_STATUS_TEXT[status] ?? '',
    reason: request.reason,
    review_note: request.reviewNote,
    refund: fenToYuan(refund?.amountFen ?? order.payTotalFen),
    refund_to_text: refundTo,
    created_at: seconds(request.createdAt),
    decided_at: seconds(request.decidedAt),
  };
}

/** The request and the seller's answer on the order's timeline (the refund itself is the payment's line). */
export function cancelRequestTimeline(request: OrderCancelRequest | null): OrderTimelineEntry[] {
  if (!request) return [];
  const entries: OrderTimelineEntry[] = [{ text: `申请取消订单：${request.reason}`, at: request.created_at }];
  if (request.decided_at > 0) {
    entries.push({
      text: request.status === 2 ? '商家已同意取消订单' : `商家未同意取消${request.review_note ? `：${request.review_note}` : ''}`,
      at: request.decided_at,
    });
  }
  return entries;
}

import { asc, eq } from 'drizzle-orm';
import { type OrderPayment, type OrderTimelineEntry } from '../../../shared/contract/order';
import { type PayMethod, type PaymentAttemptStatus } from '../../../shared/contract/statuses';
import { fenToYuan } from '../../../shared/domain/money';
import type { Database, Transaction } from '../../db/client';
import { payments, type PaymentRow } from '../../db/schema';

const METHOD_TEXT: Record<string, string> = { wallet: '余额支付', online: '在线支付', offline: '线下转账' };

const seconds = (at: Date | null): number => (at ? Math.floor(at.getTime() / 1000) : 0);

/** The buyer's word for an attempt's state. */
export function paymentStatusText(row: Pick<PaymentRow, 'method' | 'status' | 'refundTo'>): string {
  switch (row.status) {
    case 'pending':
      return row.method === 'offline' ? '待财务确认' : '待支付';
    case 'paid':
      return '已支付';
    case 'closed':
      return '已关闭';
    case 'failed':
      return '支付失败';
    case 'refunded':
      return row.refundTo === 'wallet' ? '已退回账户余额' : '已原路退回';
    default:
      return '';
  }
}

/** One attempt as the order page shows it: 在线支付 ¥12.00 已原路退回. */
export function toOrderPayment(row: PaymentRow, hm = false): OrderPayment {
  const methodText = row.method === 'offline' && hm ? '对公转账' : (METHOD_TEXT[row.method] ?? row.method);
  const statusText = paymentStatusText(row);
  const amount = fenToYuan(row.amountFen);
  return {
    payment_no: row.paymentNo,
    method: row.method as PayMethod,
    method_text: methodText,
    amount,
    status: row.status as PaymentAttemptStatus,
    status_text: statusText,
    text: `${methodText} ¥${amount} ${statusText}`,
    created_at: seconds(row.createdAt),
    paid_at: seconds(row.paidAt),
    refunded_at: seconds(row.refundedAt),
  };
}

/** The order's attempts, oldest first. */
export async function paymentsOfOrder(db: Database | Transaction, orderId: number, hm = false): Promise<OrderPayment[]> {
  const rows = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt), asc(payments.id));
  return rows.map((row) => toOrderPayment(row, hm));
}

/** Timeline lines for money sent back, so the order's history says where a late payment went. */
export function refundTimeline(list: readonly OrderPayment[]): OrderTimelineEntry[] {
  return list.filter((p) => p.status === 'refunded' && p.refunded_at > 0).map((p) => ({ text: p.text, at: p.refunded_at }));
}

import type { OrderSummary } from '../../shared/contract/order';
import { ORDER_STATUS } from '../../shared/contract/statuses';

/**
 * What step 4 may say about an order, from the order's real state — never
 * from having arrived here (the gateway's return link, a bookmark, a typed
 * URL all land on /cart/step4):
 * - paid: 待发货 or later (2–4) → 支付成功;
 * - submitted: unpaid with a declared transfer → 已提交转账信息，等待财务确认;
 * - unpaid: unpaid, nothing declared → 未支付, with the way back to pay;
 * - cancelled: 订单已取消;
 * - unknown: no answer (yet) → no claim either way.
 */
export type DoneState = 'paid' | 'submitted' | 'unpaid' | 'cancelled' | 'unknown';

export function doneStateOf(order: Pick<OrderSummary, 'status' | 'offline_pending'> | undefined): DoneState {
  if (!order) return 'unknown';
  if (order.status === ORDER_STATUS.cancelled) return 'cancelled';
  if (order.status === ORDER_STATUS.unpaid) return order.offline_pending === 1 ? 'submitted' : 'unpaid';
  return 'paid';
}

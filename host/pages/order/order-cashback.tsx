import { Link } from 'react-router';
import { useAsync } from '../../../shared/ui';
import '../../lib/order.css';
import { formatYuan } from '../../../shared/domain';
import { cashbackApi } from '../../../shared/api/resources/cashback';

/**
 * The 满额返现 credited for an order (GET /api/order/{id}/cashback), under
 * the order page: nothing until the lifecycle has credited it. Silent on
 * failure: the order page above already says when the order is missing.
 */
export function OrderCashbackNote({ orderId }: { orderId: number }) {
  const cashback = useAsync(() => cashbackApi.orderCashback({ id: orderId }, { silent: true }), [orderId]);
  const data = cashback.data;
  if (!data) return null;
  return (
    <p className="yp-order-cashback" role="status">
      满额返现：本单已返 <strong>{formatYuan(data.amount)}</strong> 至账户余额（{data.activity}），
      <Link to="/wdqb/yegl">查看余额明细</Link>
    </p>
  );
}

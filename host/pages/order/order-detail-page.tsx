import { useParams } from 'react-router';
import { OrderPage } from '../../../widgets/order-page/order-page.component';
import { OrderCashbackNote } from './order-cashback';
import { routeId } from '../../lib/route-id';
import { MemberPage } from '../../lib/member-shell';

/** /order/info/{id} (订单详情; /order/wl/{id} lands here too): the order page component in the order centre. */
export default function OrderDetailPage() {
  const { id } = useParams();
  const orderId = routeId(id);
  return (
    <MemberPage crumbs={[{ label: '我的订单', to: '/order' }, { label: '订单详情' }]}>
      <OrderPage key={orderId ?? 'none'} orderId={orderId ?? 0} />
      {orderId ? <OrderCashbackNote orderId={orderId} /> : null}
    </MemberPage>
  );
}

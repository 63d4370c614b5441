import { useParams } from 'react-router';
import { CartFlowPage } from './cart-flow-page';

/** /cart/step3/:id — step 3 支付订单. */
export default function PayPage() {
  const { id = '' } = useParams();
  return <CartFlowPage step="pay" orderId={id} />;
}

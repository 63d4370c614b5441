import { useSearchParams } from 'react-router';
import { CartFlowPage } from './cart-flow-page';

/** /cart/step4?id= — step 4 支付完成. */
export default function DonePage() {
  const [params] = useSearchParams();
  return <CartFlowPage step="done" orderId={params.get('id') ?? ''} />;
}

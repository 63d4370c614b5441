import { useSearchParams } from 'react-router';
import { CartFlowPage } from './cart-flow-page';

/** /cart/step2?ids=1,2,3 — step 2 核对订单信息: the chosen cart lines travel in the query. */
export default function ConfirmPage() {
  const [params] = useSearchParams();
  return <CartFlowPage step="confirm" ids={params.get('ids') ?? ''} />;
}

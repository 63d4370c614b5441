import { useSearchParams } from 'react-router';
import { CartFlowPage } from './cart-flow-page';

/** /cart/hm?id= — step 3 for orders with ephedrine-type goods: corporate transfer or online only. */
export default function HmPayPage() {
  const [params] = useSearchParams();
  return <CartFlowPage step="hm" orderId={params.get('id') ?? ''} />;
}

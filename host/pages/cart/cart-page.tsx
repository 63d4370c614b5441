import { CartFlowPage } from './cart-flow-page';

/** /cart — step 1 我的购物车 (spec §2 Cart flow). */
export default function CartPage() {
  return <CartFlowPage step="cart" />;
}

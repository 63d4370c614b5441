import { CartFlowPage } from './cart-flow-page';

/** /cart — step 1 我的购物车 (docs/product/routes.md Cart flow). */
export default function CartPage() {
  return <CartFlowPage step="cart" />;
}

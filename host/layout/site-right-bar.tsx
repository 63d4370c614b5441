import { CartDrawer } from '../../widgets/cart-drawer/cart-drawer.component';
import { RightBar } from '../../widgets/right-bar/right-bar.component';

/**
 * The right bar with the cart drawer in its 购物车 panel: one chunk, loaded
 * by the layout only where the bar stands (768 px and wider), after the page
 * has hydrated (docs/decisions.md ADR-077).
 */
export default function SiteRightBar({ cartClosed }: { cartClosed: boolean }) {
  return (
    <div className="yp-site-right-bar">
      <RightBar cart={<CartDrawer />} cartClosed={cartClosed} />
    </div>
  );
}

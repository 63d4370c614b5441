import type { CartDrawer } from '../../widgets/cart-drawer/cart-drawer.component';
import type { RightBar } from '../../widgets/right-bar/right-bar.component';
import type { SiteFooter } from '../../widgets/site-footer/site-footer.component';

/**
 * The layout's pieces that no first screen waits on: the right bar with its
 * cart drawer (fixed at the edge, hidden on phones) and the footer (below the
 * fold). Each is a chunk of its own, loaded with the layout by the site
 * route's `lazy` (host/route-objects.tsx), which the server's render and the
 * browser's hydration both await: so the pieces are there for the first
 * render on both sides and the hydrated tree is the one the server drew, yet
 * their code is not part of the one long task that evaluates the app's entry
 * (docs/decisions.md ADR-067).
 */
export interface LayoutPieces {
  RightBar: typeof RightBar;
  CartDrawer: typeof CartDrawer;
  SiteFooter: typeof SiteFooter;
}

let pieces: LayoutPieces | null = null;
let loading: Promise<LayoutPieces> | null = null;

/** Loads the pieces once; later calls share the first load. */
export function loadLayoutPieces(): Promise<LayoutPieces> {
  loading ??= Promise.all([
    import('../../widgets/right-bar/right-bar.component'),
    import('../../widgets/cart-drawer/cart-drawer.component'),
    import('../../widgets/site-footer/site-footer.component'),
  ]).then(([rightBar, cartDrawer, footer]) => {
    pieces = { RightBar: rightBar.RightBar, CartDrawer: cartDrawer.CartDrawer, SiteFooter: footer.SiteFooter };
    return pieces;
  });
  return loading;
}

/** The loaded pieces; the layout renders only after the route's `lazy` has awaited loadLayoutPieces(). */
export function layoutPieces(): LayoutPieces {
  if (!pieces) throw new Error('布局部件尚未加载');
  return pieces;
}

import { defineWidget } from '../../shared/elements/register';
import { CartDrawer } from './cart-drawer.component';
import css from './cart-drawer.css?inline';

/**
 * <yp-cart-drawer [closed] [api-base] [site] [token]>
 *
 * The buyer's cart lines with per-line delete, the selected total and
 * 去购物车结算. `closed` keeps it shut (the cart page). Parts: drawer, lines,
 * line, name, spec, quantity, remove, footer, total, checkout, empty,
 * browse, login.
 */
export const CART_DRAWER_TAG = 'yp-cart-drawer';

defineWidget(CART_DRAWER_TAG, CartDrawer, {
  props: { closed: 'boolean' },
  css: [css],
});

import { createElement } from 'react';
import { CART_DRAWER_TAG_NAME } from './cart-drawer-tag';
import { defineWidget } from '../../shared/elements/register';
import { RightBar, type RightBarProps } from './right-bar.component';
import css from './right-bar.css?inline';

/**
 * <yp-right-bar [cart-closed] [api-base] [site] [token]>
 *
 * The floating right bar. Its 购物车 panel holds light-DOM content with
 * slot="cart" when given, otherwise a <yp-cart-drawer> of its own (the
 * embed bundle defines both). `cart-closed` (the cart page) makes 购物车 go
 * to /cart. Parts: bar, tabs, tab (+ account, cart, messages, service, qr,
 * top), cart-badge, message-badge, panel, close, account-panel, company,
 * manager, login, register, member-centre, orders, chat (the 在线客服 iframe),
 * service-panel, hot-line, qq, qr-code, ad, ad-close.
 */
export const RIGHT_BAR_TAG = 'yp-right-bar';

function RightBarElement(props: Omit<RightBarProps, 'cart'>) {
  // By tag name, not import: a widget never imports another widget.
  const fallback = createElement(CART_DRAWER_TAG_NAME, props.cartClosed ? { closed: '' } : {});
  return createElement(RightBar, { ...props, cart: createElement('slot', { name: 'cart' }, fallback) });
}

defineWidget(RIGHT_BAR_TAG, RightBarElement, {
  props: { cartClosed: 'boolean' },
  css: [css],
});

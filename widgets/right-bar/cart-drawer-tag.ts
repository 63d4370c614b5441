/** The cart drawer's element name, which the embed bundle defines (widgets/cart-drawer). */
export const CART_DRAWER_TAG_NAME = 'yp-cart-drawer';

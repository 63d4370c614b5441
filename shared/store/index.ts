export { session, setUser, clearUser, setMessageCount } from './session';
export type { SessionStatus } from './session';
export { loadSession, signIn, signedIn, signOut, LOGIN_FLAG_KEY } from './session-load';
export type { SignOutOptions } from './session-load';
export { cart, setCartCount, recordCartAction } from './cart';
export type { CartAction } from './cart';
export { favorites, seedFavorites, setFavorite, isFavorite } from './favorite';
export { readSearchHistory, addSearchHistory, clearSearchHistory, SEARCH_HISTORY_KEY, SEARCH_HISTORY_MAX } from './search-history';
export type { SearchType, SearchHistoryEntry } from './search-history';
export {
  cartLines,
  refreshCart,
  refreshCartCount,
  addCartLines,
  deleteCartLines,
  connectCartModel,
  disconnectCartModel,
  CART_MODEL_SLOT,
  CART_ADDED_MESSAGE,
} from './cart-lines';
export type { CartLinesStatus } from './cart-lines';

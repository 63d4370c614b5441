export { session, setUser, clearUser } from './session';
export type { SessionStatus } from './session';
export { cart, setCartCount } from './cart';
export { favorites, seedFavorites, setFavorite, isFavorite } from './favorites';

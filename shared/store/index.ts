export { session, setUser, clearUser } from './session';
export type { SessionStatus } from './session';
export { cart, setCartCount } from './cart';
export { favorites, seedFavorites, setFavorite, isFavorite } from './favorites';
export { readSearchHistory, addSearchHistory, clearSearchHistory, SEARCH_HISTORY_KEY, SEARCH_HISTORY_MAX } from './search-history';
export type { SearchType, SearchHistoryEntry } from './search-history';

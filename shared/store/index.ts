// The favourites module starts listening for 'favorite:changed' when evaluated: with the store, so this copy hears the page's first event.
import './favorite';
export { session, setUser, clearUser, setMessageCount } from './session';
export { loadSession, signIn, signedIn, LOGIN_FLAG_KEY } from './session-load';
export { cart, setCartCount } from './cart';
export { refreshCart } from './cart-lines';

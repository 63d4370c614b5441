import { configure } from './config';

/**
 * Takes a buyer token handed over in the address fragment (`#token=…`) into
 * the page's configuration, and removes the fragment from the address at
 * once. For pages made to sit in another site's iframe (the ERP's order
 * frame, the right bar's chat on a partner page): there our session cookie
 * is not sent (third-party cookies are blocked, and ours is SameSite=Lax),
 * so the embedding side passes its token instead. A fragment never reaches
 * a server or a Referer. Answers whether a token was taken.
 */
export function takeFragmentToken(): boolean {
  const location = globalThis.location;
  if (!location) return false;
  const hash = location.hash.replace(/^#/, '');
  if (!hash) return false;
  const token = new URLSearchParams(hash).get('token');
  if (!token) return false;
  configure({ token });
  globalThis.history?.replaceState(globalThis.history.state, '', location.pathname + location.search);
  return true;
}

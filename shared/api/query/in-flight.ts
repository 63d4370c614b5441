import { NO_CANCEL_PATHS } from '../../domain/constants';

/**
 * docs/product/calls.md: "A repeated call to a path cancels the previous one, except
 * /api/cart, /api/favorite, /api/favorite/cancel, /api/activity/tap,
 * /api/user/coupon." The newest answer is the one the page wants (a search
 * typed further, a quantity clicked again); the exceptions are calls whose
 * every request matters (adding two different goods, tapping two coupons).
 *
 * Keys are the method plus the filled path without its query: two lines of
 * the cart edited at once (`/api/cart/12/edit`, `/api/cart/13/edit`) do not
 * cancel each other, and a list refresh (GET) never cancels a submit (POST)
 * that happens to share its path. The exceptions match the path exactly, so
 * `/api/cart/list` is cancelled while `/api/cart` is not.
 */
export interface InFlight {
  /**
   * Registers an in-flight call and cancels the one it replaces. Returns the
   * release function to run when the call settles.
   */
  track(method: string, path: string, cancel: () => void): () => void;
}

/**
 * The paths a repeated call never cancels: the spec's five, and the page-view
 * statistics call, which is ours: quick route changes must not abort a page
 * view still in flight. (Uploads are not tracked at all: each file picked is
 * its own upload, shared/api/upload.ts.)
 */
export const CANCEL_EXEMPT_PATHS: readonly string[] = Object.freeze([...NO_CANCEL_PATHS, '/api/stats/pageview']);

export function createInFlight(exemptPaths: readonly string[] = CANCEL_EXEMPT_PATHS): InFlight {
  const exempt = new Set(exemptPaths);
  const inFlight = new Map<string, () => void>();
  return {
    track(method, path, cancel) {
      if (exempt.has(path)) return () => {};
      const key = `${method.toUpperCase()} ${path}`;
      const previous = inFlight.get(key);
      inFlight.set(key, cancel);
      previous?.();
      return () => {
        // Only the newest call owns the slot; an older one settling late must not free it.
        if (inFlight.get(key) === cancel) inFlight.delete(key);
      };
    },
  };
}

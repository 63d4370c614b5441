import * as defs from '../../contract/calls/ads';
import type { InputOf } from '../../contract/define-call';
import { call, type CallOptions } from '../call';
import { oncePerPage } from '../page-memo';

// docs/product/errors.md: ad calls fail silently; the place simply stays empty.
const quiet = (options?: CallOptions): CallOptions => ({ silent: true, ...options });

/** GET /api/focus/top: the top strip, the top-right ad and the scrolling notice (one request per page). */
export function fetchTopFocus(options?: CallOptions) {
  if (options?.signal || options?.api) return call(defs.focusTop, {}, quiet(options));
  return oncePerPage('focusTop', () => call(defs.focusTop, {}, quiet(options)));
}

/** GET /api/focus/right: the right bar's advertisement, or null. */
export function fetchRightAd(options?: CallOptions) {
  if (options?.signal || options?.api) return call(defs.focusRight, {}, quiet(options));
  return oncePerPage('focusRight', () => call(defs.focusRight, {}, quiet(options)));
}

/** GET /api/focus/login: the login page's advertisement, or null. */
export function fetchLoginAd(options?: CallOptions) {
  return call(defs.focusLogin, {}, quiet(options));
}

/** GET /api/focus/xrtj: new-user recommendations (新人推荐). */
export function fetchNewUserPicks(options?: CallOptions) {
  return call(defs.focusNewUser, {}, quiet(options));
}

/** GET /api/index_wntj/:page: 猜你喜欢, a page at a time. */
export function fetchYouMayLike(input: InputOf<typeof defs.youMayLike>, options?: CallOptions) {
  return call(defs.youMayLike, input, quiet(options));
}

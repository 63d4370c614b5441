import * as defs from '../../contract/calls/content';
import type { InputOf } from '../../contract/define-call';
import { call, type CallOptions } from '../call';
import { oncePerPage } from '../page-memo';

// docs/product/errors.md: "Failures on common-data, ad and suggestion calls are silently
// ignored". These calls are silent by default (no alert or toast); they still
// reject, so a widget can fall back to its empty state. Pass `silent: false`
// to opt back in.
const quiet = (options?: CallOptions): CallOptions => ({ silent: true, ...options });

/** GET /api/focus/common: hot searches, navigation, category menus, brands, server time. */
export function fetchFocusCommon(options?: CallOptions) {
  // Shared per page unless the caller brings its own signal or client.
  if (options?.signal || options?.api) return call(defs.focusCommon, {}, quiet(options));
  return oncePerPage('focusCommon', () => call(defs.focusCommon, {}, quiet(options)));
}

/** GET /api/global/links: the navigation links. */
export function fetchGlobalLinks(options?: CallOptions) {
  // Shared per page unless the caller brings its own signal or client.
  if (options?.signal || options?.api) return call(defs.globalLinks, {}, quiet(options));
  return oncePerPage('globalLinks', () => call(defs.globalLinks, {}, quiet(options)));
}

/** GET /api/focus: home banners and the bottom advertisement banner. */
export function fetchHomeFocus(options?: CallOptions) {
  // Shared per page unless the caller brings its own signal or client.
  if (options?.signal || options?.api) return call(defs.homeFocus, {}, quiet(options));
  return oncePerPage('homeFocus', () => call(defs.homeFocus, {}, quiet(options)));
}

/** GET /api/article/footer: help categories, licences and filings for the footer. */
export function fetchSiteFooter(options?: CallOptions) {
  // Shared per page unless the caller brings its own signal or client.
  if (options?.signal || options?.api) return call(defs.siteFooter, {}, quiet(options));
  return oncePerPage('siteFooter', () => call(defs.siteFooter, {}, quiet(options)));
}

/** GET /api/site/info: site name, hotlines, app QR, quality-inspection link. */
export function fetchSiteInfo(options?: CallOptions) {
  // Shared per page unless the caller brings its own signal or client.
  if (options?.signal || options?.api) return call(defs.siteInfo, {}, quiet(options));
  return oncePerPage('siteInfo', () => call(defs.siteInfo, {}, quiet(options)));
}

/**
 * POST /api/stats/pageview. Statistics must never disturb the buyer: no
 * effect, and a failure resolves too (nothing waits on it).
 */
export async function sendPageView(input: InputOf<typeof defs.pageView>, options?: CallOptions): Promise<void> {
  try {
    await call(defs.pageView, input, { ...options, silent: true });
  } catch {
    // Ignored by design (see above).
  }
}

// Business constants of docs/product/constants.md (and the docs/product/calls.md no-cancel list), named once so
// that client, widgets and server cannot disagree about a number.

export { BADGE_MAX } from './badge';

/** docs/product/calls.md, docs/product/constants.md: every API call times out after 30 s. */
export const REQUEST_TIMEOUT_MS = 30000;
/** docs/product/constants.md: add-to-cart is sent 200 ms after the click, so quick repeats collapse. */
export const ADD_TO_CART_DELAY_MS = 200;
/** docs/product/routes.md header, docs/product/constants.md: top categories shown in the category menu. */
export const CATEGORY_MENU_MAX = 7;
/** docs/product/routes.md header, docs/product/constants.md: navigation items shown. */
export const NAV_MAX = 9;
/** docs/product/overview.md, docs/product/constants.md: help children shown in the footer. */
export const FOOTER_HELP_MAX = 4;
/** docs/product/states.md, docs/product/constants.md: right bar width when collapsed. */
export const RIGHT_BAR_COLLAPSED_PX = 40;
/** docs/product/states.md, docs/product/constants.md: right bar width when expanded. */
export const RIGHT_BAR_EXPANDED_PX = 310;
/** docs/product/constants.md: default `filters` of GET /api/cart/list (large enough to mean "all"). */
export const CART_LIST_FILTERS_DEFAULT = 99999;
/** docs/product/constants.md: default per_page of GET /api/user/coupon. */
export const COUPON_PER_PAGE_DEFAULT = 8;
/** docs/product/routes.md search behaviour, docs/product/constants.md: search input debounce. */
export const SEARCH_DEBOUNCE_MS = 500;
/** docs/product/routes.md search behaviour, docs/product/constants.md: suggestions refresh from the server at most this often. */
export const SUGGESTION_REFRESH_MS = 5000;
/** docs/product/routes.md header, docs/product/constants.md: the sticky search bar appears from this scroll offset. */
export const STICKY_SEARCH_OFFSET_PX = 205;
/** docs/product/routes.md route flags, docs/product/constants.md: delay before restoring the scroll position on a route change. */
export const SCROLL_RESTORE_MS = 100;
/** docs/product/states.md, docs/product/constants.md: the lottery result appears this long after drawing starts. */
export const LOTTERY_RESULT_DELAY_MS = 2000;
/** docs/product/states.md, docs/product/constants.md: lottery close animation. */
export const LOTTERY_CLOSE_MS = 1000;
/** docs/product/constants.md: the server clock shown on countdowns ticks every second. */
export const SERVER_TICK_MS = 1000;

/**
 * docs/product/calls.md: a repeated call to a path cancels the previous one, except these, where
 * every call matters (each add to cart, each favourite toggle, each tap).
 */
export const NO_CANCEL_PATHS = Object.freeze(['/api/cart', '/api/favorite', '/api/favorite/cancel', '/api/activity/tap', '/api/user/coupon'] as const);

/** The help article the footer's licence links open (docs/product/routes.md: "licence links use id 66"). */
export const LICENCE_ARTICLE_ID = 66;

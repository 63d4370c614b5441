// Business constants of spec §9 (and the §7 no-cancel list), named once so
// that client, widgets and server cannot disagree about a number.

export { BADGE_MAX } from './badge';

/** §7/§9: every API call times out after 30 s. */
export const REQUEST_TIMEOUT_MS = 30000;
/** §9: add-to-cart is sent 200 ms after the click, so quick repeats collapse. */
export const ADD_TO_CART_DELAY_MS = 200;
/** §2 header, §9: top categories shown in the category menu. */
export const CATEGORY_MENU_MAX = 7;
/** §2 header, §9: navigation items shown. */
export const NAV_MAX = 9;
/** §1, §9: help children shown in the footer. */
export const FOOTER_HELP_MAX = 4;
/** §4, §9: right bar width when collapsed. */
export const RIGHT_BAR_COLLAPSED_PX = 40;
/** §4, §9: right bar width when expanded. */
export const RIGHT_BAR_EXPANDED_PX = 310;
/** §9: default `filters` of GET /api/cart/list (large enough to mean "all"). */
export const CART_LIST_FILTERS_DEFAULT = 99999;
/** §9: default per_page of GET /api/user/coupon. */
export const COUPON_PER_PAGE_DEFAULT = 8;
/** §2 search behaviour, §9: search input debounce. */
export const SEARCH_DEBOUNCE_MS = 500;
/** §2 search behaviour, §9: suggestions refresh from the server at most this often. */
export const SUGGESTION_REFRESH_MS = 5000;
/** §2 header, §9: the sticky search bar appears from this scroll offset. */
export const STICKY_SEARCH_OFFSET_PX = 205;
/** §2 route flags, §9: delay before restoring the scroll position on a route change. */
export const SCROLL_RESTORE_MS = 100;
/** §4, §9: the lottery result appears this long after drawing starts. */
export const LOTTERY_RESULT_DELAY_MS = 2000;
/** §4, §9: lottery close animation. */
export const LOTTERY_CLOSE_MS = 1000;
/** §9: the server clock shown on countdowns ticks every second. */
export const SERVER_TICK_MS = 1000;

/**
 * §7: a repeated call to a path cancels the previous one, except these, where
 * every call matters (each add to cart, each favourite toggle, each tap).
 */
export const NO_CANCEL_PATHS = Object.freeze(['/api/cart', '/api/favorite', '/api/favorite/cancel', '/api/activity/tap', '/api/user/coupon'] as const);

/** The help article the footer's licence links open (spec §2: "licence links use id 66"). */
export const LICENCE_ARTICLE_ID = 66;

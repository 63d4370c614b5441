/**
 * Paths the host's own code links to. Their own module, below the route
 * table: routes.ts loads the pages, and a page that imported a path from
 * routes.ts would import its own loader (an import cycle lint refuses).
 */
export const NOT_FOUND_PATH = '/404';
export const HOME_PATH = '/';
export const LOGIN_PATH = '/login';
export const FAVORITES_PATH = '/star';
/** 我的收藏 under 自助服务: the same list inside the member frame, where the member's own links go. */
export const SELF_SERVICE_FAVORITES_PATH = '/zzfw/star';
export const CART_PATH = '/cart';
export const ORDERS_PATH = '/order';
export const MEMBER_CENTRE_PATH = '/user';
/** 我的抽奖: the buyer's draws; the member menu and the lottery's close-during-draw message link it. */
export const DRAWS_PATH = '/wdcj';

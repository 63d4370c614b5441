import type { ComponentType } from 'react';

/**
 * The route table with the spec's flags (§2 "Route flags"). The layout reads
 * the flags of the matched route and shows only the chrome they ask for.
 * Only routes whose pages exist are registered: an unknown path (including
 * one the spec names but which is not built yet) redirects to /404 rather
 * than landing on a page that pretends to work.
 */
export interface RouteFlags {
  /** Page title; the document title is `${title} - 药批`. */
  title: string;
  /** The main site header (top bar, logo, search, cart, account manager). */
  header: boolean;
  /** The slim login-style header; the main header is hidden when this is set. */
  headerLogin: boolean;
  footer: boolean;
  /** The floating right bar. */
  right: boolean;
  /** The navigation row (first NAV_MAX items). */
  nav: boolean;
  /** The top-right advertisement. */
  ggTopRight: boolean;
  /** Keep the page alive when leaving it (kept for parity; no page needs it yet). */
  keep: boolean;
}

export type PageModule = { default: ComponentType };

export interface PageRoute extends RouteFlags {
  path: string;
  /** Loaded on first visit, so each page is its own chunk. */
  page: () => Promise<PageModule>;
}

export interface RedirectRoute {
  path: string;
  /** Where the path sends the browser, replacing the history entry. */
  redirectTo: string;
}

export type SiteRoute = PageRoute | RedirectRoute;

/** Flags of a bare page: no chrome at all. Each route states what it turns on. */
const bare: Omit<RouteFlags, 'title'> = {
  header: false,
  headerLogin: false,
  footer: false,
  right: false,
  nav: false,
  ggTopRight: false,
  keep: false,
};

export const NOT_FOUND_PATH = '/404';
export const HOME_PATH = '/';
export const LOGIN_PATH = '/login';
export const FAVORITES_PATH = '/star';

/** Catalogue pages (search, lists, detail, brands, favourites): the full chrome of a shopping page. */
const catalogue: Omit<RouteFlags, 'title'> = { ...bare, header: true, footer: true, nav: true, right: true };

export const routes: SiteRoute[] = [
  {
    ...bare,
    path: HOME_PATH,
    title: '首页',
    header: true,
    footer: true,
    nav: true,
    right: true,
    ggTopRight: true,
    page: () => import('./pages/home/home-page'),
  },
  {
    ...bare,
    path: LOGIN_PATH,
    title: '登录',
    headerLogin: true,
    footer: true,
    page: () => import('./pages/login/login-page'),
  },
  {
    ...bare,
    path: NOT_FOUND_PATH,
    title: '页面不存在',
    header: true,
    footer: true,
    page: () => import('./pages/not-found/not-found-page'),
  },
  {
    ...bare,
    path: '/noActivity',
    title: '活动不存在',
    header: true,
    footer: true,
    page: () => import('./pages/no-activity/no-activity-page'),
  },
  {
    ...bare,
    path: '/loading',
    title: '加载中',
    page: () => import('./pages/loading/loading-page'),
  },
  // Spec §2 "Search and drug lists": one page per area; the view is the path.
  ...['/search', '/search/table'].map(
    (path): PageRoute => ({ ...catalogue, path, title: '搜索结果', page: () => import('./pages/search/search-page') }),
  ),
  ...['/list', '/list/table', '/list/no_image'].map(
    (path): PageRoute => ({ ...catalogue, path, title: '商品列表', page: () => import('./pages/list/list-page') }),
  ),
  {
    ...catalogue,
    path: '/list/info/:id',
    title: '商品详情',
    page: () => import('./pages/goods-detail/goods-detail-page'),
  },
  {
    ...catalogue,
    path: '/list/info-pt/:id',
    title: '拼团商品详情',
    page: () => import('./pages/goods-detail/group-buy-detail-page'),
  },
  {
    ...catalogue,
    path: '/list/other/:id/:name?',
    title: '商品列表',
    page: () => import('./pages/list/category-goods-page'),
  },
  // Spec §2 "Brand zone": /ppzq and /ppzq/{page?} are one route.
  {
    ...catalogue,
    path: '/ppzq/:page?',
    title: '品牌专区',
    page: () => import('./pages/brand-zone/brand-zone-page'),
  },
  {
    ...catalogue,
    path: '/ppzq/info/:id/:page?',
    title: '品牌详情',
    page: () => import('./pages/brand-zone/brand-page'),
  },
  {
    ...catalogue,
    path: FAVORITES_PATH,
    title: '我的收藏',
    page: () => import('./pages/favorites/favorites-page'),
  },
  // Spec §2 route guard: the named home aliases go to the main site address.
  { path: '/index', redirectTo: HOME_PATH },
  { path: '/home', redirectTo: HOME_PATH },
];

export function isRedirect(route: SiteRoute): route is RedirectRoute {
  return 'redirectTo' in route;
}

/** Flags used while no route matched yet (the brief moment before a redirect). */
export const FALLBACK_FLAGS: RouteFlags = { ...bare, title: '药批' };

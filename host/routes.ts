import type { ComponentType } from 'react';
import {
  CART_PATH,
  DRAWS_PATH,
  FAVORITES_PATH,
  HOME_PATH,
  LOGIN_PATH,
  MEMBER_CENTRE_PATH,
  NOT_FOUND_PATH,
  ORDERS_PATH,
  SELF_SERVICE_FAVORITES_PATH,
} from './paths';
import type { DealZone } from '../shared/contract/calls/goods';
import { CATALOGUE_ZONE_PAGES, catalogueZoneOfPath, DEAL_ZONE_PAGES, FREE_SHIPPING_TABLE_PATH } from '../shared/contract/zone-pages';

/**
 * The route table with the spec's flags (docs/product/routes.md "Route flags"). The layout reads
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
  /** The slim header's page name when it is not the title (the login page greets: 欢迎登录). */
  headerTitle?: string;
  footer: boolean;
  /** The floating right bar. */
  right: boolean;
  /** The navigation row (first NAV_MAX items). */
  nav: boolean;
  /** The top-right advertisement. */
  ggTopRight: boolean;
  /**
   * Keep the page alive when leaving it: going back to its history entry
   * finds it as it was left (host/layout/use-kept-pages.ts; the lists keep
   * their loaded goods and typed quantities, the URL their filters and page,
   * the scroll memory their position).
   */
  keep: boolean;
  /**
   * docs/product/routes.md "Cart flow": the step (1–4) of a cart-flow page. The header then
   * shows the step image, and its search only at steps 1 and 4.
   */
  cartStep?: 1 | 2 | 3 | 4;
  /** docs/product/roles.md: the header does not make the user base call on this route (user_hyzx, zhzx_bdwx); its page loads the user itself. */
  skipUserBase?: boolean;
}

export type PageModule = { default: ComponentType };

export interface PageRoute extends RouteFlags {
  path: string;
  /** Loaded on first visit, so each page is its own chunk. */
  page: () => Promise<PageModule>;
}

export interface RedirectRoute {
  path: string;
  /** Where the path sends the browser, replacing the history entry; a function gets the path's params. */
  redirectTo: string | ((params: Record<string, string | undefined>) => string);
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

export { NOT_FOUND_PATH, HOME_PATH, LOGIN_PATH, FAVORITES_PATH, CART_PATH, ORDERS_PATH };

/** Catalogue pages (search, lists, detail, brands, favourites): the full chrome of a shopping page. */
const catalogue: Omit<RouteFlags, 'title'> = { ...bare, header: true, footer: true, nav: true, right: true };

/** Goods lists (search, categories, brands, zones): catalogue pages kept alive (docs/product/routes.md `keep`), so Back from a goods finds the list as it was. */
const goodsList: Omit<RouteFlags, 'title'> = { ...catalogue, keep: true };

/** Member pages (orders, receipts): header and footer, the right bar, no nav row. */
const account: Omit<RouteFlags, 'title'> = { ...bare, header: true, footer: true, right: true };

/** Registration and forgot password: the login-style header and the footer. */
const onboarding: Omit<RouteFlags, 'title'> = { ...bare, headerLogin: true, footer: true };
const ONBOARDING_STEPS = ['step1', 'step2', 'step3'] as const;
/** Each deal zone's page (shared/contract/zone-pages.ts lists the zones). */
const DEAL_ZONE_PAGE_MODULES: Record<DealZone, () => Promise<PageModule>> = {
  mrtj: () => import('./pages/zone/mrtj-page'),
  ptzq: () => import('./pages/zone/ptzq-page'),
  zhzq: () => import('./pages/zone/zhzq-page'),
  welfare: () => import('./pages/zone/welfare-page'),
  hb: () => import('./pages/zone/hb-page'),
};

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
    headerTitle: '欢迎登录',
    headerLogin: true,
    footer: true,
    page: () => import('./pages/login/login-page'),
  },
  // Partner sign-in's consent page (OAuth 2.0 code + PKCE), opened in a popup by a partner's 登录药批.
  {
    ...bare,
    path: '/oauth/authorize',
    title: '授权登录',
    headerTitle: '授权登录',
    headerLogin: true,
    footer: true,
    page: () => import('./pages/oauth/authorize-page'),
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
  // docs/product/routes.md "Search and drug lists": one page per area; the view is the path.
  ...['/search', '/search/table'].map((path): PageRoute => ({ ...goodsList, path, title: '搜索结果', page: () => import('./pages/search/search-page') })),
  ...['/list', '/list/table', '/list/no_image'].map((path): PageRoute => ({
    ...goodsList,
    path,
    title: '商品列表',
    page: () => import('./pages/list/list-page'),
  })),
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
    ...goodsList,
    path: '/list/other/:id/:name?',
    title: '商品列表',
    page: () => import('./pages/list/category-goods-page'),
  },
  // Deal zones (issue 12): a zone's list views are {zone}, {zone}/table, {zone}/no_image, like /list.
  ...DEAL_ZONE_PAGES.flatMap(({ zone, path, title }) =>
    ['', '/table', '/no_image'].map((view): PageRoute => ({ ...goodsList, path: `${path}${view}`, title, page: DEAL_ZONE_PAGE_MODULES[zone] })),
  ),
  { ...catalogue, path: '/lqzx', title: '领券中心', page: () => import('./pages/zone/lqzx-page') },
  // 组合满赠/换购 (issue 12): the running groups, and one group's goods (?group_id=).
  { ...catalogue, path: '/zhmz', title: '组合满赠', page: () => import('./pages/zone/zhmz-page') },
  { ...catalogue, path: '/zhmz/list', title: '组合满赠', page: () => import('./pages/zone/zhmz-list-page') },
  // docs/product/routes.md "Brand zone": /ppzq and /ppzq/{page?} are one route.
  {
    ...catalogue,
    path: '/ppzq/:page?',
    title: '品牌专区',
    page: () => import('./pages/brand-zone/brand-zone-page'),
  },
  {
    ...goodsList,
    path: '/ppzq/info/:id/:page?',
    title: '品牌详情',
    page: () => import('./pages/brand-zone/brand-page'),
  },
  {
    ...catalogue,
    path: FAVORITES_PATH,
    title: '我的收藏',
    page: () => import('./lib/favorite-page'),
  },
  // docs/product/routes.md "Cart flow". Checkout pages keep header and footer but not the
  // nav row or right bar: the buyer is finishing, not browsing.
  { ...bare, header: true, footer: true, right: true, path: CART_PATH, title: '购物车', cartStep: 1, page: () => import('./pages/cart/cart-page') },
  { ...bare, header: true, footer: true, path: '/cart/step2', title: '核对订单信息', cartStep: 2, page: () => import('./pages/cart/confirm-page') },
  { ...bare, header: true, footer: true, path: '/cart/step3/:id', title: '支付订单', cartStep: 3, page: () => import('./pages/cart/pay-page') },
  // /cart/hm?id=…: step 3 for orders with ephedrine-type goods (corporate transfer only).
  { ...bare, header: true, footer: true, path: '/cart/hm', title: '支付订单', cartStep: 3, page: () => import('./pages/cart/hm-pay-page') },
  { ...bare, header: true, footer: true, path: '/cart/step4', title: '支付完成', cartStep: 4, page: () => import('./pages/cart/done-page') },
  // docs/product/routes.md "Orders /order".
  { ...account, path: ORDERS_PATH, title: '我的订单', page: () => import('./pages/order/order-list-page') },
  { ...account, path: '/order/info/:id', title: '订单详情', page: () => import('./pages/order/order-detail-page') },
  { ...account, path: '/order/returnInfo/:id', title: '申请退货', page: () => import('./pages/order/return-apply-page') },
  { ...account, path: '/order/afterSalesInfo/:id', title: '售后详情', page: () => import('./pages/order/after-sale-page') },
  { ...account, path: '/order/salesReturnInfo/:id', title: '退货单详情', page: () => import('./pages/order/sales-return-page') },
  { path: '/order/wl/:id', redirectTo: (params) => `/order/info/${params.id ?? ''}` },
  { ...account, path: '/jfdd', title: '积分订单', page: () => import('./pages/order/points-orders-page') },
  { ...account, path: '/hmdd', title: '含麻订单回执', page: () => import('./pages/order/hm-receipts-page') },
  // docs/product/routes.md "Account centre /zhzx" (账户中心): /zhzx opens 基本信息.
  { path: '/zhzx', redirectTo: '/zhzx/basic' },
  { ...account, path: '/zhzx/basic', title: '基本信息', page: () => import('./pages/account/account-centre-page') },
  // 多门店管理 (ddgl): the login's stores, switch the current one, copy cart lines.
  { ...account, path: '/zhzx/ddgl', title: '多门店管理', page: () => import('./pages/account/account-centre-page') },
  // 绑定微信 (bdwx): no user base call from the header here (docs/product/roles.md).
  { ...account, path: '/zhzx/bdwx', title: '绑定微信', skipUserBase: true, page: () => import('./pages/account/account-centre-page') },
  // 我的消息 (wdxx), also at /wdxx (docs/product/routes.md member centre).
  ...['/zhzx/wdxx', '/wdxx'].map((path): PageRoute => ({ ...account, path, title: '我的消息', page: () => import('./pages/account/account-centre-page') })),
  // 质检报告 (jybg): drug inspection reports by goods, manufacturer and batch.
  { ...account, path: '/zhzx/jybg', title: '质检报告', page: () => import('./pages/account/account-centre-page') },
  // docs/product/routes.md "Member centre and wallet": /user, the wallet /wdqb (→ /yegl) and its four pages.
  // 会员中心 (user_hyzx): no user base call from the header here (docs/product/roles.md); the page reads the user itself, once.
  { ...account, path: MEMBER_CENTRE_PATH, title: '会员中心', skipUserBase: true, page: () => import('./pages/member/member-centre-page') },
  { path: '/wdqb', redirectTo: '/wdqb/yegl' },
  // 我的抽奖 (wdcj): the buyer's own draws (GET /api/draw/record); docs/product/errors.md's close-during-draw message sends the buyer here.
  { ...account, path: DRAWS_PATH, title: '我的抽奖', page: () => import('./pages/member/draws-page') },
  // docs/product/routes.md, docs/product/errors.md: the purchase agreement; code 459 sends the buyer here.
  { ...account, path: '/dzht', title: '电子合同', page: () => import('./pages/member/contract-page') },
  { ...account, path: '/wdqb/yegl', title: '余额管理', page: () => import('./pages/wallet/balance-page') },
  { ...account, path: '/wdqb/jfgl', title: '积分管理', page: () => import('./pages/wallet/points-page') },
  { ...account, path: '/wdqb/yhq', title: '我的优惠券', page: () => import('./pages/wallet/coupons-page') },
  // docs/product/routes.md "Plain pages": the points mall; its orders are /jfdd.
  { ...account, path: '/jfsc', title: '积分商城', page: () => import('./pages/wallet/points-mall-page') },
  { ...account, path: '/wdqb/xjq', title: '现金券', page: () => import('./pages/wallet/vouchers-page') },
  // docs/product/routes.md "Self-service /zzfw".
  { path: '/zzfw', redirectTo: '/zzfw/kjcg' },
  { ...account, path: '/zzfw/kjcg', title: '快捷采购', page: () => import('./pages/self-service/quick-buy-page') },
  { ...account, path: '/zzfw/pzqg', title: '品种求购', page: () => import('./pages/self-service/variety-list-page') },
  { ...account, path: '/zzfw/pzqg/add', title: '新增求购', page: () => import('./pages/self-service/variety-add-page') },
  { ...account, path: '/zzfw/pzqg/info', title: '求购详情', page: () => import('./pages/self-service/variety-info-page') },
  { ...account, path: '/zzfw/yjfk', title: '意见反馈', page: () => import('./pages/self-service/feedback-page') },
  // 我的收藏 under 自助服务: /star's list in the member frame.
  { ...account, path: SELF_SERVICE_FAVORITES_PATH, title: '我的收藏', page: () => import('./pages/self-service/favorite-page') },
  // 电子发票 (docs/product/routes.md: /dzfp, the header's e-invoice lookup; listed under self-service as /zzfw/dzfp).
  { ...account, path: '/dzfp', title: '电子发票', page: () => import('./pages/invoice/invoice-page') },
  { path: '/zzfw/dzfp', redirectTo: '/dzfp' },
  // The short addresses the issue and older links use.
  { path: '/kjcg', redirectTo: '/zzfw/kjcg' },
  { path: '/pzqg', redirectTo: '/zzfw/pzqg' },
  { path: '/yjfk', redirectTo: '/zzfw/yjfk' },
  { ...account, path: '/zhzx/addr', title: '收货地址', page: () => import('./pages/account/account-centre-page') },
  // 支付密码 (zfmm): change or reset the wallet's payment password.
  { ...account, path: '/zhzx/zfmm', title: '支付密码', page: () => import('./pages/account/account-centre-page') },
  // 账户安全 (aqsz): the login password and the signed-in devices.
  { ...account, path: '/zhzx/aqsz', title: '账户安全', page: () => import('./pages/account/account-centre-page') },
  // 授权管理 (sqgl): partners this login approved on their pages (OAuth), with 撤销授权.
  { ...account, path: '/zhzx/sqgl', title: '授权管理', page: () => import('./pages/account/account-centre-page') },
  // 资质证件 (/zhzx/basic/zzzj): licences, their validity and review; 重新上传.
  { ...account, path: '/zhzx/basic/zzzj', title: '资质证件', page: () => import('./pages/account/account-centre-page') },
  // docs/product/routes.md "Registration and password": /register → /register_index → /register/step1..3; the store variant under /register_dd.
  { path: '/register', redirectTo: '/register_index' },
  { path: '/register_index', redirectTo: '/register/step1' },
  { path: '/register_dd', redirectTo: '/register/dd/step1' },
  // docs/product/routes.md variant /register/wechat: step 1 for a WeChat scanned on /login that no account is bound to.
  { ...onboarding, path: '/register/wechat', title: '注册会员', page: () => import('./pages/onboarding/register-page') },
  ...ONBOARDING_STEPS.map((step) => ({ ...onboarding, path: `/register/${step}`, title: '注册会员', page: () => import('./pages/onboarding/register-page') })),
  ...ONBOARDING_STEPS.map((step) => ({
    ...onboarding,
    path: `/register/dd/${step}`,
    title: '新增门店',
    page: () => import('./pages/onboarding/register-page'),
  })),
  ...ONBOARDING_STEPS.map((step) => ({ ...onboarding, path: `/forget/${step}`, title: '找回密码', page: () => import('./pages/onboarding/forget-page') })),
  // The order page for ERP iframes: no chrome at all; frame-ancestors allowlist on the server.
  { ...bare, path: '/frame/order/:id', title: '订单详情', page: () => import('./pages/order/order-frame-page') },
  // Customer-service chat, framed by the right bar's 客服 panel (is_can_chat); bare, sized for 310 px.
  { ...bare, path: '/chat', title: '在线客服', page: () => import('./pages/chat/chat-page') },
  // docs/product/routes.md "Zones and activities" (host/pages/zone): catalogue zones are the product list with one filter each.
  ...[...CATALOGUE_ZONE_PAGES.map((zone) => zone.path), FREE_SHIPPING_TABLE_PATH].map((path): PageRoute => ({
    ...goodsList,
    path,
    title: catalogueZoneOfPath(path)!.title,
    page: () => import('./pages/zone/catalogue-zone-page'),
  })),
  // The free-shipping rules alone: no header or footer (docs/product/routes.md).
  { ...bare, path: '/yx/rule', title: '包邮规则', page: () => import('./pages/zone/yx-rule-page') },
  { ...goodsList, path: '/kxzq/goods/:url/:ads?', title: '控销商品', page: () => import('./pages/zone/controlled-goods-page') },
  // Activity pages, composed from the activities table; ended or unknown → /noActivity.
  { ...goodsList, path: '/yjh/:id?', title: '活动专区', page: () => import('./pages/zone/activity-page') },
  { ...catalogue, path: '/Hdzx/:ids/:id?', title: '活动中心', page: () => import('./pages/zone/hdzx-page') },
  { ...goodsList, path: '/zqmb', title: '专区活动', page: () => import('./pages/zone/activity-page') },
  ...['/yyh', '/yyh/list'].map((path): PageRoute => ({ ...goodsList, path, title: '健康节', page: () => import('./pages/zone/activity-page') })),
  { ...goodsList, path: '/hdmb', title: '主题活动', page: () => import('./pages/zone/activity-page') },
  // docs/product/routes.md "Plain pages": /activity/{url?}/{url1?}/{url2?} → /loading/activity, which resolves the link.
  { ...bare, path: '/loading/activity', title: '加载中', page: () => import('./pages/zone/activity-loading-page') },
  {
    path: '/activity/:url?/:url1?/:url2?',
    redirectTo: (params) => {
      const query = new URLSearchParams();
      for (const key of ['url', 'url1', 'url2']) if (params[key]) query.set(key, params[key]);
      const text = query.toString();
      return `/loading/activity${text ? `?${text}` : ''}`;
    },
  },
  // docs/product/routes.md "Help centre /help": help home and category lists, articles, the 支付配送 pages and the news centre.
  { ...account, path: '/help', title: '帮助中心', page: () => import('./pages/help/help-home-page') },
  { ...account, path: '/help/xrzn/hyzc', title: '帮助中心', page: () => import('./pages/help/help-article-page') },
  { path: '/help/pay', redirectTo: '/help/zfps/ddzf' },
  { ...account, path: '/help/zfps/:slug', title: '支付与配送', page: () => import('./pages/help/help-topic-page') },
  // The news list route is not in the spec (only /news/info/{id}/{type}); see docs/decisions.md ADR-030.
  { ...account, path: '/news', title: '新闻中心', page: () => import('./pages/help/news-list-page') },
  { ...account, path: '/news/info/:id/:type', title: '资讯详情', page: () => import('./pages/help/news-detail-page') },
  // docs/product/routes.md route guard: the named home aliases go to the main site address.
  { path: '/index', redirectTo: HOME_PATH },
  { path: '/home', redirectTo: HOME_PATH },
];

export function isRedirect(route: SiteRoute): route is RedirectRoute {
  return 'redirectTo' in route;
}

/** Flags used while no route matched yet (the brief moment before a redirect). */
export const FALLBACK_FLAGS: RouteFlags = { ...bare, title: '药批' };

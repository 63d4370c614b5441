import type { NavItem, TopFocus } from '../../shared/contract';
import { escapeHtml, sitePath } from './html';

/**
 * The page chrome of the server's first paint: the same elements and
 * classes as the site header (widgets/site-header), the search bar and the
 * navigation row (host/layout/nav-bar.tsx) draw, so host/first-paint.css
 * styles them as the app will and the app's first frame lands where these
 * stood. What needs the buyer's session (welcome line, cart count) waits
 * for the app; links work without script.
 */

const LOGO = [
  '<span class="yp-logo"><svg class="yp-logo__svg" viewBox="0 0 214 48" height="48" width="214" role="img" aria-label="药批 医药批发采购平台">',
  '<rect class="yp-logo__tile" x="1" y="1" width="46" height="46" rx="11"/>',
  '<path class="yp-logo__tile-shade" d="M47 12v24c0 6-5 11-11 11H12z" opacity="0.55"/>',
  '<g transform="rotate(-45 24 24)"><path d="M24 17h-8a7 7 0 0 0 0 14h8z" fill="#fff" opacity="0.5"/><path d="M24 17h8a7 7 0 0 1 0 14h-8z" fill="#fff"/></g>',
  '<path class="yp-logo__tile" d="M26.3 17h2.4v2.3h2.3v2.4h-2.3v2.3h-2.4v-2.3h-2.3v-2.4h2.3z"/>',
  '<text class="yp-logo__word" x="58" y="29" font-size="27" letter-spacing="3">药批</text>',
  '<text class="yp-logo__latin" x="122" y="28" font-size="13" letter-spacing="1.5">YAOPI</text>',
  '<text class="yp-logo__tagline" x="59" y="45" font-size="11" letter-spacing="2.2">医药批发采购平台</text>',
  '</svg></span>',
].join('');

/** The search bar as a plain form: it searches (GET /search?keywords=) before the app is there. */
function searchForm(keywords: string): string {
  return [
    '<div class="yp-sb" role="search" aria-label="商品搜索">',
    '<div class="yp-sb__types" role="group" aria-label="搜索类型">',
    '<button type="button" class="yp-sb__type is-active" aria-pressed="true">药品</button>',
    '<button type="button" class="yp-sb__type" aria-pressed="false">厂家</button></div>',
    '<form class="yp-sb__box" action="/search" method="get">',
    `<input class="yp-sb__input" type="text" name="keywords" maxlength="50" autocomplete="off" aria-label="药品名称/生产厂家（拼音首字母）" placeholder="药品名称/生产厂家（拼音首字母）" value="${escapeHtml(keywords)}">`,
    '<button type="submit" class="yp-sb__submit"><span>搜索</span></button>',
    '</form></div>',
  ].join('');
}

function topAd(focus: TopFocus | undefined): string {
  const ad = focus?.ad;
  if (!ad) return '';
  return [
    '<div class="yp-hd__top-ad" role="complementary" aria-label="广告">',
    '<div class="yp-hd__top-ad-inner">',
    `<a class="yp-hd__top-ad-link" href="${escapeHtml(sitePath(ad.url))}" title="${escapeHtml(ad.title)}">`,
    `<img src="${escapeHtml(sitePath(ad.image, ''))}" alt="${escapeHtml(ad.title)}" width="${ad.width}" height="${ad.height}">`,
    '</a></div></div>',
  ].join('');
}

export interface ChromeData {
  top?: TopFocus | undefined;
  /** The search box's text: the keywords of /search. */
  keywords?: string;
}

/** The main site header (routes with the `header` flag). */
export function siteHeader({ top, keywords = '' }: ChromeData): string {
  return [
    '<header class="yp-hd yp-surface">',
    topAd(top),
    '<div class="yp-hd__bar"><div class="yp-container yp-hd__bar-inner"><div class="yp-hd__welcome"><span>欢迎来到药批！</span></div></div></div>',
    '<div class="yp-hd__main"><div class="yp-container yp-hd__main-inner">',
    `<a href="/" class="yp-hd__logo" aria-label="药批首页">${LOGO}</a>`,
    `<div class="yp-hd__search">${searchForm(keywords)}</div>`,
    '<a href="/cart" class="yp-hd__cart"><span>我的购物车</span></a>',
    '</div></div></header>',
  ].join('');
}

/** The slim header of /login (host/layout/login-header.tsx). */
export function loginHeader(title: string): string {
  return [
    '<header class="ys-login-header"><div class="yp-container ys-login-header__inner">',
    `<div class="ys-login-header__brand"><a href="/" class="ys-logo" aria-label="药批首页">${LOGO}</a>`,
    `<span class="ys-login-header__title">${escapeHtml(title)}</span></div>`,
    '<div class="ys-login-header__aside"><a href="/" class="ys-login-header__home">返回首页</a></div>',
    '</div></header>',
  ].join('');
}

/** The navigation row: the category handle and the first `max` links of GET /api/global/links. */
export function navBar(links: readonly NavItem[] | undefined, pathname: string, max: number): string {
  const items = (links ?? []).slice(0, max).map((item) => {
    const url = sitePath(item.url);
    const path = url.split(/[?#]/)[0] ?? url;
    const current = path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
    return `<a class="ys-nav__link${current ? ' is-current' : ''}" href="${escapeHtml(url)}">${escapeHtml(item.name)}</a>`;
  });
  return [
    '<div class="ys-nav"><div class="yp-container ys-nav__inner">',
    '<div class="ys-nav__all"><span class="ys-nav__all-label">全部商品分类</span></div>',
    `<nav class="ys-nav__links" aria-label="主导航">${items.join('')}</nav>`,
    '</div></div>',
  ].join('');
}

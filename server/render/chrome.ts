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

/** widgets/search-bar/hot-words.tsx: as many words, the first few in the brand colour. */
const HOT_MAX = 8;
const HOT_EMPHASISED = 3;

/** 热门搜索 under the box, as the app's bar draws it from the same /api/focus/common `rnss`. */
function hotWords(words: readonly string[]): string {
  const list = words.filter((word) => word.trim() !== '').slice(0, HOT_MAX);
  if (list.length === 0) return '';
  const items = list.map((word, index) => {
    const href = `/search?keywords=${encodeURIComponent(word.trim())}&type=1`;
    return `<li><a href="${escapeHtml(href)}" class="yp-sb__hot-word${index < HOT_EMPHASISED ? ' is-top' : ''}">${escapeHtml(word)}</a></li>`;
  });
  return `<div class="yp-sb__hot"><span class="yp-sb__hot-label">热门搜索：</span><ul class="yp-sb__hot-list">${items.join('')}</ul></div>`;
}

/** The search bar as a plain form: it searches (GET /search?keywords=) before the app is there. */
function searchForm(keywords: string, hot: readonly string[]): string {
  return [
    '<div class="yp-sb" role="search" aria-label="商品搜索">',
    '<div class="yp-sb__types" role="group" aria-label="搜索类型">',
    '<button type="button" class="yp-sb__type is-active" aria-pressed="true">药品</button>',
    '<button type="button" class="yp-sb__type" aria-pressed="false">厂家</button></div>',
    '<form class="yp-sb__box" action="/search" method="get">',
    `<input class="yp-sb__input" type="text" name="keywords" maxlength="50" autocomplete="off" aria-label="药品名称/生产厂家（拼音首字母）" placeholder="药品名称/生产厂家（拼音首字母）" value="${escapeHtml(keywords)}">`,
    '<button type="submit" class="yp-sb__submit"><span>搜索</span></button>',
    '</form>',
    hotWords(hot),
    '</div>',
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

/** shared/ui/icon.tsx at 1em, as an inline SVG (its inline style is a rule of host/first-paint.css: the CSP refuses style attributes). */
function icon(body: string, className = ''): string {
  return [
    `<svg class="yp-icon${className ? ` ${className}` : ''}" viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">`,
    `<g fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${body}</g></svg>`,
  ].join('');
}

/**
 * The top bar's links (widgets/site-header: TOP_LINKS, 添加到桌面, 手机APP) with
 * the same classes: on a phone they wrap onto two lines under the welcome,
 * and the first paint must be as tall as the header the app puts there.
 */
function topLinks(): string {
  const links = [
    ['/', '返回首页'],
    ['/user', '会员中心'],
    ['/order', '我的订单'],
    ['/dzfp', '电子发票'],
  ].map(([href, label]) => `<li><a href="${href}" class="yp-hd__link">${label}</a></li>`);
  const phone = icon('<rect x="6.5" y="2.5" width="11" height="19" rx="2"/><path d="M10.5 18.5h3"/>');
  const caret = icon('<path d="m6 9 6 6 6-6"/>', 'yp-hd__caret');
  return [
    '<nav aria-label="站点导航"><ul class="yp-hd__links">',
    ...links,
    `<li><button type="button" class="yp-hd__link yp-hd__desktop">添加到桌面</button></li>`,
    `<li><div class="yp-hd__app"><button type="button" class="yp-hd__app-trigger">${phone}手机APP${caret}</button></div></li>`,
    '</ul></nav>',
  ].join('');
}

export interface ChromeData {
  top?: TopFocus | undefined;
  /** The search box's text: the keywords of /search. */
  keywords?: string;
  /** 热门搜索 (/api/focus/common `rnss`). */
  hot?: readonly string[] | undefined;
}

/** The main site header (routes with the `header` flag). */
export function siteHeader({ top, keywords = '', hot = [] }: ChromeData): string {
  return [
    '<header class="yp-hd yp-surface">',
    topAd(top),
    `<div class="yp-hd__bar"><div class="yp-container yp-hd__bar-inner"><div class="yp-hd__welcome"><span>欢迎来到药批！</span></div>${topLinks()}</div></div>`,
    '<div class="yp-hd__main"><div class="yp-container yp-hd__main-inner">',
    `<a href="/" class="yp-hd__logo" aria-label="药批首页">${LOGO}</a>`,
    `<div class="yp-hd__search">${searchForm(keywords, hot)}</div>`,
    '<a href="/cart" class="yp-hd__cart"><span>我的购物车</span></a>',
    '</div></div></header>',
  ].join('');
}

/** The slim header of /login (host/layout/login-header.tsx), with the service line of GET /api/site/info as the app shows it. */
export function loginHeader(title: string, hotLine = ''): string {
  const hotline = hotLine ? `<span class="ys-login-header__hotline">客服热线 <strong>${escapeHtml(hotLine)}</strong></span>` : '';
  return [
    '<header class="ys-login-header"><div class="yp-container ys-login-header__inner">',
    `<div class="ys-login-header__brand"><a href="/" class="ys-logo" aria-label="药批首页">${LOGO}</a>`,
    `<span class="ys-login-header__title">${escapeHtml(title)}</span></div>`,
    `<div class="ys-login-header__aside">${hotline}<a href="/" class="ys-login-header__home">返回首页</a></div>`,
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

import type { FocusCommon, GoodsDetail, GoodsSummary, HomeFocus, PlacedAd } from '../../shared/contract';
import { escapeHtml, sitePath } from './html';

/**
 * The first screen of each page the server paints, from the same answers
 * the page will read (server/render/first-paint.ts fetched them). Each
 * writes the elements and classes of its React page (host/pages/…), so the
 * page's own stylesheet, preloaded with it, styles them, and the LCP
 * element (the banner, the pack shot, the goods names) is in the HTML.
 */

export interface Crumb {
  label: string;
  to?: string;
}

/** shared/ui/breadcrumb.tsx. */
export function breadcrumb(items: readonly Crumb[]): string {
  const crumbs = items.map((item, index) => {
    const last = index === items.length - 1;
    const inner =
      item.to && !last
        ? `<a href="${escapeHtml(item.to)}">${escapeHtml(item.label)}</a>`
        : `<span${last ? ' aria-current="page"' : ''}>${escapeHtml(item.label)}</span>`;
    return `<li><span class="ys-crumbs__sep" aria-hidden="true">&gt;</span>${inner}</li>`;
  });
  return `<nav class="ys-crumbs" aria-label="当前位置"><ol><li><a href="/">首页</a></li>${crumbs.join('')}</ol></nav>`;
}

/** shared/ui/goods/goods-title.ts: 【商品名】通用名. */
export function goodsTitle(goods: Pick<GoodsSummary, 'brand' | 'name'>): string {
  return goods.brand && !goods.name.startsWith(goods.brand) ? `【${goods.brand}】${goods.name}` : goods.name;
}

function price(value: string | null): string {
  return value === null ? '<span class="yp-price yp-price--guarded">登录可见</span>' : `<span class="yp-price yp-price--lg">¥${escapeHtml(value)}</span>`;
}

/** host/pages/home: the hero row (category column, carousel's first banner, the brand row, the member column). */
export function homeMain(focus: HomeFocus | undefined, common: FocusCommon | undefined): { html: string; lcpImage: string | null } {
  const banner = focus?.banners[0];
  const carousel = banner
    ? [
        '<section class="ys-carousel" aria-label="首页广告"><ul class="ys-carousel__slides">',
        '<li class="ys-carousel__slide is-active">',
        `<a class="ys-carousel__link" href="${escapeHtml(sitePath(banner.url))}"${banner.title ? ` title="${escapeHtml(banner.title)}"` : ''}>`,
        `<img src="${escapeHtml(sitePath(banner.image, ''))}" alt="${escapeHtml(banner.title ?? '广告')}" fetchpriority="high">`,
        '</a></li></ul></section>',
      ].join('')
    : '<div class="ys-carousel ys-carousel--state ys-skeleton" aria-busy="true" aria-label="广告加载中"></div>';
  const brands = (common?.brand ?? []).slice(0, 5);
  const brandRow =
    brands.length > 0
      ? [
          '<section class="ys-brands" aria-label="品牌专区"><h2 class="ys-brands__title"><span>品牌</span><span>专区</span></h2><ul class="ys-brands__list">',
          ...brands.map(
            (brand) =>
              `<li><a href="/ppzq/info/${brand.id}" class="ys-brands__card" title="${escapeHtml(brand.sccj)}"><img src="${escapeHtml(sitePath(brand.logo, ''))}" alt="" width="120" height="48"><strong>${escapeHtml(brand.name)}</strong><small>${escapeHtml(brand.sccj)}</small></a></li>`,
          ),
          '</ul></section>',
        ].join('')
      : '<div class="ys-brands ys-brands--loading"></div>';
  const menu = (common?.category ?? []).map((category) => `<li><a href="/list?category=${category.id}">${escapeHtml(category.name)}</a></li>`);
  return {
    html: [
      '<div class="ys-home"><div class="yp-container ys-home__hero">',
      `<div class="ys-home__menu"><nav class="ys-first-menu" aria-label="商品分类"><ul>${menu.join('')}</ul></nav></div>`,
      `<div class="ys-home__center">${carousel}${brandRow}</div>`,
      '<aside class="ys-home__aside"></aside>',
      '</div></div>',
    ].join(''),
    lcpImage: banner ? sitePath(banner.image, '') || null : null,
  };
}

/** host/pages/goods-detail/goods-detail-view.tsx: the breadcrumb, the pack shot, the name, the price and the facts. */
export function detailMain(goods: GoodsDetail | undefined): { html: string; lcpImage: string | null } {
  if (!goods) return { html: '<div class="yp-container ys-detail ys-detail--loading"></div>', lcpImage: null };
  const title = goodsTitle(goods);
  const image = sitePath(goods.images[0] ?? goods.image, '');
  const crumbs = [...goods.category_path.map((crumb) => ({ label: crumb.name, to: `/list?category=${crumb.id}` })), { label: title }];
  const fact = (name: string, value: string) => `<div><dt>${name}</dt><dd>${escapeHtml(value || '—')}</dd></div>`;
  // goods-gallery.tsx: the row of thumbnails under the pack shot, when there is more than one picture. On a phone it
  // is above the name and the price, so without it those would move down when the app takes over.
  const pictures = goods.images.map((src) => sitePath(src, '')).filter(Boolean);
  const thumbs =
    pictures.length > 1
      ? `<ul class="ys-gallery__thumbs" aria-label="商品图片">${pictures
          .map(
            (src, index) =>
              `<li><button type="button" class="ys-gallery__thumb${index === 0 ? ' is-current' : ''}" aria-label="第 ${index + 1} 张图片"><img src="${escapeHtml(src)}" alt="" width="60" height="60"></button></li>`,
          )
          .join('')}</ul>`
      : '';
  // A visitor sees 登录可见 and the login button (goods-detail-view.tsx), a buyer the price.
  const priceHtml =
    goods.base_price === null
      ? `<span class="ys-detail__guarded"><span>登录可见</span><a href="${escapeHtml(`/login?redirect=${encodeURIComponent(`/list/info/${goods.id}`)}`)}" class="yp-btn yp-btn--small yp-btn--primary">登录</a></span>`
      : price(goods.base_price);
  return {
    html: [
      '<div class="yp-container ys-detail">',
      breadcrumb(crumbs),
      '<section class="ys-detail__top" aria-label="商品信息">',
      `<div class="ys-gallery"><div class="ys-gallery__main">${image ? `<img src="${escapeHtml(image)}" alt="${escapeHtml(title)}" width="400" height="400" fetchpriority="high">` : ''}</div>${thumbs}</div>`,
      '<div class="ys-detail__info">',
      `<h1 class="ys-detail__name">${escapeHtml(title)}</h1>`,
      '<div class="ys-detail__tags"></div>',
      `<div class="ys-detail__prices"><div class="ys-detail__price-row"><span class="ys-detail__label">价格</span>${priceHtml}</div></div>`,
      '<dl class="ys-detail__facts">',
      fact('规格', goods.ypgg),
      fact('生产厂家', goods.sccj),
      fact('批准文号', goods.approval),
      '</dl></div></section></div>',
    ].join(''),
    lcpImage: image || null,
  };
}

/** widgets/product-list in the 大图 view: the title and the first page's cards. */
export function listMain(crumbs: readonly Crumb[], title: string, goods: readonly GoodsSummary[] | undefined): { html: string; lcpImage: string | null } {
  const cards = (goods ?? []).map((item, index) => {
    const name = goodsTitle(item);
    const href = `/list/info/${item.id}`;
    // The first row is on screen: no lazy loading there, as the app's cards do below it.
    const lazy = index >= 5 ? ' loading="lazy"' : '';
    return [
      `<li class="ypl-card" data-goods-id="${item.id}">`,
      `<a href="${href}" class="ypl-card__image" tabindex="-1" aria-hidden="true"><img src="${escapeHtml(sitePath(item.image, ''))}" alt="" width="200" height="200"${lazy}></a>`,
      `<div class="ypl-card__price-row">${price(item.base_price)}</div>`,
      `<a href="${href}" class="ypl-card__name" title="${escapeHtml(name)}">${escapeHtml(item.name)}</a>`,
      `<p class="ypl-card__line" title="${escapeHtml(item.ypgg)}">规格：${escapeHtml(item.ypgg)}</p>`,
      `<p class="ypl-card__line" title="${escapeHtml(item.sccj)}">${escapeHtml(item.sccj)}</p>`,
      '</li>',
    ].join('');
  });
  const body = goods ? `<ul class="ypl-grid">${cards.join('')}</ul>` : '<div class="ypl-body"></div>';
  return {
    html: [
      '<div class="yp-container ys-listpage">',
      breadcrumb(crumbs),
      `<section class="ypl yp-surface ypl--grid" aria-label="${escapeHtml(title)}"><h2 class="ypl-title">${escapeHtml(title)}</h2>`,
      `<div class="ypl-body">${body}</div></section></div>`,
    ].join(''),
    lcpImage: null,
  };
}

/** host/pages/login: the advertisement (or the band's empty half) and the card's place. */
export function loginMain(ad: PlacedAd | null | undefined): { html: string; lcpImage: string | null } {
  const image = ad ? sitePath(ad.image, '') : '';
  const left =
    ad && image
      ? `<section class="ys-login-ad" aria-label="广告"><a class="ys-login-ad__link" href="${escapeHtml(sitePath(ad.url))}" title="${escapeHtml(ad.title)}"><img src="${escapeHtml(image)}" alt="${escapeHtml(ad.title)}" width="${ad.width}" height="${ad.height}" fetchpriority="high"></a></section>`
      : '<div class="ys-login-ad"></div>';
  return {
    html: [
      '<div class="ys-login"><div class="yp-container ys-login__inner">',
      left,
      '<div class="ys-login-card ys-first-card"><h2 class="ys-login-card__title">账号登录</h2></div>',
      '</div></div>',
    ].join(''),
    lcpImage: image || null,
  };
}

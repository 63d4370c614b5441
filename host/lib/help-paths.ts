import { isHelpPageSlug, type HelpPageSlug } from '../../shared/domain/help';

/** docs/product/routes.md: help articles live at /help/xrzn/hyzc?id={id} (the footer's links). */
export const helpArticlePath = (id: number) => `/help/xrzn/hyzc?id=${id}`;

/**
 * Where the help centre links an article: its own page when it has one
 * (订单支付 → /help/zfps/ddzf), else the article path. The footer keeps the
 * spec's /help/xrzn/hyzc?id= for every article.
 */
export function helpLinkPath(article: { id: number; slug: string | null }): string {
  return isHelpPageSlug(article.slug) ? helpTopicPath(article.slug) : helpArticlePath(article.id);
}

/** A help category's article list (the help menu's section headings). */
export const helpCategoryPath = (id: number) => `/help?category=${id}`;

/** /help/zfps/{ddzf|hwps|ypth}: 订单支付, 货物配送, 药品退换货. */
export const helpTopicPath = (slug: HelpPageSlug) => `/help/zfps/${slug}`;

/** The news centre list; decided in docs/decisions.md (the spec shows only the detail route). */
export function newsListPath(type: number, page = 1): string {
  return page > 1 ? `/news?type=${type}&page=${page}` : `/news?type=${type}`;
}

/** docs/product/routes.md: /news/info/{id}/{type}; page is the list page the reader came from (返回列表 goes back to it). */
export function newsDetailPath(id: number, type: number, page = 1): string {
  return page > 1 ? `/news/info/${id}/${type}?page=${page}` : `/news/info/${id}/${type}`;
}

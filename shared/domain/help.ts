/**
 * Help centre and news centre rules shared by the server (validation, seed)
 * and the host (menus, paths). docs/product/routes.md "Help centre /help".
 */

/** News centre tabs: the `type` of /news/info/{id}/{type} and GET /api/focus/postList. */
export const NEWS_TYPES = [
  { type: 1, name: '行业资讯' },
  { type: 2, name: '公司新闻' },
] as const;

export type NewsType = (typeof NEWS_TYPES)[number]['type'];

export const NEWS_TYPE_VALUES: readonly NewsType[] = NEWS_TYPES.map((t) => t.type);

export function newsTypeName(type: number): string {
  return NEWS_TYPES.find((t) => t.type === type)?.name ?? '';
}

/** News items per list page (the news centre and the detail page's side list). */
export const NEWS_PER_PAGE = 10;

/**
 * The help articles with a page of their own under /help/zfps/ (支付配送):
 * the slug is both the path's last part and help_articles.slug.
 */
export const HELP_PAGE_SLUGS = ['ddzf', 'hwps', 'ypth'] as const;

export type HelpPageSlug = (typeof HELP_PAGE_SLUGS)[number];

export function isHelpPageSlug(slug: string | null): slug is HelpPageSlug {
  return (HELP_PAGE_SLUGS as readonly (string | null)[]).includes(slug);
}

export const HELP_PAGES: readonly { slug: HelpPageSlug; name: string }[] = [
  { slug: 'ddzf', name: '订单支付' },
  { slug: 'hwps', name: '货物配送' },
  { slug: 'ypth', name: '药品退换货' },
];

/**
 * The URL for a query a list widget reported on the bus ('list:query'
 * {path, query}), in the one list-query codec (shared/contract/list-query.ts);
 * this file adds only what each page's URL leaves out. On the list, search
 * and deal-zone pages the view is the path (docs/product/routes.md: /list,
 * /list/table, /list/no_image, /search, /search/table, /mrtj/table …), which
 * the widget already gives; other pages that show a list (a zone, a brand, a
 * category's own list) keep their path, put the view in ?view= and, on the
 * brand page (/ppzq/info/{id}/{page?}), the page number in the path.
 */
import { isListView, listUrl, viewOfPath as viewOfSuffix, type ListView } from '../../shared/contract/list-query';
import { catalogueZoneOfPath, DEAL_ZONE_PAGES, FREE_SHIPPING_TABLE_PATH } from '../../shared/contract/zone-pages';

export { isListView };

const VIEW_PATHS = new Set(['/list', '/list/table', '/list/no_image', '/search', '/search/table']);
const BRAND_PAGE = /^\/ppzq\/info\/(\d+)(?:\/\d+)?$/;
// Deal zones name their view by path too (/mrtj, /mrtj/table, /mrtj/no_image).
const ZONE_VIEW_PATH = new RegExp(`^(?:${DEAL_ZONE_PAGES.map((zone) => zone.path).join('|')})(?:/table|/no_image)?$`);

/** The view a list or search path shows; `fallback` (usually ?view=) on paths that do not say. */
export function viewOfPath(pathname: string, fallback?: string | null): ListView {
  if (VIEW_PATHS.has(pathname)) return viewOfSuffix(pathname);
  return isListView(fallback) ? fallback : 'grid';
}

/** The filters a page's path already says, which its URL leaves out. */
const PAGE_FILTERS: [RegExp, string[]][] = [
  [/^\/kxzq\/goods\//, ['zone', 'sccj']],
  [/^\/(yjh|hdzx)(\/|$)/i, ['activity']],
];

/** Activity pages whose activity is ?id= rather than in the path. */
const ACTIVITY_BY_QUERY = /^\/(zqmb|yyh|yyh\/list|hdmb)$/;

function pageOwnFilters(pathname: string): string[] {
  const zone = catalogueZoneOfPath(pathname);
  if (zone) return Object.keys(zone.filter);
  return PAGE_FILTERS.find(([pattern]) => pattern.test(pathname))?.[1] ?? [];
}

/**
 * Where the page at `pathname` goes when its list reports `event`. Page 1
 * and the grid view are the defaults and are left out.
 */
export function listQueryUrl(pathname: string, event: { path: string; query: Record<string, string> }): string {
  const rest: Record<string, string> = { ...event.query };
  if (rest.page === '1') delete rest.page;
  delete rest.view;
  if (VIEW_PATHS.has(event.path) || ZONE_VIEW_PATH.test(event.path)) return listUrl(event.path, rest);

  const view = viewOfSuffix(event.path);
  if (view !== 'grid') rest.view = view;
  // Zone and activity pages (host/pages/zone): their own filter is the
  // page's, so the URL leaves it out; /yx's table view is /yx/table (docs/product/routes.md).
  for (const key of pageOwnFilters(pathname)) delete rest[key];
  if (ACTIVITY_BY_QUERY.test(pathname) && rest.activity) {
    rest.id = rest.activity;
    delete rest.activity;
    // /yyh/list shows a table unless told otherwise.
    if (pathname === '/yyh/list' && view === 'grid') rest.view = 'grid';
  }
  const freeShipping = catalogueZoneOfPath(FREE_SHIPPING_TABLE_PATH);
  if (freeShipping && catalogueZoneOfPath(pathname) === freeShipping) {
    if (view === 'table') delete rest.view;
    return listUrl(view === 'table' ? FREE_SHIPPING_TABLE_PATH : freeShipping.path, rest);
  }
  const brand = BRAND_PAGE.exec(pathname);
  if (brand) {
    const page = rest.page;
    delete rest.page;
    // The brand is the page's own: the path says it already.
    delete rest.brand;
    return listUrl(`/ppzq/info/${brand[1]}${page ? `/${page}` : ''}`, rest);
  }
  return listUrl(pathname, rest);
}

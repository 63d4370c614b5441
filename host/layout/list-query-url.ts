/**
 * The URL for a query a list widget reported on the bus ('list:query'
 * {path, query}). On the list and search pages the view is the path (spec
 * docs/product/routes.md: /list, /list/table, /list/no_image, /search, /search/table), which the
 * widget already gives; other pages that show a list (a brand, a category's
 * own list) keep their path, put the view in ?view= and, on the brand page
 * (/ppzq/info/{id}/{page?}), the page number in the path.
 */
import { DEAL_ZONES } from '../../shared/contract/calls/goods';
import { LIST_VIEWS, type ListView } from '../../widgets/product-list/list-query';

const VIEW_PATHS = new Set(['/list', '/list/table', '/list/no_image', '/search', '/search/table']);
const BRAND_PAGE = /^\/ppzq\/info\/(\d+)(?:\/\d+)?$/;
// Deal zones name their view by path too (/mrtj, /mrtj/table, /mrtj/no_image): the zone list is the
// contract's, so a new deal zone gets its view paths without a second list here.
const ZONE_VIEW_PATH = new RegExp(`^/(?:${DEAL_ZONES.join('|')})(?:/table|/no_image)?$`);

export function isListView(value: unknown): value is ListView {
  return LIST_VIEWS.includes(value as ListView);
}

/** The view a list or search path shows; `fallback` (usually ?view=) on paths that do not say. */
export function viewOfPath(pathname: string, fallback?: string | null): ListView {
  if (pathname === '/list/table' || pathname === '/search/table') return 'table';
  if (pathname === '/list/no_image') return 'no_image';
  if (VIEW_PATHS.has(pathname)) return 'grid';
  return isListView(fallback) ? fallback : 'grid';
}

/** The view a widget's path names by its suffix (basePath + /table or /no_image). */
function viewOfWidgetPath(path: string): ListView {
  if (path.endsWith('/table')) return 'table';
  if (path.endsWith('/no_image')) return 'no_image';
  return 'grid';
}

const ZONE_FILTERS: [RegExp, string[]][] = [
  [/^\/yx(\/table)?$/, ['is_free_shipping']],
  [/^\/(zyyp|kxzq|kxzq\/new)$/, ['zone']],
  [/^\/kxzq\/goods\//, ['zone', 'sccj']],
  [/^\/qxzq$/, ['kind']],
  [/^\/jxqzc$/, ['near_expiry']],
  [/^\/(yjh|hdzx)(\/|$)/i, ['activity']],
];

/** Activity pages whose activity is ?id= rather than in the path. */
const ACTIVITY_BY_QUERY = /^\/(zqmb|yyh|yyh\/list|hdmb)$/;

function zoneOwnFilters(pathname: string): string[] {
  return ZONE_FILTERS.find(([pattern]) => pattern.test(pathname))?.[1] ?? [];
}

/** Keeps only filled values, in a stable order, so equal queries give equal URLs. */
function queryString(query: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Where the page at `pathname` goes when its list reports `event`. Page 1
 * and the grid view are the defaults and are left out.
 */
export function listQueryUrl(pathname: string, event: { path: string; query: Record<string, string> }): string {
  const rest: Record<string, string> = { ...event.query };
  if (rest.page === '1') delete rest.page;
  delete rest.view;
  if (VIEW_PATHS.has(event.path) || ZONE_VIEW_PATH.test(event.path)) return `${event.path}${queryString(rest)}`;

  const view = viewOfWidgetPath(event.path);
  if (view !== 'grid') rest.view = view;
  // Zone and activity pages (host/pages/zones): their own filter is the
  // page's, so the URL leaves it out; /yx's table view is /yx/table (docs/product/routes.md).
  for (const key of zoneOwnFilters(pathname)) delete rest[key];
  if (ACTIVITY_BY_QUERY.test(pathname) && rest.activity) {
    rest.id = rest.activity;
    delete rest.activity;
    // /yyh/list shows a table unless told otherwise.
    if (pathname === '/yyh/list' && view === 'grid') rest.view = 'grid';
  }
  if (pathname === '/yx' || pathname === '/yx/table') {
    if (view === 'table') delete rest.view;
    return `${view === 'table' ? '/yx/table' : '/yx'}${queryString(rest)}`;
  }
  const brand = BRAND_PAGE.exec(pathname);
  if (brand) {
    const page = rest.page;
    delete rest.page;
    // The brand is the page's own: the path says it already.
    delete rest.brand;
    return `/ppzq/info/${brand[1]}${page ? `/${page}` : ''}${queryString(rest)}`;
  }
  return `${pathname}${queryString(rest)}`;
}

import { LIST_ZONES, type ListZone } from './calls/goods';
/**
 * The one codec of a goods list's query: what a list's attributes (or the
 * host's props) say, what GET /api/goods/list is sent, what the 'list:query'
 * event tells the host to put in the URL and how a URL reads back, views by
 * path included. <yp-product-list> and the host's list pages both use it
 * (host/layout/list-query-url.ts adds only what each page's URL leaves out).
 * Pure functions, unit tested.
 */

export type ListView = 'grid' | 'table' | 'no_image';
export type ListSort = 'default' | 'sales' | 'price' | 'expiry';
export type SortOrder = 'asc' | 'desc';

export const LIST_VIEWS: readonly ListView[] = ['grid', 'table', 'no_image'];
export const LIST_SORTS: readonly ListSort[] = ['default', 'sales', 'price', 'expiry'];
const KINDS = ['western', 'patent', 'slices', 'device', 'health', 'other'] as const;
export type GoodsKind = (typeof KINDS)[number];
const ZONES: readonly string[] = LIST_ZONES;

/** 20 = four rows of five cards in the 1200 px grid. */
export const DEFAULT_PER_PAGE = 20;

/** The list state the buyer changes. Field names are the API's. */
export interface ListQuery {
  category?: number;
  keywords?: string;
  type?: 1 | 2;
  sccj?: string;
  brand?: number;
  is_youx?: 1;
  is_free_shipping?: 1;
  near_expiry?: 1;
  kind?: GoodsKind;
  zone?: ListZone;
  activity?: number;
  page: number;
  per_page: number;
  sort: ListSort;
  order?: SortOrder;
  price_min?: number;
  price_max?: number;
  in_stock?: 1;
}

function positiveInt(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** A yuan amount ≥ 0 with at most 2 decimals; anything else is dropped, not sent as a 422. */
export function readPrice(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0 || n > 1_000_000) return undefined;
  return Math.round(n * 100) / 100;
}

function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed ? trimmed : undefined;
}

export function isListView(value: unknown): value is ListView {
  return LIST_VIEWS.includes(value as ListView);
}

export function readView(value: unknown): ListView {
  return LIST_VIEWS.includes(value as ListView) ? (value as ListView) : 'grid';
}

/**
 * Props → query. Unknown or malformed values fall back to the defaults
 * rather than reaching the server: an attribute typo must not turn the list
 * into an error box.
 */
export function queryFromProps(props: ListQueryProps): ListQuery {
  const query: ListQuery = {
    page: positiveInt(props.page) ?? 1,
    per_page: Math.min(100, positiveInt(props.perPage) ?? DEFAULT_PER_PAGE),
    sort: LIST_SORTS.includes(props.sort as ListSort) ? (props.sort as ListSort) : 'default',
  };
  const category = positiveInt(props.category);
  if (category) query.category = category;
  const keywords = text(props.keywords)?.slice(0, 50);
  if (keywords) {
    query.keywords = keywords;
    if (Number(props.type) === 2) query.type = 2;
    else if (Number(props.type) === 1) query.type = 1;
  }
  const sccj = text(props.sccj);
  if (sccj) query.sccj = sccj.slice(0, 100);
  const brand = positiveInt(props.brand);
  if (brand) query.brand = brand;
  if (props.isYoux) query.is_youx = 1;
  if (props.isFreeShipping) query.is_free_shipping = 1;
  if (props.nearExpiry) query.near_expiry = 1;
  if (KINDS.includes(props.kind as GoodsKind)) query.kind = props.kind as GoodsKind;
  if (props.zone !== undefined && ZONES.includes(props.zone)) query.zone = props.zone as ListZone;
  const activity = positiveInt(props.activity);
  if (activity) query.activity = activity;
  if (query.sort !== 'default' && (props.order === 'asc' || props.order === 'desc')) query.order = props.order;
  if (query.sort !== 'default' && !query.order) query.order = defaultOrder(query.sort);
  const [min, max] = orderedRange(readPrice(props.priceMin), readPrice(props.priceMax));
  if (min !== undefined) query.price_min = min;
  if (max !== undefined) query.price_max = max;
  if (props.inStock) query.in_stock = 1;
  return query;
}

/** A range typed backwards (100 – 20) means 20 – 100. */
export function orderedRange(min: number | undefined, max: number | undefined): [number | undefined, number | undefined] {
  if (min !== undefined && max !== undefined && min > max) return [max, min];
  return [min, max];
}

/**
 * The first click on a sort: 销量 most sold first, 价格 cheapest first, 效期
 * longest-dated first (what a wholesale buyer wants on the shelf).
 */
export function defaultOrder(sort: ListSort): SortOrder | undefined {
  switch (sort) {
    case 'default':
      return undefined;
    case 'price':
      return 'asc';
    case 'sales':
    case 'expiry':
      return 'desc';
  }
}

/**
 * Clicking a sort button: a new sort starts at its default order; clicking
 * the current one again flips the order (综合 has none). Back to page 1.
 */
export function toggleSort(query: ListQuery, sort: ListSort): ListQuery {
  const next: ListQuery = { ...query, sort, page: 1 };
  if (sort === 'default') delete next.order;
  else if (query.sort === sort) next.order = query.order === 'asc' ? 'desc' : 'asc';
  else next.order = defaultOrder(sort);
  return next;
}

/**
 * The query for the URL: only what differs from the defaults, as strings,
 * so /list?category=3&sort=price&order=asc reads the same back through
 * queryFromUrl.
 */
export function urlQuery(query: ListQuery): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query) as [keyof ListQuery, ListQuery[keyof ListQuery]][]) {
    if (value === undefined) continue;
    if (key === 'page' && value === 1) continue;
    if (key === 'per_page' && value === DEFAULT_PER_PAGE) continue;
    if (key === 'sort' && value === 'default') continue;
    // A zone is its page's path (/mrtj, /ptzq, /zhzq), not a query the buyer set.
    if (key === 'zone') continue;
    out[key] = String(value);
  }
  return out;
}

/**
 * A list's props (<yp-product-list>'s attributes in kebab-case), each with
 * its name in the URL query and the API's (ListQuery) and its kind: the one
 * table that ListQueryProps, propsFromUrl and the element's attributes follow.
 * `type`: the search mode with keywords, 1 drug names, 2 manufacturers.
 * `zone`: a zone's goods only (LIST_ZONES); the zone page sets it, it is not a buyer's filter.
 * `activity`: goods of a running activity.
 */
const URL_NAMES = {
  category: ['category', 'number'],
  keywords: ['keywords', 'string'],
  type: ['type', 'number'],
  sccj: ['sccj', 'string'],
  brand: ['brand', 'number'],
  isYoux: ['is_youx', 'flag'],
  isFreeShipping: ['is_free_shipping', 'flag'],
  nearExpiry: ['near_expiry', 'flag'],
  kind: ['kind', 'string'],
  zone: ['zone', 'string'],
  activity: ['activity', 'number'],
  page: ['page', 'number'],
  perPage: ['per_page', 'number'],
  sort: ['sort', 'string'],
  order: ['order', 'string'],
  priceMin: ['price_min', 'string'],
  priceMax: ['price_max', 'string'],
  inStock: ['in_stock', 'flag'],
} as const;

type PropKind<K> = K extends 'number' ? number : K extends 'flag' ? boolean : string;

/** The props the query reads (URL_NAMES), its view (grid, table, no_image; the host's is the path) and the route the list lives on: '/list' (default) or '/search' (default with keywords). */
export type ListQueryProps = { -readonly [P in keyof typeof URL_NAMES]?: PropKind<(typeof URL_NAMES)[P][1]> } & { view?: string; basePath?: string };

/**
 * URL query (as the host reads it) → props, the inverse of urlQuery. Only
 * what the URL says: an absent value is no key at all, so these props can be
 * spread over others (a zone's filter over the buyer's) without erasing them.
 */
export function propsFromUrl(params: URLSearchParams | Readonly<Record<string, string | number | undefined>>): ListQueryProps {
  const props: Record<string, string | number | boolean> = {};
  for (const [prop, [name, kind]] of Object.entries(URL_NAMES)) {
    const raw = params instanceof URLSearchParams ? params.get(name) : params[name];
    if (raw === undefined || raw === null) continue;
    const value = String(raw);
    if (kind === 'flag') {
      if (value === '1') props[prop] = true;
    } else props[prop] = kind === 'number' ? Number(value) : value;
  }
  return props;
}

// The routes of docs/product/routes.md "Search and drug lists": /list, /list/table,
// /list/no_image; /search, /search/table. /search has no image-less page, so
// that view goes to /list/no_image (which takes the keywords as well).
const VIEW_SUFFIX: Record<ListView, string> = { grid: '', table: '/table', no_image: '/no_image' };

export function viewPath(basePath: string, view: ListView): string {
  const base = basePath.replace(/\/+$/, '') || '/list';
  if (base === '/search' && view === 'no_image') return '/list/no_image';
  return `${base}${VIEW_SUFFIX[view]}`;
}

/** The view a path names by its suffix, the inverse of viewPath: …/table, …/no_image, else grid. */
export function viewOfPath(path: string): ListView {
  if (path.endsWith(VIEW_SUFFIX.table)) return 'table';
  if (path.endsWith(VIEW_SUFFIX.no_image)) return 'no_image';
  return 'grid';
}

/** A list's URL: the path and the query's filled values in a stable order, so equal queries give equal URLs. */
export function listUrl(path: string, query: Readonly<Record<string, string | undefined>>): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The route the list belongs to when the host did not say. */
export function defaultBasePath(props: Pick<ListQueryProps, 'basePath' | 'keywords'>): string {
  if (props.basePath && props.basePath.startsWith('/')) return props.basePath;
  return text(props.keywords) ? '/search' : '/list';
}

/**
 * Stable text of a query, for effect dependencies and "did it change" checks.
 * The keys are ASCII field names, so code-unit order is enough: the first
 * localeCompare in a page loads the ICU collator, some 25 ms of a phone's
 * hydration task for nothing.
 */
export function queryKey(query: ListQuery): string {
  return JSON.stringify(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

import { LIST_ZONES, type ListZone } from '../../shared/contract/calls/goods';
import type { KeptEntry } from '../../shared/ui/kept-state';
// The product list's query: what the element's attributes (or the host's
// props) say, what GET /api/goods/list is sent, and what the 'list:query'
// event tells the host to put in the URL. Pure functions, unit tested.

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

/** The component's props (the element's attributes in kebab-case). */
export interface ProductListProps {
  category?: number;
  keywords?: string;
  /** Search mode with keywords: 1 drug names, 2 manufacturers. */
  type?: number;
  sccj?: string;
  brand?: number;
  isYoux?: boolean;
  isFreeShipping?: boolean;
  nearExpiry?: boolean;
  kind?: string;
  /** A zone's goods only (LIST_ZONES: zy | kx | kx_new | mrtj | ptzq | zhzq | welfare | hb); the zone page sets it, it is not a buyer's filter. */
  zone?: string;
  /** Goods of a running activity. */
  activity?: number;
  view?: string;
  page?: number;
  perPage?: number;
  sort?: string;
  order?: string;
  priceMin?: number | string;
  priceMax?: number | string;
  inStock?: boolean;
  /** Heading above the toolbar; "搜索 "…"" with keywords when absent. */
  title?: string;
  /** The route the list lives on: '/list' (default) or '/search' (default with keywords). */
  basePath?: string;
  /** A zone's price rate (/welfare: 0.94), shown as 94折价 under each price; the cart charges it. */
  priceRate?: number;
  /**
   * The host's only (not an attribute): the kept state of the list's history
   * entry on a route flagged `keep` (docs/product/routes.md), where the answer shown and the
   * quantities typed are kept for Back. Absent: nothing is kept.
   */
  kept?: KeptEntry | null;
}

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

export function readView(value: unknown): ListView {
  return LIST_VIEWS.includes(value as ListView) ? (value as ListView) : 'grid';
}

/**
 * Props → query. Unknown or malformed values fall back to the defaults
 * rather than reaching the server: an attribute typo must not turn the list
 * into an error box.
 */
export function queryFromProps(props: ProductListProps): ListQuery {
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

/** The query sent to GET /api/goods/list (already the API's names). */
export function apiInput(query: ListQuery): ListQuery {
  return { ...query };
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

/** URL query (as the host reads it) → props, the inverse of urlQuery. */
export function propsFromUrl(params: URLSearchParams | Record<string, string | undefined>): ProductListProps {
  const get = (key: string): string | undefined => (params instanceof URLSearchParams ? (params.get(key) ?? undefined) : params[key]);
  const flag = (key: string) => get(key) === '1';
  const num = (key: string) => {
    const value = get(key);
    return value === undefined ? undefined : Number(value);
  };
  return {
    category: num('category'),
    keywords: get('keywords'),
    type: num('type'),
    sccj: get('sccj'),
    brand: num('brand'),
    isYoux: flag('is_youx'),
    isFreeShipping: flag('is_free_shipping'),
    nearExpiry: flag('near_expiry'),
    kind: get('kind'),
    zone: get('zone'),
    activity: num('activity'),
    page: num('page'),
    perPage: num('per_page'),
    sort: get('sort'),
    order: get('order'),
    priceMin: get('price_min'),
    priceMax: get('price_max'),
    inStock: flag('in_stock'),
  };
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

/** The route the list belongs to when the host did not say. */
export function defaultBasePath(props: Pick<ProductListProps, 'basePath' | 'keywords'>): string {
  if (props.basePath && props.basePath.startsWith('/')) return props.basePath;
  return text(props.keywords) ? '/search' : '/list';
}

/** Stable text of a query, for effect dependencies and "did it change" checks. */
export function queryKey(query: ListQuery): string {
  return JSON.stringify(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)));
}

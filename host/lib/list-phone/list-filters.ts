/**
 * What the phone's 筛选 strip and drawer do to a list's query (list-phone-bar.tsx, on /list, /search and /list/other):
 * the choices a category offers, the drawer's draft and what 重置 and 确定
 * make of it, the filters shown as removable chips, and the URL for a
 * query. The URL comes from the one list codec (shared/contract/list-query.ts)
 * and the host's page rules (host/layout/list-query-url.ts), so a link or
 * 确定 here lands on the URL the list widget's own change would have given.
 * Pure functions, table tested.
 */
import type { MenuCategory } from '../../../shared/contract';
import { orderedRange, readPrice, urlQuery, viewPath, type ListQuery, type ListView } from '../../../shared/contract/list-query';
import { listQueryUrl } from '../../layout/list-query-url';

/** The URL of the list page at `pathname` (its list lives at `basePath`) showing `query` in `view`. */
export function listHref(pathname: string, basePath: string, query: ListQuery, view: ListView): string {
  return listQueryUrl(pathname, { path: viewPath(basePath, view), query: urlQuery(query) });
}

/** A category filter's choices: 全部 (allId, the level itself) and the categories of that level. */
export interface CategoryChoices {
  /** The category whose children are offered; undefined at the top. */
  level: MenuCategory | undefined;
  /** The category 全部 stands for: the level's id, undefined (no filter) at the top. */
  allId: number | undefined;
  choices: MenuCategory[];
  /** The choice shown as chosen: a leaf's own id, else allId. */
  chosenId: number | undefined;
}

/**
 * The sub-categories of the current category, or its siblings when it has
 * none (a leaf), so the buyer can narrow or move sideways without going back
 * to the menu; at the top, the first-level categories. `path` is the chain
 * from the top category down to the current one ([] for all goods).
 */
export function categoryChoices(path: readonly MenuCategory[], top: readonly MenuCategory[]): CategoryChoices {
  const current = path[path.length - 1];
  const leaf = current !== undefined && current.children.length === 0;
  const level = leaf ? path[path.length - 2] : current;
  const allId = level?.id;
  return { level, allId, choices: level ? level.children : [...top], chosenId: leaf ? current.id : allId };
}

/** The label of a level's 全部: 全部商品 at the top, else 全部西药 (so the current category is named on a phone, where the title is not shown). */
export function allLabel(level: MenuCategory | undefined): string {
  return `全部${level ? level.name : '商品'}`;
}

/** The filters the drawer edits, as its fields hold them (prices as typed). */
export interface FilterDraft {
  category: number | undefined;
  priceMin: string;
  priceMax: string;
  inStock: boolean;
  /** A manufacturer the list was opened with (a link's ?sccj=): the drawer can only take it off. */
  sccj: string | undefined;
  view: ListView;
}

const priceText = (value: number | undefined) => (value === undefined ? '' : String(value));

export function draftOf(query: ListQuery, view: ListView): FilterDraft {
  return {
    category: query.category,
    priceMin: priceText(query.price_min),
    priceMax: priceText(query.price_max),
    inStock: query.in_stock === 1,
    sccj: query.sccj,
    view,
  };
}

/** 重置: no price, stock or manufacturer filter, the level's 全部; the view is how to show, not a filter, and stays. */
export function clearedDraft(draft: FilterDraft, allId: number | undefined): FilterDraft {
  return { category: allId, priceMin: '', priceMax: '', inStock: false, sccj: undefined, view: draft.view };
}

/** 确定: the query with the draft's filters, from page 1; a range typed backwards is put right, a bad price dropped. */
export function appliedQuery(query: ListQuery, draft: FilterDraft): ListQuery {
  const next: ListQuery = { ...query, page: 1 };
  for (const key of ['category', 'price_min', 'price_max', 'in_stock', 'sccj'] as const) delete next[key];
  if (draft.category !== undefined) next.category = draft.category;
  const [low, high] = orderedRange(readPrice(draft.priceMin), readPrice(draft.priceMax));
  if (low !== undefined) next.price_min = low;
  if (high !== undefined) next.price_max = high;
  if (draft.inStock) next.in_stock = 1;
  if (draft.sccj) next.sccj = draft.sccj;
  return next;
}

/** A filter in force, as a chip that takes it off: `without` is the query without it, from page 1. */
export interface FilterChip {
  key: 'price' | 'in_stock' | 'sccj';
  label: string;
  without: ListQuery;
}

function priceLabel(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return `¥${min}–${max}`;
  return min !== undefined ? `¥${min} 以上` : `¥${max} 以下`;
}

/** The drawer's filters in force on `query`, in the drawer's order. */
export function activeFilters(query: ListQuery): FilterChip[] {
  const chips: FilterChip[] = [];
  const without = (...keys: (keyof ListQuery)[]): ListQuery => {
    const next: ListQuery = { ...query, page: 1 };
    for (const key of keys) delete next[key];
    return next;
  };
  if (query.price_min !== undefined || query.price_max !== undefined) {
    chips.push({ key: 'price', label: priceLabel(query.price_min, query.price_max), without: without('price_min', 'price_max') });
  }
  if (query.in_stock === 1) chips.push({ key: 'in_stock', label: '仅看有货', without: without('in_stock') });
  if (query.sccj) chips.push({ key: 'sccj', label: query.sccj, without: without('sccj') });
  return chips;
}

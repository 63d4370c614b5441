import type { SearchType } from '../../shared/store/search-history';

/** The search results page; the search bar's form goes there too, with `keywords` and `type`. */
export const SEARCH_PAGE = '/search';

/** The site path of a search: the /search page with its keywords and type (docs/product/routes.md search and drug lists). */
export function searchPath(keywords: string, type: SearchType): string {
  return `${SEARCH_PAGE}?keywords=${encodeURIComponent(keywords.trim())}&type=${type}`;
}

/** Reads a type from a prop or attribute: 2 means manufacturers, anything else drug names. */
export function toSearchType(value: unknown): SearchType {
  return Number(value) === 2 ? 2 : 1;
}

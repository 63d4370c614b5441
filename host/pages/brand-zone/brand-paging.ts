/** Brands per page of the brand zone: four rows of five. */
export const BRANDS_PER_PAGE = 20;

/** The page number of /ppzq/{page?}: a positive whole number, else 1. */
export function brandPageParam(raw: string | undefined): number {
  if (!raw || !/^[1-9]\d{0,5}$/.test(raw)) return 1;
  return Number(raw);
}

/** One page of a list and the number of pages (at least 1); a page past the end shows the last. */
export function pageSlice<T>(items: readonly T[], page: number, perPage = BRANDS_PER_PAGE): { items: T[]; page: number; lastPage: number } {
  const lastPage = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, page), lastPage);
  return { items: items.slice((current - 1) * perPage, current * perPage), page: current, lastPage };
}

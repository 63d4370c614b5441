import { pageOf, type Page } from '../../shared/contract/envelope';

/** The page a list call asks for (every paged call's query names these two). */
export interface PageInput {
  page: number;
  per_page: number;
}

/** A select that can still be cut to one page (a drizzle select before .limit/.offset). */
interface Pageable<Row> {
  limit(n: number): { offset(n: number): PromiseLike<Row[]> };
}

/**
 * One page of an offset-and-count list, answered as the contract's page
 * envelope. The page's rows and the count of every matching row are read
 * together; `total` is either a count select (`select({ n: count() })`) or a
 * count already known. `present` turns the page's rows into what the call
 * answers (it may read more, e.g. the goods summaries' prices).
 */
export async function paginate<Row, T = Row>(
  rows: Pageable<Row>,
  total: PromiseLike<ReadonlyArray<{ n: number | string }> | number>,
  at: PageInput,
  present: (rows: Row[]) => T[] | Promise<T[]> = (same) => same as unknown as T[],
): Promise<Page<T>> {
  const [page, counted] = await Promise.all([rows.limit(at.per_page).offset((at.page - 1) * at.per_page), total]);
  const n = typeof counted === 'number' ? counted : Number(counted[0]?.n ?? 0);
  return pageOf(await present(page), n, at.page, at.per_page);
}

/** One page of a list read whole because its order is decided in memory (a rule SQL cannot sort by). */
export function pageSlice<T>(all: readonly T[], at: PageInput): Page<T> {
  const start = (at.page - 1) * at.per_page;
  return pageOf(all.slice(start, start + at.per_page), all.length, at.page, at.per_page);
}

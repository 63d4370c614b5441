import { count, desc, eq, type InferSelectModel } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { pageOf, type Page } from '../../shared/contract/envelope';
import type { Database } from './client';

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

/** A table of rows that belong to one buyer, with the time each was made. */
type OwnedTable = PgTable & { userId: AnyPgColumn; createdAt: AnyPgColumn; id: AnyPgColumn };

/** One page of the buyer's own rows of `table`, newest first (the id keeps rows made in the same instant in a stable order). */
export function ownNewestPage<Table extends OwnedTable, T>(
  db: Database,
  table: Table,
  userId: number,
  at: PageInput,
  present: (row: InferSelectModel<Table>) => T,
): Promise<Page<T>> {
  const mine = eq(table.userId, userId);
  // drizzle cannot type a select from a table passed in generically; its rows are the table's own.
  const source: PgTable = table;
  const rows = db.select().from(source).where(mine).orderBy(desc(table.createdAt), desc(table.id)) as unknown as Pageable<InferSelectModel<Table>>;
  return paginate(rows, db.select({ n: count() }).from(source).where(mine), at, (page) => page.map(present));
}

/**
 * One page of keyset paging (the seller API's after_id and cursor walks):
 * `rows` were read with limit + 1, so a row past the page says there is
 * more. `next` is the page's last row then (the next page starts after its
 * key), null on the last page.
 */
export function keysetPage<Row>(rows: readonly Row[], limit: number): { page: Row[]; next: Row | null } {
  const page = rows.slice(0, limit);
  return { page, next: rows.length > limit ? (page.at(-1) ?? null) : null };
}

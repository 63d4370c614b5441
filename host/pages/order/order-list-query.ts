import { ORDERS_PATH } from '../../paths';
import { routeId } from '../../lib/route-id';

/** What the order list shows, all of it in the URL: ?status=&keyword=&page=. */
export interface ListQuery {
  status: number;
  keyword: string;
  page: number;
}

/** The list's query from the URL; anything out of range falls back to the default (全部, page 1). */
export function readQuery(params: URLSearchParams): ListQuery {
  const status = Number(params.get('status') ?? 0);
  return {
    status: Number.isInteger(status) && status >= 0 && status <= 6 ? status : 0,
    keyword: (params.get('keyword') ?? '').trim().slice(0, 50),
    page: routeId(params.get('page')) ?? 1,
  };
}

/** The URL of a list query, with defaults left out (/order for 全部, page 1, no keyword). */
export function queryHref({ status, keyword, page }: ListQuery): string {
  const params = new URLSearchParams();
  if (status) params.set('status', String(status));
  if (keyword) params.set('keyword', keyword);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${ORDERS_PATH}?${search}` : ORDERS_PATH;
}

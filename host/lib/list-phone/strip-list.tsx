import type { ReactNode } from 'react';
import { queryFromProps, readView, type ListQueryProps } from '../../../shared/contract/list-query';
import { ListPhoneBar } from './list-phone-bar';

/**
 * A goods list under a page's own head (a zone, an activity, a brand): on a
 * phone the strip of sorts and 筛选 stands in for the list's toolbar and
 * title, as on /list and /search, so the first cards come a toolbar's height
 * sooner. `listProps` are the props the page gives its ProductList (its own
 * filter included, which the strip's links leave out of the URL as the
 * toolbar's do). Wider than a phone nothing changes.
 */
export function StripList({ listProps, children }: { listProps: ListQueryProps; children: ReactNode }) {
  return (
    <div className="yp-listpage--strip yp-listpage--untitled">
      <ListPhoneBar query={queryFromProps(listProps)} view={readView(listProps.view)} basePath={listProps.basePath ?? '/list'} />
      {children}
    </div>
  );
}

import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LIST_SORTS, toggleSort, type ListQuery, type ListView } from '../../../shared/contract/list-query';
import { listText } from '../../../widgets/product-list/product-list.text';
import { FilterDrawer } from './filter-drawer';
import { activeFilters, allLabel, listHref, type CategoryChoices } from './list-filters';
import './list-phone-bar.css';

export interface ListPhoneBarProps {
  /** The list's query, as the page hands it to the list (the URL's, through the codec). */
  query: ListQuery;
  view: ListView;
  /** The route the list lives on ('/list', '/search', or the page's own path). */
  basePath: string;
  /** /list: the current category's choices, as chips and in the drawer. */
  categories?: CategoryChoices | undefined;
}

/** A funnel, drawn here: the shared icon set is in every partner's bundle, and only this page needs one. */
function FunnelIcon() {
  return (
    <svg className="yp-phonebar__icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M4 5h16l-6 7.5V19l-4-2v-4.5L4 5Z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * A goods list's controls on a phone (shown below 768 px by CSS only, so the
 * server's HTML and the first render are the same at every width): one
 * sideways-scrolling strip under the header with 综合 / 销量 / 价格 / 效期
 * (the direction on the current one), the filters in force as chips that
 * take them off, and on /list the category's choices; then 筛选, which
 * opens the drawer with the rest. Sorts and chips are links to the list's
 * URL (they work before the app has hydrated); 确定 goes to the same kind of
 * URL. The desktop's toolbar and category row are hidden there instead.
 */
export function ListPhoneBar({ query, view, basePath, categories }: ListPhoneBarProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const href = (next: ListQuery, nextView: ListView = view) => listHref(pathname, basePath, next, nextView);
  const filters = activeFilters(query);
  const categoryChips = categories && categories.choices.length > 0 ? [{ id: categories.allId, name: allLabel(categories.level) }, ...categories.choices] : [];

  return (
    <div className="yp-phonebar">
      <div className="yp-phonebar__strip">
        <div className="yp-phonebar__sorts" role="group" aria-label={listText.sortLabel}>
          {LIST_SORTS.map((sort) => {
            const active = query.sort === sort;
            const direction = sort !== 'default' && active ? (query.order === 'asc' ? 'asc' : 'desc') : undefined;
            return (
              <Link
                key={sort}
                to={href(toggleSort(query, sort))}
                className={`yp-phonebar__sort${active ? ' is-current' : ''}`}
                aria-current={active ? 'true' : undefined}
                aria-label={direction ? `${listText.sorts[sort]}，${direction === 'asc' ? listText.ascending : listText.descending}` : undefined}
                data-sort={sort}
                data-order={direction ?? ''}
              >
                {listText.sorts[sort]}
                {sort !== 'default' ? (
                  <span className="yp-phonebar__arrow" aria-hidden="true">
                    {direction === 'asc' ? '↑' : direction === 'desc' ? '↓' : '↕'}
                  </span>
                ) : null}
              </Link>
            );
          })}
        </div>
        {filters.length > 0 || categoryChips.length > 0 ? (
          <ul className="yp-phonebar__chips" aria-label="筛选条件">
            {filters.map((chip) => (
              <li key={chip.key}>
                <Link to={href(chip.without)} className="yp-phonebar__chip is-on" aria-label={`取消筛选：${chip.label}`}>
                  {chip.label}
                  <span aria-hidden="true"> ×</span>
                </Link>
              </li>
            ))}
            {categoryChips.map((category) => {
              const chosen = category.id === categories?.chosenId;
              const next: ListQuery = { ...query, page: 1 };
              if (category.id === undefined) delete next.category;
              else next.category = category.id;
              return (
                <li key={category.id ?? 'all'}>
                  <Link to={href(next)} className={`yp-phonebar__chip${chosen ? ' is-current' : ''}`} aria-current={chosen ? 'true' : undefined}>
                    {category.name}
                  </Link>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
      <button
        type="button"
        className="yp-phonebar__filter"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={filters.length > 0 ? `筛选，已选 ${filters.length} 项` : undefined}
        onClick={() => setOpen(true)}
      >
        <FunnelIcon />
        筛选
        {filters.length > 0 ? (
          <span className="yp-phonebar__count" aria-hidden="true">
            {filters.length}
          </span>
        ) : null}
      </button>
      {open ? (
        <FilterDrawer
          query={query}
          view={view}
          categories={categories}
          onClose={() => setOpen(false)}
          onApply={(next, nextView) => {
            setOpen(false);
            void navigate(href(next, nextView));
          }}
        />
      ) : null}
    </div>
  );
}

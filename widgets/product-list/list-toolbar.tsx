import { useEffect, useState, type FormEvent } from 'react';
import { LIST_SORTS, LIST_VIEWS, orderedRange, readPrice, toggleSort, type ListQuery, type ListView } from '../../shared/contract/list-query';
import { listText } from './product-list.text';

export interface ListToolbarProps {
  query: ListQuery;
  view: ListView;
  total: number | undefined;
  onQuery: (query: ListQuery) => void;
  onView: (view: ListView) => void;
}

const priceText = (value: number | undefined) => (value === undefined ? '' : String(value));

/** Sort buttons, price range, 仅看有货, the result count and the view switch. */
export function ListToolbar({ query, view, total, onQuery, onView }: ListToolbarProps) {
  const [min, setMin] = useState(priceText(query.price_min));
  const [max, setMax] = useState(priceText(query.price_max));
  // The range shown follows the query when it changes from outside (the URL).
  useEffect(() => setMin(priceText(query.price_min)), [query.price_min]);
  useEffect(() => setMax(priceText(query.price_max)), [query.price_max]);

  const applyRange = (event: FormEvent) => {
    event.preventDefault();
    const [low, high] = orderedRange(readPrice(min), readPrice(max));
    setMin(priceText(low));
    setMax(priceText(high));
    const next: ListQuery = { ...query, page: 1 };
    delete next.price_min;
    delete next.price_max;
    if (low !== undefined) next.price_min = low;
    if (high !== undefined) next.price_max = high;
    onQuery(next);
  };

  const onStock = (checked: boolean) => {
    const next: ListQuery = { ...query, page: 1 };
    if (checked) next.in_stock = 1;
    else delete next.in_stock;
    onQuery(next);
  };

  return (
    <div className="yp-toolbar" part="toolbar">
      <div className="yp-toolbar__sorts" role="group" aria-label={listText.sortLabel}>
        {LIST_SORTS.map((sort) => {
          const active = query.sort === sort;
          const arrow = sort !== 'default' && active ? (query.order === 'asc' ? '↑' : '↓') : '';
          return (
            <button
              key={sort}
              type="button"
              className={`yp-sort${active ? ' is-active' : ''}`}
              part="sort"
              data-sort={sort}
              data-order={active ? (query.order ?? '') : ''}
              aria-pressed={active}
              aria-label={arrow ? `${listText.sorts[sort]}，${query.order === 'asc' ? listText.ascending : listText.descending}` : undefined}
              onClick={() => onQuery(toggleSort(query, sort))}
            >
              {listText.sorts[sort]}
              {sort !== 'default' ? (
                <span className="yp-sort__arrow" aria-hidden="true">
                  {arrow || '↕'}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>

      <form className="yp-toolbar__range" onSubmit={applyRange} aria-label={listText.priceRange}>
        <span className="yp-toolbar__range-label">¥</span>
        <input
          className="yp-toolbar__price"
          name="price_min"
          inputMode="decimal"
          placeholder={listText.priceMin}
          aria-label={listText.priceMin}
          value={min}
          onChange={(event) => setMin(event.currentTarget.value.replace(/[^\d.]/g, ''))}
        />
        <span aria-hidden="true">–</span>
        <input
          className="yp-toolbar__price"
          name="price_max"
          inputMode="decimal"
          placeholder={listText.priceMax}
          aria-label={listText.priceMax}
          value={max}
          onChange={(event) => setMax(event.currentTarget.value.replace(/[^\d.]/g, ''))}
        />
        <button type="submit" className="yp-btn yp-btn--small">
          {listText.apply}
        </button>
      </form>

      <label className="yp-toolbar__stock">
        <input type="checkbox" name="in_stock" checked={query.in_stock === 1} onChange={(event) => onStock(event.currentTarget.checked)} />
        {listText.inStock}
      </label>

      <span className="yp-toolbar__count" part="count" aria-live="polite">
        {total === undefined ? '' : listText.count(total)}
      </span>

      <div className="yp-toolbar__views" role="group" aria-label={listText.viewLabel}>
        {LIST_VIEWS.map((option) => (
          <button
            key={option}
            type="button"
            className={`yp-view${view === option ? ' is-active' : ''}`}
            part="view"
            data-view={option}
            aria-pressed={view === option}
            onClick={() => view !== option && onView(option)}
          >
            {listText.views[option]}
          </button>
        ))}
      </div>
    </div>
  );
}

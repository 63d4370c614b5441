import { useState, type FormEvent } from 'react';
import { zh } from '../text/zh.text';
import { useStyles } from './use-styles';
import css from './pager.css?inline';

/** A page answer's facts: a Page<T> (current_page, last_page) or a list counted by page size (page, per_page). */
export type PageFacts = { current_page: number; last_page: number; total: number } | { page: number; per_page: number; total: number };

export type PagerProps = {
  onChange: (page: number) => void;
} & (
  | {
      /** 1-based current page (Page<T>.current_page). */
      current: number;
      /** Page<T>.last_page. */
      lastPage: number;
      /** Page<T>.total; shown as 共 N 条 when given. */
      total?: number;
    }
  | {
      /** The answer whose pages these are: its current and last page and its total (共 N 条). */
      of: PageFacts;
    }
);

function pageNumbers(props: PagerProps): { current: number; lastPage: number; total?: number | undefined } {
  if (!('of' in props)) return props;
  const facts = props.of;
  if ('current_page' in facts) return { current: facts.current_page, lastPage: facts.last_page, total: facts.total };
  return { current: facts.page, lastPage: Math.ceil(facts.total / facts.per_page), total: facts.total };
}

/**
 * Page numbers with a window of 2 around the current page, the first and
 * last always shown, "…" for the gaps: 1 … 4 5 [6] 7 8 … 20.
 */
export function pageWindow(current: number, last: number, around = 2): Array<number | 'gap'> {
  const pages: Array<number | 'gap'> = [];
  const from = Math.max(2, current - around);
  const to = Math.min(last - 1, current + around);
  pages.push(1);
  if (from > 2) pages.push('gap');
  for (let page = from; page <= to; page += 1) pages.push(page);
  if (to < last - 1) pages.push('gap');
  if (last > 1) pages.push(last);
  return pages;
}

export function Pager(props: PagerProps) {
  const { onChange } = props;
  const { current, lastPage, total } = pageNumbers(props);
  const ref = useStyles<HTMLElement>(css);
  const [jump, setJump] = useState('');
  const last = Math.max(1, lastPage);
  const go = (page: number) => {
    const target = Math.min(last, Math.max(1, Math.trunc(page)));
    if (target !== current) onChange(target);
  };
  const onJump = (event: FormEvent) => {
    event.preventDefault();
    const page = Number(jump);
    if (Number.isFinite(page) && jump.trim() !== '') go(page);
    setJump('');
  };

  return (
    <nav ref={ref} className="yp-pager" aria-label={zh.ui.pager}>
      {total !== undefined ? <span className="yp-pager__total">{zh.ui.total(total)}</span> : null}
      <button type="button" className="yp-pager__btn" disabled={current <= 1} onClick={() => go(current - 1)}>
        {zh.ui.prev}
      </button>
      {pageWindow(current, last).map((page, index) =>
        page === 'gap' ? (
          <span key={`gap-${index}`} className="yp-pager__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={page}
            type="button"
            className="yp-pager__btn"
            aria-current={page === current ? 'page' : undefined}
            aria-label={zh.ui.pageLabel(page)}
            onClick={() => go(page)}
          >
            {page}
          </button>
        ),
      )}
      <button type="button" className="yp-pager__btn" disabled={current >= last} onClick={() => go(current + 1)}>
        {zh.ui.next}
      </button>
      {last > 1 ? (
        <form className="yp-pager__jump" onSubmit={onJump}>
          <label>
            {zh.ui.jumpTo}{' '}
            <input className="yp-pager__input" inputMode="numeric" value={jump} onChange={(event) => setJump(event.currentTarget.value.replace(/\D+/g, ''))} />{' '}
            {zh.ui.page}
          </label>
          <button type="submit" className="yp-pager__btn">
            {zh.ui.go}
          </button>
        </form>
      ) : null}
    </nav>
  );
}

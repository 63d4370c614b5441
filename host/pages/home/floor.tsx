import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { GoodsSummary } from '../../../shared/contract';
import { Empty, LoadFailed } from '../../../shared/ui';
import { GoodsCard } from '../../lib/goods-card';

interface FloorProps {
  id: string;
  title: string;
  /** A short line next to the title. */
  note?: ReactNode;
  /** Top-right: a 更多 link or a countdown. */
  aside?: ReactNode;
  tone?: 'brand' | 'red' | 'orange';
  children: ReactNode;
}

/** One floor of the home page: a coloured header and its goods. */
export function Floor({ id, title, note, aside, tone = 'brand', children }: FloorProps) {
  return (
    <section className={`yp-floor yp-floor--${tone}`} aria-labelledby={id}>
      <header className="yp-floor__head">
        <h2 id={id} className="yp-floor__title">
          {title}
        </h2>
        {note ? <span className="yp-floor__note">{note}</span> : null}
        {aside ? <div className="yp-floor__aside">{aside}</div> : null}
      </header>
      <div className="yp-floor__body">{children}</div>
    </section>
  );
}

export function MoreLink({ to, label = '查看更多' }: { to: string; label?: string }) {
  return (
    <Link to={to} className="yp-floor__more">
      {label} ›
    </Link>
  );
}

/** What a floor knows of its goods (the shape of useAsync's state). */
export interface FloorState {
  status: 'loading' | 'ready' | 'error';
  data: GoodsSummary[] | undefined;
  reload: () => void;
}

interface FloorGoodsProps {
  state: FloorState;
  empty: string;
  /** Cards per row. */
  columns?: number;
  extra?: (goods: GoodsSummary) => ReactNode;
}

/** A floor's grid with its loading, failed and empty states. */
export function FloorGoods({ state, empty, columns = 5, extra }: FloorGoodsProps) {
  if (state.status === 'loading' && !state.data) {
    return (
      <div className="yp-floor__grid" style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }} aria-busy="true">
        {Array.from({ length: columns }, (_, i) => (
          <div key={i} className="yp-floor__card-skeleton yp-skeleton" />
        ))}
      </div>
    );
  }
  if (state.status === 'error' && !state.data) {
    return <LoadFailed compact text="商品加载失败" onRetry={state.reload} />;
  }
  const goods = state.data ?? [];
  if (goods.length === 0) return <Empty compact text={empty} />;
  return (
    <div className="yp-floor__grid" style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }}>
      {goods.slice(0, columns * 2).map((item) => (
        <GoodsCard key={item.id} goods={item} extra={extra?.(item)} />
      ))}
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { createApi } from '../../shared/api/client';
import { loadSession } from '../../shared/store/session-load';
import { getBus } from '../../shared/bus/bus';
import type { GoodsSummary } from '../../shared/contract/goods';
import { seedFavorites } from '../../shared/store/favorite';
import { session } from '../../shared/store/session';
import { Empty, LoadFailed } from '../../shared/ui/empty';
import goodsCss from '../../shared/ui/goods/goods.css?inline';
import { Pager } from '../../shared/ui/pager';
import { useKeptState, useKeptValue } from '../../shared/ui/kept-state';
import { useAsync } from '../../shared/ui/use-async';
import { useSignalValue } from '../../shared/ui/use-signal-value';
import { useStyles } from '../../shared/ui/use-styles';
import { GoodsCard, GoodsTextCard } from './goods-card';
import { initialQuantity } from './goods-helpers';
import { GoodsTable } from './goods-table';
import { HotGoods } from './hot-goods';
import {
  defaultBasePath,
  queryFromProps,
  queryKey,
  readView,
  urlQuery,
  viewPath,
  type ListQuery,
  type ListQueryProps,
  type ListView,
} from '../../shared/contract/list-query';
import { listText } from './product-list.text';
import { ListToolbar } from './list-toolbar';
import css from './product-list.css?inline';
import { goodsApi } from '../../shared/api/resources/goods';
import type { KeptEntry } from '../../shared/ui/kept-state';

export type { ListQuery, ListView } from '../../shared/contract/list-query';
// The host maps its URL to props with the same codec (shared/contract/list-query.ts).
export { propsFromUrl, urlQuery, viewPath } from '../../shared/contract/list-query';

/** The component's props: the query's (the element's attributes in kebab-case) and the list's own. */
export interface ProductListProps extends ListQueryProps {
  /** Heading above the toolbar; "搜索 "…"" with keywords when absent. */
  title?: string;
  /** A zone's price rate (/welfare: 0.94), shown as 94折价 under each price; the cart charges it. */
  priceRate?: number;
  /**
   * The host's only (not an attribute): the kept state of the list's history
   * entry on a route flagged `keep` (docs/product/routes.md), where the answer shown and the
   * quantities typed are kept for Back. Absent: nothing is kept.
   */
  kept?: KeptEntry | null;
}

/** A list answer and the query (with the viewer) it answers: what a kept list holds. */
interface KeptAnswer {
  key: string;
  page: Awaited<ReturnType<typeof goodsApi.goodsList>>;
}

interface LocalState {
  /** The props the buyer's change was made on; new props from the host win over it. */
  from: string;
  query: ListQuery;
  view: ListView;
}

function SkeletonGrid({ view, count }: { view: ListView; count: number }) {
  return (
    <ul className={`yp-list-skeleton yp-list-skeleton--${view}`} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="yp-list-skeleton__item">
          {view === 'grid' ? <span className="yp-skeleton yp-list-shimmer yp-list-shimmer--image" /> : null}
          <span className="yp-skeleton yp-list-shimmer yp-list-shimmer--line" />
          <span className="yp-skeleton yp-list-shimmer yp-list-shimmer--line yp-list-shimmer--short" />
          <span className="yp-skeleton yp-list-shimmer yp-list-shimmer--line yp-list-shimmer--short" />
        </li>
      ))}
    </ul>
  );
}

/**
 * The goods list of /list, /search and the zones (docs/product/routes.md): a toolbar (sort,
 * price range, 仅看有货, count, view switch), the goods in the 大图, 列表 or
 * 无图 view, and the pager; loading, empty (with best sellers) and error
 * states. It fetches GET /api/goods/list with its query.
 *
 * The props are the query the page was opened with. A change the buyer
 * makes is kept here AND announced as 'list:query' {path, query}: the host
 * puts it in the URL and passes it back as props (the same query, so nothing
 * is fetched twice); on a partner's page nobody listens and the widget just
 * keeps its own state. Props that change later (back button) win.
 */
export function ProductList(props: ProductListProps) {
  const ref = useStyles<HTMLElement>(css, goodsCss);
  const propsQuery = queryFromProps(props);
  const propsView = readView(props.view);
  const propsKey = `${queryKey(propsQuery)}|${propsView}`;
  const [local, setLocal] = useState<LocalState | null>(null);
  const { query, view } = local && local.from === propsKey ? local : { query: propsQuery, view: propsView };
  const basePath = defaultBasePath(props);
  const key = queryKey(query);

  // Its own client: a newer query cancels this list's older one (docs/product/calls.md),
  // never another list's on the same page.
  const [api] = useState(() => createApi());
  const user = useSignalValue(session.user);
  useEffect(() => {
    // Favourites and prices depend on who is looking; load the buyer if no header did.
    if (session.status.value === 'idle') void loadSession();
  }, []);

  // docs/product/routes.md route flag `keep`: on a kept page (the host's lists, `kept`) the
  // answer shown and the quantities typed belong to the history entry, so
  // going back finds the same goods at once, without asking again.
  // Each answer carries the query it answers, so what is kept is never one query's goods under another's name.
  const answerKey = `${key}|${user?.username ?? ''}`;
  const { initial: keptAnswer, keep: keepAnswer } = useKeptValue<KeptAnswer>(props.kept, 'product-list.answer');
  const list = useAsync(
    async (): Promise<KeptAnswer> => ({ key: answerKey, page: await goodsApi.goodsList(query, { api, silent: true }) }),
    [key, user?.username ?? ''],
    { initial: keptAnswer?.key === answerKey ? keptAnswer : undefined },
  );
  const page = list.data?.page;
  const goods = page?.data ?? [];

  useEffect(() => {
    if (list.status !== 'ready') return;
    seedFavorites(list.data.page.data);
    keepAnswer(list.data);
  }, [list.status, list.data, keepAnswer]);

  const [quantities, setQuantities] = useKeptState<Record<number, number>>(props.kept, 'product-list.quantities', {});
  const quantityOf = (item: GoodsSummary) => quantities[item.id] ?? initialQuantity(item);
  const setQuantity = (item: GoodsSummary, value: number) => setQuantities((prev) => ({ ...prev, [item.id]: value }));

  const change = (nextQuery: ListQuery, nextView: ListView = view) => {
    setLocal({ from: propsKey, query: nextQuery, view: nextView });
    getBus().emit('list:query', { path: viewPath(basePath, nextView), query: urlQuery(nextQuery) });
  };

  const scrollTarget = useRef<HTMLDivElement>(null);
  const goToPage = (next: number) => {
    change({ ...query, page: next });
    const top = scrollTarget.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) scrollTarget.current?.scrollIntoView({ block: 'start' });
  };

  const title = props.title || (query.keywords ? listText.searchTitle(query.keywords) : '');
  const loadingFirst = list.status === 'loading' && !page;
  const failed = list.status === 'error';

  let body;
  if (failed) {
    body = <LoadFailed text={listText.failed} onRetry={list.reload} />;
  } else if (loadingFirst) {
    body = <SkeletonGrid view={view} count={view === 'grid' ? 10 : 8} />;
  } else if (goods.length === 0) {
    body = (
      <div className="yp-state yp-state--empty" part="empty">
        <Empty
          icon="box"
          text={
            <>
              <strong className="yp-state__title">{listText.empty}</strong>
              <span className="yp-state__hint">{listText.emptyHint}</span>
            </>
          }
        />
        <HotGoods />
      </div>
    );
  } else if (view === 'table') {
    body = <GoodsTable goods={goods} quantityOf={quantityOf} onQuantity={setQuantity} priceRate={props.priceRate} />;
  } else {
    const Item = view === 'grid' ? GoodsCard : GoodsTextCard;
    body = (
      <ul className={`yp-${view === 'grid' ? 'grid' : 'text-grid'}`} part="goods">
        {goods.map((item, index) => (
          <Item
            key={item.id}
            goods={item}
            quantity={quantityOf(item)}
            onQuantity={(value) => setQuantity(item, value)}
            priceRate={props.priceRate}
            first={index === 0}
          />
        ))}
      </ul>
    );
  }

  return (
    <section
      ref={ref}
      className={`yp-list yp-surface yp-list--${view}`}
      part="list"
      aria-label={title || listText.goodsList}
      aria-busy={list.status === 'loading'}
      data-status={list.status}
    >
      <div ref={scrollTarget} />
      {title ? <h2 className="yp-title">{title}</h2> : null}
      <ListToolbar query={query} view={view} total={page?.total} onQuery={(next) => change(next)} onView={(next) => change(query, next)} />
      <div className={`yp-body${list.status === 'loading' && page ? ' is-reloading' : ''}`}>{body}</div>
      {!failed && page && page.last_page > 1 ? (
        <div className="yp-list-pager" part="pager">
          <Pager of={page} onChange={goToPage} />
        </div>
      ) : null}
    </section>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { orderApi } from '../../../shared/api/resources/order';
import { ORDER_TABS, type OrderSummary } from '../../../shared/contract/order';
import { ORDER_STATUS_TEXT, ORDER_STATUS, ORDER_AFTER_SALE_STATE } from '../../../shared/contract/statuses';
import { formatDate, formatYuan } from '../../../shared/domain';
import { Empty, LoadFailed, Loading, Pager, useAsync } from '../../../shared/ui';
import { OrderActions } from '../../../widgets/order-page/order-page.component';
import { ORDERS_PATH } from '../../paths';
import { queryHref, readQuery, type ListQuery } from './order-list-query';
import { MemberPage } from '../../lib/member-shell';
import { LinkTabs } from '../../lib/link-tabs';
import { assetUrl } from '../../../shared/ui/asset-url';
import { MemberPanel } from '../../../shared/ui/member-panel';

/** Tab id → label: 0 全部, 1–5 the statuses, 6 售后. */
const TAB_LABEL: Record<number, string> = { 0: '全部', ...ORDER_STATUS_TEXT, 6: '售后' };
/** How many lines of an order the list card shows. */
const CARD_ITEMS = 3;

/**
 * /order (我的订单): tabs 全部/待付款/待发货/待收货/已完成/已取消/售后 with
 * counts, a search by order number or goods name, the orders as cards with
 * their first lines and the buttons each allows, and a pager. Tab, keyword
 * and page live in the URL, so back, reload and a shared link keep them.
 */
export default function OrderListPage() {
  return (
    <MemberPage crumbs={[{ label: '我的订单' }]}>
      <OrderList />
    </MemberPage>
  );
}

function OrderList() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = readQuery(params);
  const [keyword, setKeyword] = useState(query.keyword);
  useEffect(() => setKeyword(query.keyword), [query.keyword]);

  const list = useAsync(
    () => orderApi.orderList({ status: query.status, keyword: query.keyword, page: query.page }),
    [query.status, query.keyword, query.page],
  );
  const counts = useAsync(() => orderApi.orderCounts({}, { silent: true }).catch(() => null), [query.status, list.data]);

  const go = (next: Partial<ListQuery>) => void navigate(queryHref({ ...query, ...next }));
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    go({ keyword: keyword.trim(), page: 1 });
  };
  const refresh = () => list.reload();

  const data = list.data;
  let body;
  if (list.status === 'loading' && !data) {
    body = <Loading text="正在加载订单…" />;
  } else if (list.status === 'error' && !data) {
    body = <LoadFailed text="订单加载失败" onRetry={list.reload} />;
  } else if (!data || data.total === 0) {
    body = (
      <Empty
        icon="box"
        text={query.keyword ? `没有找到与"${query.keyword}"相关的订单` : query.status ? `暂无${TAB_LABEL[query.status]}订单` : '暂无订单'}
        action={
          query.keyword ? (
            <Link to={queryHref({ ...query, keyword: '', page: 1 })} className="yp-btn">
              清除搜索
            </Link>
          ) : (
            <Link to="/list" className="yp-btn yp-btn--primary">
              去采购
            </Link>
          )
        }
      />
    );
  } else if (data.data.length === 0) {
    body = <Navigate to={queryHref({ ...query, page: Math.max(1, data.last_page) })} replace />;
  } else {
    body = (
      <>
        <ul className="yp-order-cards" aria-busy={list.status === 'loading'}>
          {data.data.map((order) => (
            <OrderCard key={order.id} order={order} onChanged={refresh} />
          ))}
        </ul>
        <Pager of={data} onChange={(page) => go({ page })} />
      </>
    );
  }

  return (
    <MemberPanel
      id="orders-title"
      title="我的订单"
      // A GET form to this list, named as its address (order-list-query.ts): a search before hydration, or without script, still lands.
      actions={
        <form className="yp-orders__search" role="search" action={ORDERS_PATH} method="get" onSubmit={onSearch}>
          {query.status ? <input type="hidden" name="status" value={query.status} /> : null}
          <input
            type="search"
            name="keyword"
            aria-label="搜索订单"
            placeholder="订单编号 / 商品名称"
            maxLength={50}
            value={keyword}
            onChange={(event) => setKeyword(event.currentTarget.value)}
          />
          <button type="submit" className="yp-btn yp-btn--primary yp-btn--small">
            搜索
          </button>
        </form>
      }
    >
      <LinkTabs
        label="订单状态"
        current={query.status}
        tabs={ORDER_TABS.map((tab) => {
          const count = counts.data?.[String(tab)];
          return {
            key: tab,
            to: queryHref({ status: tab, keyword: query.keyword, page: 1 }),
            label: (
              <>
                {TAB_LABEL[tab]}
                {typeof count === 'number' ? <span className="yp-orders__count">{count > 999 ? '999+' : count}</span> : null}
              </>
            ),
          };
        })}
      />
      <div aria-busy={list.status === 'loading'}>{body}</div>
    </MemberPanel>
  );
}

function OrderCard({ order, onChanged }: { order: OrderSummary; onChanged: () => void }) {
  const shown = order.items.slice(0, CARD_ITEMS);
  const more = order.goods_count - shown.length;
  const detail = `/order/info/${order.id}`;
  return (
    <li className="yp-order-card" data-order-id={order.id}>
      <div className="yp-order-card__head">
        <span className="yp-order-card__time">{formatDate(order.created_at, true)}</span>
        <span>
          订单编号：
          <Link to={detail} className="yp-order-card__no">
            {order.order_no}
          </Link>
        </span>
        {order.is_hm === 1 ? <span className="yp-order-card__flag">含麻订单</span> : null}
        <span className={`yp-order-card__status yp-order-card__status--s${order.status}`}>
          {order.status_text}
          {order.status === ORDER_STATUS.unpaid && order.offline_pending === 1 ? '（待确认到账）' : ''}
          {order.after_sale_status === ORDER_AFTER_SALE_STATE.open ? ' · 售后中' : order.after_sale_status === ORDER_AFTER_SALE_STATE.done ? ' · 售后完成' : ''}
        </span>
      </div>
      <div className="yp-order-card__body">
        <ul className="yp-order-card__items">
          {shown.map((item) => (
            <li key={item.id}>
              <img src={assetUrl(item.image, 60)} alt="" width={60} height={60} loading="lazy" />
              <div>
                <span className="yp-order-card__name">{item.name}</span>
                <span className="yp-order-card__spec">
                  {item.ypgg} · {item.sccj}
                </span>
                <span className="yp-order-card__qty">
                  {formatYuan(item.price)} × {item.number}
                </span>
              </div>
            </li>
          ))}
          {more > 0 ? (
            <li className="yp-order-card__more">
              <Link to={detail}>等 {order.goods_count} 种商品</Link>
            </li>
          ) : null}
        </ul>
        <div className="yp-order-card__total">
          <span>共 {order.goods_quantity} 件</span>
          <strong>{formatYuan(order.pay_total)}</strong>
          <span className="yp-order-card__label">实付金额</span>
        </div>
        <div className="yp-order-card__actions">
          <OrderActions order={order} size="small" onDone={onChanged} />
          <Link to={detail} className="yp-order-card__detail">
            订单详情
          </Link>
        </div>
      </div>
    </li>
  );
}

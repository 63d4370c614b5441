import { useEffect, type ReactNode } from 'react';
import type { UserState } from '../../shared/contract/user';
import { ORDER_STATUS_TEXT } from '../../shared/contract/statuses';
import { formatDate, memberRankText, yuanToFen } from '../../shared/domain';
import { loadSession, session } from '../../shared/store';
import type { OrderSummary } from '../../shared/contract/order';
import { type DataColumn, DataTable } from '../../shared/ui/data-table';
import { Empty, LoadFailed } from '../../shared/ui/empty';
import { Icon } from '../../shared/ui/icon';
import { Link } from '../../shared/ui/link';
import { Price } from '../../shared/ui/price';
import { Loading } from '../../shared/ui/spinner';
import { useAsync } from '../../shared/ui/use-async';
import { useSignalValue } from '../../shared/ui/use-signal-value';
import { useStyles } from '../../shared/ui/use-styles';
import { loadMemberCentre, type MemberCentreData } from './member-centre.data';
import css from './member-centre.css?inline';
import { assetUrl } from '../../shared/ui/asset-url';

/** The last orders, each linking to its detail; a card an order on a phone. */
const RECENT_ORDER_COLUMNS: DataColumn<OrderSummary>[] = [
  {
    heading: '订单编号',
    kind: 'title',
    cell: (order) => (
      <Link to={`/order/info/${order.id}`} className="yp-mc__num">
        {order.order_no}
      </Link>
    ),
  },
  { heading: '商品', cell: (order) => `${order.items[0]?.name ?? ''}${order.goods_count > 1 ? ` 等${order.goods_count}种` : ''}` },
  { heading: '下单时间', cell: (order) => formatDate(order.created_at, true) },
  { heading: '实付金额', kind: 'num', cell: (order) => <Price fen={yuanToFen(order.pay_total)} size="sm" /> },
  { heading: '状态', cell: (order) => order.status_text },
];

/** The order tabs the centre counts, each linking its /order tab. */
const ORDER_LINKS: readonly { tab: number; label: string }[] = [
  { tab: 1, label: ORDER_STATUS_TEXT[1] },
  { tab: 2, label: ORDER_STATUS_TEXT[2] },
  { tab: 3, label: ORDER_STATUS_TEXT[3] },
  { tab: 4, label: ORDER_STATUS_TEXT[4] },
  { tab: 6, label: '退货/售后' },
];

/**
 * The member centre (/user, <yp-member-centre>): who the buyer is (company,
 * verification, rank, account manager), what they hold (balance, points,
 * coupons, cash vouchers, unread messages), their orders by status, the
 * latest orders and favourites. Every figure links the page that lists it,
 * and shows the same number that page does. Members only: a visitor sees a
 * login invitation.
 */
export function MemberCentre() {
  const ref = useStyles<HTMLDivElement>(css);
  const user = useSignalValue(session.user);
  const status = useSignalValue(session.status);
  const member = Boolean(user?.company);
  // docs/product/roles.md: no header makes the user base call for the member centre. On a
  // partner's page the element may be alone; in the host the page has made it.
  useEffect(() => {
    if (session.status.value === 'idle') void loadSession();
  }, []);
  return (
    <div ref={ref} className="yp-mc" part="page">
      {member && user ? (
        <MemberView user={user} />
      ) : status === 'ready' ? (
        <Empty
          icon="user"
          text="登录后查看会员中心"
          action={
            <Link to="/login?redirect=%2Fuser" className="yp-btn yp-btn--primary">
              去登录
            </Link>
          }
        />
      ) : (
        <Loading />
      )}
    </div>
  );
}

function MemberView({ user }: { user: UserState }) {
  const data = useAsync(loadMemberCentre, []);
  return (
    <>
      <Profile user={user} />
      {data.status === 'error' && !data.data ? (
        <section className="yp-mc__card">
          <LoadFailed text="会员信息加载失败" onRetry={data.reload} />
        </section>
      ) : !data.data ? (
        <section className="yp-mc__card">
          <Loading text="正在加载会员信息…" />
        </section>
      ) : (
        <Figures user={user} data={data.data} />
      )}
    </>
  );
}

function Profile({ user }: { user: UserState }) {
  const verified = user.is_passed === 1;
  return (
    <section className="yp-mc__card yp-mc__profile" aria-label="会员信息" part="profile">
      <span className="yp-mc__avatar">{user.face ? <img src={user.face} alt="" /> : <Icon name="user" size={36} />}</span>
      <div className="yp-mc__who">
        <h1 className="yp-mc__company">{user.company}</h1>
        <p className="yp-mc__tags">
          <span className={verified ? 'yp-mc__tag yp-mc__tag--ok' : 'yp-mc__tag yp-mc__tag--wait'}>{verified ? '资质已认证' : '资质审核中'}</span>
          <span className="yp-mc__tag yp-mc__tag--rank">{memberRankText(user.rank)}</span>
        </p>
        <p className="yp-mc__muted yp-mc__contact">
          {user.name && <span>联系人：{user.name}</span>}
          {user.phone && <span>手机：{user.phone}</span>}
        </p>
        {!verified && <p className="yp-mc__notice">您的资质正在审核中，审核通过后即可下单。</p>}
      </div>
      <div className="yp-mc__manager" aria-label={user.admin.is_default === 0 ? '专属客户经理' : '客服中心'}>
        <span className="yp-mc__muted">
          <Icon name="headset" /> {user.admin.is_default === 0 ? '专属客户经理' : '客服中心'}
        </span>
        <strong>{user.admin.name}</strong>
        <span className="yp-mc__num">{user.admin.phone}</span>
      </div>
    </section>
  );
}

function Figure({ label, to, children }: { label: string; to?: string; children: ReactNode }) {
  const body = (
    <>
      <span className="yp-mc__figure-value">{children}</span>
      <span className="yp-mc__figure-label">{label}</span>
    </>
  );
  return (
    <li className="yp-mc__figure">
      {to ? (
        <Link to={to} className="yp-mc__figure-link" aria-label={`${label}`}>
          {body}
        </Link>
      ) : (
        <div className="yp-mc__figure-link" role="group" aria-label={label}>
          {body}
        </div>
      )}
    </li>
  );
}

function Figures({ user, data }: { user: UserState; data: MemberCentreData }) {
  return (
    <>
      <section className="yp-mc__card" aria-labelledby="yp-mc-wallet" part="wallet">
        <h2 id="yp-mc-wallet" className="yp-mc__title">
          我的资产
        </h2>
        <ul className="yp-mc__figures">
          <Figure label="账户余额" to="/wdqb/yegl">
            <Price fen={yuanToFen(data.balance)} size="lg" />
          </Figure>
          <Figure label="积分" to="/wdqb/jfgl">
            <span className="yp-mc__num">{user.points}</span>
          </Figure>
          <Figure label="优惠券" to="/wdqb/yhq">
            <span className="yp-mc__num">{data.coupons}</span> 张
          </Figure>
          <Figure label="现金券" to="/wdqb/xjq">
            <span className="yp-mc__num">{data.vouchers}</span> 张
          </Figure>
          <Figure label="未读消息" to="/wdxx">
            <span className="yp-mc__num">{user.message_count}</span> 条
          </Figure>
        </ul>
        <p className="yp-mc__more">
          <Link to="/jfsc">积分商城：用积分兑换礼品 ›</Link>
        </p>
      </section>

      <section className="yp-mc__card" aria-labelledby="yp-mc-orders" part="orders">
        <div className="yp-mc__head">
          <h2 id="yp-mc-orders" className="yp-mc__title">
            我的订单
          </h2>
          <Link to="/order">全部订单 ›</Link>
        </div>
        <ul className="yp-mc__figures">
          {ORDER_LINKS.map((item) => (
            <Figure key={item.tab} label={item.label} to={`/order?status=${item.tab}`}>
              <span className="yp-mc__num">{data.counts[String(item.tab)] ?? 0}</span>
            </Figure>
          ))}
        </ul>
        {data.recentOrders.length === 0 ? (
          <Empty compact icon="order" text="还没有订单，去挑选商品吧" action={<Link to="/list">去采购</Link>} />
        ) : (
          <DataTable caption="最近订单" className="yp-mc__orders" columns={RECENT_ORDER_COLUMNS} rows={data.recentOrders} rowKey={(order) => order.id} />
        )}
      </section>

      <section className="yp-mc__card" aria-labelledby="yp-mc-favorites" part="favorites">
        <div className="yp-mc__head">
          <h2 id="yp-mc-favorites" className="yp-mc__title">
            我的收藏 <small className="yp-mc__muted">（{data.favoriteTotal}）</small>
          </h2>
          <Link to="/star">全部收藏 ›</Link>
        </div>
        {data.favorites.length === 0 ? (
          <Empty compact icon="box" text="还没有收藏的商品" />
        ) : (
          <ul className="yp-mc__goods">
            {data.favorites.map((goods) => (
              <li key={goods.id}>
                <Link to={`/list/info/${goods.id}`} className="yp-mc__goods-link">
                  <img src={assetUrl(goods.image, 96)} alt="" loading="lazy" width={96} height={96} />
                  <span className="yp-mc__goods-name">{goods.name}</span>
                  <span className="yp-mc__muted">{goods.ypgg}</span>
                  {goods.base_price !== null && <Price fen={yuanToFen(goods.base_price)} size="sm" />}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

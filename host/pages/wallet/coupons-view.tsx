import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Coupon } from '../../../shared/contract';
import { formatDate } from '../../../shared/domain';
import { AsyncView, Pager, useAsync } from '../../../shared/ui';
import { MemberPage } from '../../lib/member-shell';
import { routeId } from '../../lib/route-id';
import '../../lib/wallet.css';
import { COUPON_STATUS } from '../../../shared/contract/statuses';
import { walletApi } from '../../../shared/api/resources/wallet';
import { LinkTabs } from '../../lib/link-tabs';
import { MemberPanel } from '../../../shared/ui/member-panel';

/** docs/product/constants.md: the coupon list's per_page default. */
export const COUPON_PER_PAGE = 8;

const STATUS_TABS = [
  { status: 0, label: '未使用' },
  { status: 1, label: '已使用' },
  { status: 2, label: '已过期' },
] as const;

function statusOf(value: string | null): 0 | 1 | 2 {
  return value === '1' ? 1 : value === '2' ? 2 : 0;
}

/** A coupon list's page in the member centre: its heading, what the buyer should know, then the list. */
export function CouponsPage({ path, type, noun, note }: { path: string; type: 0 | 2; noun: string; note: ReactNode }) {
  return (
    <MemberPage crumbs={[{ label: '我的钱包' }, { label: noun }]}>
      <MemberPanel id="coupons-title" title={noun}>
        <p className="yp-wallet__note">{note}</p>
        <CouponsView path={path} type={type} noun={noun} />
      </MemberPanel>
    </MemberPage>
  );
}

/**
 * The coupon lists of the wallet: /wdqb/yhq (every coupon the buyer holds,
 * cash vouchers included) and /wdqb/xjq (cash vouchers only), each with the
 * 未使用 / 已使用 / 已过期 tabs, paged by 8.
 */
export function CouponsView({ path, type, noun }: { path: string; type: 0 | 2; noun: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const status = statusOf(params.get('status'));
  const page = routeId(params.get('page')) ?? 1;
  const list = useAsync(() => walletApi.userCoupons({ page, status, type, per_page: COUPON_PER_PAGE }), [page, status, type]);
  const href = (nextStatus: number, nextPage = 1) => {
    const query = new URLSearchParams();
    if (nextStatus) query.set('status', String(nextStatus));
    if (nextPage > 1) query.set('page', String(nextPage));
    const text = query.toString();
    return text ? `${path}?${text}` : path;
  };
  const label = STATUS_TABS[status].label;

  return (
    <>
      <LinkTabs label={`${noun}状态`} current={status} tabs={STATUS_TABS.map((tab) => ({ key: tab.status, label: tab.label, to: href(tab.status) }))} />
      <AsyncView state={list} loadingText={`正在加载${noun}…`} errorText={`${noun}加载失败`} emptyText={`暂无${label}的${noun}`}>
        {(data) => (
          <>
            <p className="yp-wallet__note" aria-live="polite">
              {label}
              {noun} 共 <b data-testid="coupon-total">{data.total}</b> 张
            </p>
            <ul className="yp-coupons" aria-label={`${label}${noun}`}>
              {data.data.map((coupon) => (
                <CouponCard key={coupon.id} coupon={coupon} />
              ))}
            </ul>
            <Pager of={data} onChange={(next) => void navigate(href(status, next))} />
          </>
        )}
      </AsyncView>
    </>
  );
}

function CouponCard({ coupon }: { coupon: Coupon }) {
  const threshold = Number(coupon.threshold) > 0 ? `满${coupon.threshold}元可用` : '无门槛';
  return (
    <li className={coupon.status === COUPON_STATUS.unused ? 'yp-coupon' : 'yp-coupon yp-coupon--off'} aria-label={coupon.name}>
      <div className="yp-coupon__amount">
        <span>
          ¥<strong>{coupon.amount}</strong>
        </span>
        <small>{threshold}</small>
      </div>
      <div className="yp-coupon__body">
        <p>
          <b>{coupon.name}</b> <small className="yp-coupon__muted">{coupon.type === 2 ? '现金券' : '满减券'}</small>
        </p>
        <p className="yp-coupon__muted">适用范围：{coupon.applies_to}</p>
        <p className="yp-coupon__muted">
          有效期：{formatDate(coupon.valid_from)} 至 {formatDate(coupon.valid_to)}
        </p>
        {coupon.status === COUPON_STATUS.unused && <Link to={coupon.goods_path}>查看可用商品 ›</Link>}
        {coupon.status === COUPON_STATUS.used && coupon.order_id > 0 && <Link to={`/order/info/${coupon.order_id}`}>已用于订单 {coupon.order_no}</Link>}
        {coupon.status === COUPON_STATUS.expired && <span className="yp-coupon__muted">已过期</span>}
      </div>
    </li>
  );
}

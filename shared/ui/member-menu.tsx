import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from './breadcrumb';
import { Link } from './link';
import { useStyles } from './use-styles';
import css from './member-menu.css?inline';

export interface MemberMenuItem {
  /** A site path, query included where the entry is a tab of a page (/order?status=6). */
  to: string;
  label: string;
  /** Whether the entry is the current page; by default its own path and the pages under it. */
  current?: (pathname: string, search: string) => boolean;
}

export interface MemberMenuSection {
  title: string;
  items: readonly MemberMenuItem[];
}

/** The order pages whose menu entry is 售后 rather than 我的订单. */
const AFTER_SALES_PAGE = /^\/order\/(afterSalesInfo|salesReturnInfo|returnInfo)\b/;
const isAfterSales = (pathname: string, search: string) =>
  (pathname === '/order' && new URLSearchParams(search).get('status') === '6') || AFTER_SALES_PAGE.test(pathname);

/**
 * The one left menu of the member, order, wallet, self-service and account
 * pages (issue 15): a section per area, each entry a page that exists (host
 * routes.test checks every entry against the route table). A new page adds
 * its entry to its section; a new area is one more section.
 */
export const MEMBER_MENU: readonly MemberMenuSection[] = [
  {
    title: '会员中心',
    items: [
      // Exact: every member page is "under" /user only by menu, not by path.
      { to: '/user', label: '会员中心首页', current: (pathname) => pathname === '/user' },
      { to: '/jfsc', label: '积分商城' },
      { to: '/wdcj', label: '我的抽奖' },
      { to: '/dzht', label: '电子合同' },
    ],
  },
  {
    title: '订单中心',
    items: [
      {
        to: '/order',
        label: '我的订单',
        current: (pathname, search) => (pathname === '/order' || pathname.startsWith('/order/')) && !isAfterSales(pathname, search),
      },
      { to: '/order?status=6', label: '售后', current: isAfterSales },
      { to: '/jfdd', label: '积分订单' },
      { to: '/hmdd', label: '含麻订单回执' },
    ],
  },
  {
    title: '我的钱包',
    items: [
      { to: '/wdqb/yegl', label: '余额管理' },
      { to: '/wdqb/jfgl', label: '积分管理' },
      { to: '/wdqb/yhq', label: '优惠券' },
      { to: '/wdqb/xjq', label: '现金券' },
    ],
  },
  {
    title: '自助服务',
    items: [
      { to: '/zzfw/kjcg', label: '快捷采购' },
      { to: '/zzfw/pzqg', label: '品种求购' },
      { to: '/zzfw/yjfk', label: '意见反馈' },
      { to: '/zzfw/star', label: '我的收藏' },
      { to: '/dzfp', label: '电子发票' },
    ],
  },
  {
    title: '账户中心',
    items: [
      // Exact: 资质证件 (/zhzx/basic/zzzj) is an entry of its own.
      { to: '/zhzx/basic', label: '基本信息', current: (pathname) => pathname === '/zhzx/basic' },
      { to: '/zhzx/basic/zzzj', label: '资质证件' },
      { to: '/zhzx/ddgl', label: '多门店管理' },
      { to: '/zhzx/bdwx', label: '绑定微信' },
      // 我的消息 is at /wdxx too (docs/product/routes.md member centre).
      { to: '/zhzx/wdxx', label: '我的消息', current: (pathname) => pathname === '/zhzx/wdxx' || pathname === '/wdxx' },
      { to: '/zhzx/jybg', label: '质检报告' },
      { to: '/zhzx/addr', label: '收货地址' },
      { to: '/zhzx/zfmm', label: '支付密码' },
      { to: '/zhzx/aqsz', label: '账户安全' },
      { to: '/zhzx/sqgl', label: '授权管理' },
    ],
  },
];

/** An entry is current on its own path and on the pages under it (/zzfw/pzqg/add under /zzfw/pzqg). */
export function isMenuItemCurrent(item: MemberMenuItem, pathname: string, search = ''): boolean {
  if (item.current) return item.current(pathname, search);
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

export interface MemberMenuProps {
  /** The current page's path, which marks its entry (aria-current="page"). */
  pathname: string;
  /** The current query, for entries that are tabs of one page (我的订单 / 售后). */
  search?: string;
}

/** The member menu. No router: entries are shared Links (navigate()), so the host and widgets render the same menu. */
export function MemberMenu({ pathname, search = '' }: MemberMenuProps) {
  const ref = useStyles<HTMLElement>(css);
  return (
    // Named 账户中心 as the account centre's menu always was, so links and checks keep finding it.
    <nav ref={ref} className="yp-orders-nav yp-member-nav" aria-label="账户中心" part="menu">
      {MEMBER_MENU.map((section) => (
        <section key={section.title} className="yp-member-nav__section">
          <h2 className="yp-orders-nav__title">{section.title}</h2>
          <ul>
            {section.items.map((item) => {
              const active = isMenuItemCurrent(item, pathname, search);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    className={active ? 'yp-orders-nav__link yp-orders-nav__link--active' : 'yp-orders-nav__link'}
                    aria-current={active ? 'page' : undefined}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </nav>
  );
}

export interface MemberFrameProps extends MemberMenuProps {
  /** The breadcrumb after 首页: the centre, then the page. */
  crumbs: Crumb[];
  children: ReactNode;
}

/** Breadcrumb on top, the member menu on the left, the page on the right. */
export function MemberFrame({ crumbs, pathname, search, children }: MemberFrameProps) {
  const ref = useStyles<HTMLDivElement>(css);
  return (
    <div ref={ref} className="yp-container yp-orders">
      <Breadcrumb items={crumbs} />
      <div className="yp-orders__body">
        <MemberMenu pathname={pathname} search={search ?? ''} />
        <div className="yp-orders__main">{children}</div>
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Breadcrumb, type Crumb } from '../shared/breadcrumb';
import '../orders/orders.css';
import './account.css';

interface NavItem {
  to: string;
  label: string;
}

/**
 * The account centre's entries (账户中心, spec §2 children of /zhzx). Only
 * pages that exist are linked.
 */
const ITEMS = [
  { to: '/zhzx/basic', label: '基本信息' },
  { to: '/zhzx/basic/zzzj', label: '资质证件' },
  { to: '/zhzx/ddgl', label: '多门店管理' },
  { to: '/zhzx/bdwx', label: '绑定微信' },
  { to: '/zhzx/wdxx', label: '我的消息' },
  { to: '/zhzx/jybg', label: '质检报告' },
  { to: '/zhzx/addr', label: '收货地址' },
  { to: '/zhzx/zfmm', label: '支付密码' },
  { to: '/zhzx/aqsz', label: '账户安全' },
  { to: '/order', label: '我的订单' },
  { to: '/star', label: '我的收藏' },
] as const;

/** 会员中心: the centre itself and the points mall. */
const MEMBER_ITEMS: readonly NavItem[] = [
  { to: '/user', label: '会员中心首页' },
  { to: '/jfsc', label: '积分商城' },
  { to: '/jfdd', label: '积分订单' },
  { to: '/dzht', label: '电子合同' },
];

/** 我的钱包 (/wdqb). */
const WALLET_ITEMS: readonly NavItem[] = [
  { to: '/wdqb/yegl', label: '余额管理' },
  { to: '/wdqb/jfgl', label: '积分管理' },
  { to: '/wdqb/yhq', label: '优惠券' },
  { to: '/wdqb/xjq', label: '现金券' },
];

/** 自助服务 (/zzfw). */
const SELF_SERVICE_ITEMS: readonly NavItem[] = [
  { to: '/zzfw/kjcg', label: '快捷采购' },
  { to: '/zzfw/pzqg', label: '品种求购' },
  { to: '/zzfw/yjfk', label: '意见反馈' },
  { to: '/dzfp', label: '电子发票' },
];

/**
 * The left menu of the member and account centres, one component: a section
 * per area, each entry a page that exists. A new page adds its entry to its
 * section's list (a new area: one line in MENU_SECTIONS).
 */
export const MENU_SECTIONS: readonly { title: string; items: readonly NavItem[] }[] = [
  { title: '会员中心', items: MEMBER_ITEMS },
  { title: '我的钱包', items: WALLET_ITEMS },
  { title: '自助服务', items: SELF_SERVICE_ITEMS },
  { title: '账户中心', items: ITEMS },
];

/** An entry is current on its own path and on the pages under it (/zzfw/pzqg/add under /zzfw/pzqg). */
function isCurrent(to: string, pathname: string): boolean {
  return pathname === to || (to !== '/user' && pathname.startsWith(`${to}/`));
}

export function AccountNav() {
  const { pathname } = useLocation();
  return (
    // The order centre's nav look (orders.css); named 账户中心 as before, so existing checks and links still find it.
    <nav className="ys-orders-nav ys-member-nav" aria-label="账户中心">
      {MENU_SECTIONS.map((section) => (
        <section key={section.title} className="ys-member-nav__section">
          <h2 className="ys-orders-nav__title">{section.title}</h2>
          <ul>
            {section.items.map((item) => {
              const active = isCurrent(item.to, pathname);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    className={active ? 'ys-orders-nav__link ys-orders-nav__link--active' : 'ys-orders-nav__link'}
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

/** Breadcrumb under `root`, the side nav on the left, the page on the right. */
function Shell({ root, crumbs, children }: { root: Crumb; crumbs: Crumb[]; children: ReactNode }) {
  return (
    <div className="yp-container ys-orders">
      <Breadcrumb items={[root, ...crumbs]} />
      <div className="ys-orders__body">
        <AccountNav />
        <div className="ys-orders__main">{children}</div>
      </div>
    </div>
  );
}

/** The account centre's frame (/zhzx/*). */
export function AccountShell({ crumbs, children }: { crumbs: Crumb[]; children: ReactNode }) {
  return (
    <Shell root={{ label: '账户中心', to: '/zhzx' }} crumbs={crumbs}>
      {children}
    </Shell>
  );
}

/** The member centre's frame (/user, /wdqb/*, /jfsc, /zzfw/*): the same menu, crumbs under 会员中心. */
export function MemberShell({ crumbs, children }: { crumbs: Crumb[]; children: ReactNode }) {
  return (
    <Shell root={crumbs.length > 0 ? { label: '会员中心', to: '/user' } : { label: '会员中心' }} crumbs={crumbs}>
      {children}
    </Shell>
  );
}

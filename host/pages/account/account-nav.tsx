import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Breadcrumb, type Crumb } from '../shared/breadcrumb';
import '../orders/orders.css';
import './account.css';

/**
 * The account centre's side nav (spec §2 children of /zhzx). Only pages
 * that exist are linked.
 */
const ITEMS = [
  { to: '/zhzx/basic', label: '基本信息' },
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

export function AccountNav() {
  const { pathname } = useLocation();
  return (
    // The order centre's nav look (orders.css): the two centres sit side by side for the buyer.
    <nav className="ys-orders-nav" aria-label="账户中心">
      <h2 className="ys-orders-nav__title">账户中心</h2>
      <ul>
        {ITEMS.map((item) => {
          const active = pathname === item.to;
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
    </nav>
  );
}

/** Breadcrumb, the side nav on the left, the page on the right. */
export function AccountShell({ crumbs, children }: { crumbs: Crumb[]; children: ReactNode }) {
  return (
    <div className="yp-container ys-orders">
      <Breadcrumb items={[{ label: '账户中心', to: '/zhzx' }, ...crumbs]} />
      <div className="ys-orders__body">
        <AccountNav />
        <div className="ys-orders__main">{children}</div>
      </div>
    </div>
  );
}

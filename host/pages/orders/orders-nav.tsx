import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Breadcrumb, type Crumb } from '../shared/breadcrumb';
import './orders.css';

const ITEMS = [
  {
    to: '/order',
    label: '我的订单',
    match: (path: string, search: string) =>
      path.startsWith('/order') && !search.includes('status=6') && !/^\/order\/(afterSalesInfo|salesReturnInfo|returnInfo)/.test(path),
  },
  {
    to: '/order?status=6',
    label: '售后',
    match: (path: string, search: string) =>
      (path === '/order' && search.includes('status=6')) || /^\/order\/(afterSalesInfo|salesReturnInfo|returnInfo)/.test(path),
  },
  { to: '/jfdd', label: '积分订单', match: (path: string) => path === '/jfdd' },
  { to: '/hmdd', label: '含麻订单回执', match: (path: string) => path === '/hmdd' },
  { to: '/zhzx/addr', label: '收货地址', match: (path: string) => path === '/zhzx/addr' },
] as const;

/** The member-side sub-nav of the order pages: 我的订单 / 售后 / 积分订单 / 含麻订单回执, and 收货地址 of the account centre. */
export function OrdersNav() {
  const { pathname, search } = useLocation();
  return (
    <nav className="ys-orders-nav" aria-label="订单中心">
      <h2 className="ys-orders-nav__title">订单中心</h2>
      <ul>
        {ITEMS.map((item) => {
          const active = item.match(pathname, search);
          return (
            <li key={item.to}>
              {/* Link, not NavLink: 我的订单 and 售后 share a path and differ in the query, which NavLink ignores. */}
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

/** The frame every order-centre page shares: breadcrumb, the sub-nav on the left, the page on the right. */
export function OrdersShell({ crumbs, children }: { crumbs: Crumb[]; children: ReactNode }) {
  return (
    <div className="yp-container ys-orders">
      <Breadcrumb items={[{ label: '会员中心', to: '/user' }, ...crumbs]} />
      <div className="ys-orders__body">
        <OrdersNav />
        <div className="ys-orders__main">{children}</div>
      </div>
    </div>
  );
}

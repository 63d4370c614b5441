import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Breadcrumb, type Crumb } from '../shared/breadcrumb';
import '../orders/orders.css';
import './account.css';

/**
 * The account centre's side nav. Spec §2 lists more children of /zhzx
 * (基本信息, 多门店管理, 绑定微信, 我的消息, 质检报告); they are not built,
 * so only pages that exist are linked: a link to /zhzx/basic would land on 404.
 */
const ITEMS = [
  { to: '/zhzx/basic/zzzj', label: '资质证件' },
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
      <Breadcrumb items={[{ label: '账户中心' }, ...crumbs]} />
      <div className="ys-orders__body">
        <AccountNav />
        <div className="ys-orders__main">{children}</div>
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One tab: its label (with a count, if any) and the address it shows. */
export interface LinkTab {
  key: string | number;
  label: ReactNode;
  to: string;
}

/**
 * The status tabs above a member-centre list (订单, 优惠券, 积分, 电子发票).
 * Links, not ARIA tabs: each status is its own address (back, reload, share);
 * the current one says so with aria-current.
 */
export function LinkTabs({ label, tabs, current }: { label: string; tabs: readonly LinkTab[]; current: string | number }) {
  return (
    <nav className="yp-orders__tabs" aria-label={label}>
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          to={tab.to}
          className={tab.key === current ? 'yp-orders__tab yp-orders__tab--active' : 'yp-orders__tab'}
          aria-current={tab.key === current ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

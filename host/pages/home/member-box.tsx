import { Link } from 'react-router';
import { session } from '../../../shared/store';
import { Icon, useSignalValue } from '../../../shared/ui';

const STROKE = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinejoin: 'round', strokeLinecap: 'round' } as const;

// Drawn on the same 24-unit grid as shared/ui's icons, which have no star or coupon.
function StarIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path {...STROKE} d="m12 3.5 2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z" />
    </svg>
  );
}

function CouponIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path {...STROKE} d="M3.5 6.5h17v3.2a2.3 2.3 0 0 0 0 4.6v3.2h-17v-3.2a2.3 2.3 0 0 0 0-4.6z" />
      <path {...STROKE} d="M14.5 6.5v11" strokeDasharray="2 2" />
    </svg>
  );
}

/** The member's shortcuts: orders, favourites (/zzfw/star, in the member frame), coupons (wallet /wdqb → /yhq). */
const SHORTCUTS = [
  { to: '/order', label: '我的订单', icon: <Icon name="order" /> },
  { to: '/zzfw/star', label: '我的收藏', icon: <StarIcon /> },
  { to: '/wdqb/yhq', label: '优惠券', icon: <CouponIcon /> },
];

/**
 * The member box beside the carousel. A visitor is invited to log in or
 * register; a member (told apart by the company name, docs/product/roles.md) sees the
 * company, the account manager and shortcuts. Until the header's user call
 * answers it shows a skeleton, so neither state flashes wrongly.
 */
export function MemberBox() {
  const user = useSignalValue(session.user);
  const status = useSignalValue(session.status);
  const member = Boolean(user?.company);

  if (!member && status !== 'ready') {
    return (
      <section className="yp-member" aria-busy="true" aria-label="会员信息">
        <div className="yp-member__head">
          <span className="yp-member__avatar yp-skeleton" />
          <span className="yp-skeleton yp-site-skeleton--line" />
        </div>
        <span className="yp-skeleton yp-member__skeleton-btn" />
      </section>
    );
  }

  if (!member || !user) {
    return (
      <section className="yp-member" aria-label="会员信息">
        <div className="yp-member__head">
          <span className="yp-member__avatar">
            <Icon name="user" />
          </span>
          <div className="yp-member__hello">
            <strong>Hi，欢迎来到药批</strong>
            <span>登录后查看会员价与专属服务</span>
          </div>
        </div>
        <div className="yp-member__actions">
          <Link to="/login" className="yp-btn yp-btn--primary">
            请登录
          </Link>
          <Link to="/register" className="yp-btn">
            免费注册
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className="yp-member" aria-label="会员信息">
      <div className="yp-member__head">
        <span className="yp-member__avatar yp-member__avatar--member">{user.face ? <img src={user.face} alt="" /> : <Icon name="user" />}</span>
        <div className="yp-member__hello">
          <strong className="yp-member__company" title={user.company}>
            {user.company}
          </strong>
          <span>{user.name ? `${user.name}，您好` : '您好'}</span>
        </div>
      </div>
      <div className="yp-member__manager">
        <span className="yp-member__manager-label">
          <Icon name="headset" />
          {user.admin.is_default === 0 ? '专属客户经理' : '客服专线'}
        </span>
        <span className="yp-member__manager-contact">
          <b>{user.admin.name}</b>
          <span>{user.admin.phone}</span>
        </span>
      </div>
      <ul className="yp-member__shortcuts">
        {SHORTCUTS.map((shortcut) => (
          <li key={shortcut.to}>
            <Link to={shortcut.to}>
              {shortcut.icon}
              <span>{shortcut.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../shared/ui';

const STROKE = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinejoin: 'round', strokeLinecap: 'round' } as const;

// Drawn on the 24-unit grid of shared/ui's icons, which have no coupon, lightning or help glyph.
const couponIcon = (
  <svg viewBox="0 0 24 24" aria-hidden="true">
    <path {...STROKE} d="M3.5 6.5h17v3.2a2.3 2.3 0 0 0 0 4.6v3.2h-17v-3.2a2.3 2.3 0 0 0 0-4.6z" />
    <path {...STROKE} d="M14.5 6.5v11" strokeDasharray="2 2" />
  </svg>
);
const quickIcon = (
  <svg viewBox="0 0 24 24" aria-hidden="true">
    <path {...STROKE} d="M13.5 2.5 5 13.5h6l-1 8 8.5-11h-6z" />
  </svg>
);
const helpIcon = (
  <svg viewBox="0 0 24 24" aria-hidden="true">
    <circle {...STROKE} cx="12" cy="12" r="9" />
    <path {...STROKE} d="M9.6 9.4a2.5 2.5 0 1 1 3.4 2.3c-.7.3-1 .9-1 1.6v.4" />
    <circle cx="12" cy="17" r="1.1" fill="currentColor" />
  </svg>
);

const cashbackIcon = (
  <svg viewBox="0 0 24 24" aria-hidden="true">
    <circle {...STROKE} cx="12" cy="12" r="9" />
    <path {...STROKE} d="M8.5 7.5 12 11.5l3.5-4M8.5 12.5h7M8.5 15.5h7M12 11.5v6" />
  </svg>
);

/** The buyer's self-service entries (docs/product/routes.md 自助服务 /zzfw, the coupon centre /lqzx, and the two zones the full nav has no room for: /welfare, /hb). */
const ENTRIES: { to: string; label: string; icon: ReactNode }[] = [
  { to: '/zzfw/kjcg', label: '快捷采购', icon: quickIcon },
  { to: '/zzfw/pzqg', label: '品种求购', icon: <Icon name="search" /> },
  { to: '/lqzx', label: '领券中心', icon: couponIcon },
  { to: '/welfare', label: '福利专区', icon: <Icon name="star" /> },
  { to: '/hb', label: '满额返现', icon: cashbackIcon },
  { to: '/zzfw/yjfk', label: '意见反馈', icon: <Icon name="complaint" /> },
  { to: '/help', label: '帮助中心', icon: helpIcon },
];

/** 采购服务: shortcuts to the self-service pages, under the member box. */
export function ServiceEntries() {
  return (
    <section className="yp-services" aria-labelledby="yp-services-title">
      <h2 id="yp-services-title" className="yp-services__title">
        采购服务
      </h2>
      <ul className="yp-services__grid">
        {ENTRIES.map((entry) => (
          <li key={entry.to}>
            <Link to={entry.to}>
              <span className="yp-services__icon">{entry.icon}</span>
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

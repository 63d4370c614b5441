import { Icon, type IconName } from '../../../shared/ui';
import { zh } from '../../../shared/text/zh.text';

// The same four promises the footer makes, with the icons that say them.
const PROMISE_ICONS: IconName[] = ['shield', 'truck', 'refresh', 'headset'];

/** Shelves, boxes and a capsule in the brand's light tints: decoration only. */
function PharmacyArt() {
  return (
    <svg className="yp-login-banner__art" viewBox="0 0 360 260" aria-hidden="true">
      <defs>
        <linearGradient id="yp-art-box" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff" stopOpacity="0.95" />
          <stop offset="1" stopColor="#fff" stopOpacity="0.75" />
        </linearGradient>
      </defs>
      <rect x="20" y="236" width="320" height="8" rx="4" fill="#fff" fillOpacity="0.25" />
      {/* Shelf */}
      <rect x="36" y="40" width="176" height="196" rx="8" fill="#fff" fillOpacity="0.12" stroke="#fff" strokeOpacity="0.35" />
      <rect x="36" y="104" width="176" height="4" fill="#fff" fillOpacity="0.35" />
      <rect x="36" y="170" width="176" height="4" fill="#fff" fillOpacity="0.35" />
      <rect x="52" y="62" width="34" height="42" rx="3" fill="url(#yp-art-box)" />
      <rect x="52" y="74" width="34" height="8" fill="#1a7fd4" fillOpacity="0.5" />
      <rect x="92" y="52" width="28" height="52" rx="3" fill="url(#yp-art-box)" />
      <rect x="126" y="70" width="40" height="34" rx="3" fill="url(#yp-art-box)" />
      <path d="M140 80h12M146 74v12" stroke="#e5322d" strokeWidth="3" />
      <rect x="172" y="60" width="26" height="44" rx="10" fill="url(#yp-art-box)" />
      <rect x="52" y="128" width="46" height="42" rx="3" fill="url(#yp-art-box)" />
      <rect x="104" y="136" width="30" height="34" rx="3" fill="url(#yp-art-box)" />
      <rect x="140" y="120" width="56" height="50" rx="3" fill="url(#yp-art-box)" />
      <rect x="140" y="134" width="56" height="10" fill="#1a7fd4" fillOpacity="0.45" />
      <rect x="52" y="190" width="60" height="46" rx="3" fill="url(#yp-art-box)" />
      <rect x="118" y="198" width="36" height="38" rx="3" fill="url(#yp-art-box)" />
      <rect x="160" y="186" width="36" height="50" rx="12" fill="url(#yp-art-box)" />
      {/* Shield with a cross */}
      <path d="M272 60l52 18v40c0 40-26 64-52 76-26-12-52-36-52-76V78z" fill="#fff" fillOpacity="0.92" />
      <path d="M264 96h16v16h16v16h-16v16h-16v-16h-16v-16h16z" fill="#1a7fd4" />
      {/* Capsule */}
      <g transform="rotate(-35 300 214)">
        <rect x="266" y="202" width="68" height="24" rx="12" fill="#fff" />
        <path d="M300 202h22a12 12 0 0 1 0 24h-22z" fill="#ffb648" />
      </g>
      <circle cx="236" cy="30" r="6" fill="#fff" fillOpacity="0.5" />
      <circle cx="336" cy="40" r="4" fill="#fff" fillOpacity="0.4" />
    </svg>
  );
}

/** The left half of the login band: what the site is and what it promises. */
export function LoginBanner() {
  return (
    <section className="yp-login-banner" aria-label="药批平台介绍">
      <p className="yp-login-banner__eyebrow">药店 · 诊所 · 连锁门店</p>
      <h1 className="yp-login-banner__title">
        一站式医药采购
        <br />
        正品保障 省心省力
      </h1>
      <p className="yp-login-banner__lead">西药、中成药、中药饮片、医疗器械在线采购，客户经理一对一服务。</p>
      <ul className="yp-login-banner__promises">
        {zh.footer.promises.map((promise, i) => (
          <li key={promise.title}>
            <span className="yp-login-banner__icon">
              <Icon name={PROMISE_ICONS[i] ?? 'shield'} />
            </span>
            <span>
              <strong>{promise.title}</strong>
              <small>{promise.text}</small>
            </span>
          </li>
        ))}
      </ul>
      <PharmacyArt />
    </section>
  );
}

import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { adApi } from '../../shared/api/resources/ad';
import { contentApi } from '../../shared/api/resources/content';
import { loadSession } from '../../shared/store/session-load';
import { navigate } from '../../shared/bus/navigate';
import { getConfig } from '../../shared/config/config';
import { RIGHT_BAR_COLLAPSED_PX, RIGHT_BAR_EXPANDED_PX } from '../../shared/domain/constants';
import { cart } from '../../shared/store/cart';
import { session } from '../../shared/store/session';
import { AdLink } from '../../shared/ui/ad-link';
import { Badge } from '../../shared/ui/badge';
import { Icon, type IconName } from '../../shared/ui/icon';
import { Link } from '../../shared/ui/link';
import { QrImage } from '../../shared/ui/qr-image';
import { useAsync } from '../../shared/ui/use-async';
import { useSignalValue } from '../../shared/ui/use-signal-value';
import { useStyles } from '../../shared/ui/use-styles';
import { rightBarText as text } from './right-bar.text';
import { ServicePanel } from './service-panel';
import { useScrolled } from './use-scrolled';
import css from './right-bar.css?inline';

export { RIGHT_BAR_COLLAPSED_PX, RIGHT_BAR_EXPANDED_PX };

/** 返回顶部 shows once the page has scrolled this far. */
export const BACK_TO_TOP_OFFSET_PX = 200;

export type RightBarPanel = 'account' | 'cart' | 'service' | 'qr';

export interface RightBarProps {
  /**
   * What the 购物车 panel shows: the cart drawer. The bar never imports
   * another widget; the host passes <CartDrawer>, the element a
   * <yp-cart-drawer>.
   */
  cart?: ReactNode;
  /**
   * The cart drawer is closed here (docs/product/routes.md: on the cart page): 购物车 goes
   * to /cart instead of opening the panel.
   */
  cartClosed?: boolean;
}

/** The right-bar ad is drawn at 150 × 200 and shown a little smaller, so it covers less of the page. */
const RIGHT_AD_WIDTH_PX = 120;

/** The id of the right-bar ad the buyer closed, kept for this visit (session storage). */
const RIGHT_AD_CLOSED_KEY = 'yp.right-ad.closed';

function readSession(key: string): string | null {
  try {
    return globalThis.sessionStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeSession(key: string, value: string): void {
  try {
    globalThis.sessionStorage?.setItem(key, value);
  } catch {
    // Storage blocked: the card stays closed until the page reloads.
  }
}

/** The site's own address, for the phone-site QR: the configured site, else this page's origin. */
function siteUrl(): string {
  return getConfig().site || globalThis.location?.origin || '';
}

/**
 * The floating right bar (docs/product/routes.md Right bar): a 40 px column of buttons at
 * the right edge that opens a panel, widening the bar to 310 px — 我的账户,
 * 购物车 (count badge, the cart drawer), 消息 (badge, links /wdxx), 客服,
 * 小程序 QR — and 返回顶部 once the page has scrolled. The QR is the
 * mini-program's when the marketplace has one (site info `mini_program`);
 * otherwise the tab is 手机版 and its QR opens this site, captioned so. Esc or a second click
 * on the open button collapses it.
 */
export function RightBar({ cart: cartPanel, cartClosed = false }: RightBarProps) {
  const ref = useStyles<HTMLElement>(css);
  const user = useSignalValue(session.user);
  const cartCount = useSignalValue(cart.count);
  const site = useAsync(() => contentApi.siteInfo(), []);
  // docs/product/errors.md: ad calls fail silently; no answer, no card.
  const ad = useAsync(() => adApi.focusRight(), []);
  const [adClosed, setAdClosed] = useState(() => readSession(RIGHT_AD_CLOSED_KEY));
  const scrolled = useScrolled(BACK_TO_TOP_OFFSET_PX);
  const [open, setOpen] = useState<RightBarPanel | null>(null);
  const tabs = useRef(new Map<RightBarPanel, HTMLButtonElement>());
  const id = useId();
  const panelId = `${id}-panel`;
  const member = Boolean(user?.company);

  useEffect(() => {
    // On a partner page the bar may be the only widget: it asks who the buyer is.
    if (session.status.value === 'idle') void loadSession();
  }, []);

  const collapse = useCallback(() => {
    setOpen((current) => {
      // Focus goes back to the button that opened the panel, not to <body>.
      if (current) tabs.current.get(current)?.focus();
      return null;
    });
  }, []);

  useEffect(() => {
    if (!open) return;
    // On window, after the document: a dialog inside the panel (the delete
    // confirm) takes its own Esc first and marks it handled.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) collapse();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, collapse]);

  useEffect(() => {
    // 去购物车结算 goes to /cart with the drawer still open: on the cart page the
    // drawer is closed (docs/product/routes.md), else it covers the cart's own 去结算.
    if (cartClosed) setOpen((current) => (current === 'cart' ? null : current));
  }, [cartClosed]);

  const toggle = (panel: RightBarPanel) => {
    if (panel === 'cart' && cartClosed) {
      navigate('/cart');
      return;
    }
    setOpen((current) => (current === panel ? null : panel));
  };

  const tab = (panel: RightBarPanel, icon: IconName, label: string, badge?: ReactNode) => (
    <button
      type="button"
      ref={(node) => {
        if (node) tabs.current.set(panel, node);
        else tabs.current.delete(panel);
      }}
      className={open === panel ? 'yp-rb__tab yp-rb__tab--on' : 'yp-rb__tab'}
      part={`tab ${panel}`}
      aria-expanded={open === panel}
      aria-controls={panelId}
      title={label}
      onClick={() => toggle(panel)}
    >
      <Icon name={icon} label={label} />
      <span className="yp-rb__tab-text">{label}</span>
      {badge}
    </button>
  );

  const closeAd = (id: number) => {
    writeSession(RIGHT_AD_CLOSED_KEY, String(id));
    setAdClosed(String(id));
  };
  const liveAd = ad.data && adClosed !== String(ad.data.id) ? ad.data : null;

  const messageCount = member ? (user?.message_count ?? 0) : 0;

  // docs/product/routes.md "mini-program QR": only a real mini-program's code is called one (docs/decisions.md ADR-031).
  const miniProgram = site.data?.mini_program ?? null;
  const qrLabel = miniProgram ? text.miniProgram : text.phoneSite;
  const panelTitle = { account: text.account, cart: text.cart, service: text.service, qr: qrLabel } as const;

  return (
    <aside
      ref={ref}
      className={open ? 'yp-rb yp-rb--open' : 'yp-rb'}
      part="bar"
      aria-label={text.label}
      style={{ width: open ? RIGHT_BAR_EXPANDED_PX : RIGHT_BAR_COLLAPSED_PX }}
    >
      <div
        id={panelId}
        className="yp-rb__panel"
        part="panel"
        role="region"
        aria-label={open ? panelTitle[open] : undefined}
        hidden={!open}
        style={{ width: RIGHT_BAR_EXPANDED_PX - RIGHT_BAR_COLLAPSED_PX }}
      >
        <div className="yp-rb__panel-head">
          <span>{open ? panelTitle[open] : ''}</span>
          <button type="button" className="yp-rb__close" part="close" aria-label={text.close} onClick={collapse}>
            <Icon name="close" />
          </button>
        </div>
        <div className="yp-rb__panel-body">
          {open === 'account' ? (
            member && user ? (
              <div className="yp-rb__account" part="account-panel">
                <div className="yp-rb__muted">{text.welcome}</div>
                <div className="yp-rb__company" part="company">
                  {user.company}
                </div>
                <div className="yp-rb__manager" part="manager">
                  {user.admin.is_default === 0 ? text.manager : text.serviceDesk}：{user.admin.name} {user.admin.phone}
                </div>
                <div className="yp-rb__links">
                  <Link to="/user" className="yp-btn yp-btn--small" part="member-centre">
                    {text.memberCentre}
                  </Link>
                  <Link to="/order" className="yp-btn yp-btn--small" part="orders">
                    {text.myOrders}
                  </Link>
                </div>
              </div>
            ) : (
              <div className="yp-rb__account" part="account-panel">
                <div className="yp-rb__muted">{text.visitor}</div>
                <div className="yp-rb__links">
                  <Link to="/login" className="yp-btn yp-btn--primary yp-btn--small" part="login">
                    {text.login}
                  </Link>
                  <Link to="/register" className="yp-btn yp-btn--small" part="register">
                    {text.register}
                  </Link>
                </div>
              </div>
            )
          ) : null}
          {open === 'cart' ? <div className="yp-rb__cart">{cartPanel}</div> : null}
          {open === 'service' ? <ServicePanel user={user} site={site.data} /> : null}
          {open === 'qr' ? (
            <div className="yp-rb__qr">
              <QrImage
                src={miniProgram ? miniProgram.qr : `/img/qr.svg?text=${encodeURIComponent(siteUrl())}`}
                caption={miniProgram ? text.miniProgramCaption : text.phoneSiteCaption}
                size={160}
                part="qr-code"
              />
            </div>
          ) : null}
        </div>
      </div>
      {liveAd && !open ? (
        // Beside the bar, not in it: 40 px is too narrow for a picture; closed for the rest of the visit.
        <div className="yp-rb__ad" part="ad" role="complementary" aria-label={text.ad}>
          <AdLink url={liveAd.url} className="yp-rb__ad-link" title={liveAd.title}>
            <img src={liveAd.image} alt={liveAd.title} width={RIGHT_AD_WIDTH_PX} height={Math.round((liveAd.height / liveAd.width) * RIGHT_AD_WIDTH_PX)} />
          </AdLink>
          <button type="button" className="yp-rb__ad-close" part="ad-close" aria-label={text.closeAd} onClick={() => closeAd(liveAd.id)}>
            <Icon name="close" />
          </button>
        </div>
      ) : null}
      <nav className="yp-rb__tabs" part="tabs" aria-label={text.label}>
        {tab('account', 'user', text.account)}
        {tab('cart', 'cart', text.cart, <Badge count={cartCount} float part="cart-badge" label={text.badgeLabel(text.cart, cartCount)} />)}
        <Link to="/wdxx" className="yp-rb__tab" part="tab messages" title={text.messages}>
          <Icon name="message" label={text.messages} />
          <span className="yp-rb__tab-text">{text.messages}</span>
          <Badge count={messageCount} float part="message-badge" label={text.badgeLabel(text.messages, messageCount)} />
        </Link>
        {tab('service', 'headset', text.service)}
        {tab('qr', 'qr', qrLabel)}
        <span className="yp-rb__spacer" />
        {scrolled ? (
          <button type="button" className="yp-rb__tab" part="tab top" title={text.top} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
            <Icon name="arrowUp" label={text.top} />
          </button>
        ) : null}
      </nav>
    </aside>
  );
}

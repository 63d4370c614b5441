import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { adApi } from '../../shared/api/resources/ad';
import { contentApi } from '../../shared/api/resources/content';
import { loadSession, signOut } from '../../shared/store/session-load';
import { badgeText } from '../../shared/domain/badge';
import { cart } from '../../shared/store/cart';
import { session } from '../../shared/store/session';
import { zh } from '../../shared/text/zh.text';
import type { UserState } from '../../shared/contract/user';
import { Badge } from '../../shared/ui/badge';
import { focusableIn, trapTab } from '../../shared/ui/focus';
import { Icon } from '../../shared/ui/icon';
import { Link } from '../../shared/ui/link';
import { Logo } from '../../shared/ui/logo';
import { useAsync } from '../../shared/ui/use-async';
import { useSignalValue } from '../../shared/ui/use-signal-value';
import { useStyles } from '../../shared/ui/use-styles';
import { AppPopover } from './app-popover';
import { AddToDesktop, BroadcastNotice, TopAd, TopRightAd } from './header-extras';
import { ServiceInfo } from './service-info';
import css from './site-header.css?inline';

export interface SiteHeaderProps {
  /**
   * Do not make the user base call on mount. docs/product/roles.md: the header makes it,
   * except on the user_hyzx, login and zhzx_bdwx routes (their pages load
   * the user themselves).
   */
  skipBase?: boolean;
  /** Show the top-right advertisement (the route flag ggTopRight, docs/product/routes.md). */
  topRightAd?: boolean;
  /** The search area of the main row (the search bar widget). */
  children?: ReactNode;
}

/** Top-bar links (docs/product/routes.md Header), site paths. */
const TOP_LINKS = [
  { to: '/', label: zh.header.home },
  { to: '/user', label: zh.header.memberCentre },
  { to: '/order', label: zh.header.orders },
  { to: '/dzfp', label: zh.header.invoices },
] as const;

/**
 * The site header: the grey top bar (welcome or company, login/register or
 * 安全退出, site links, app QR) and the main row (logo, search area, cart
 * with its count, account manager, complaint line, quality reports).
 */
export function SiteHeader({ skipBase = false, topRightAd = false, children }: SiteHeaderProps) {
  const ref = useStyles<HTMLElement>(css);
  const user = useSignalValue(session.user);
  const status = useSignalValue(session.status);
  const cartCount = useSignalValue(cart.count);
  const site = useAsync(() => contentApi.siteInfo(), []);
  // docs/product/errors.md: ad calls fail silently; without an answer the extras just do not show.
  const extras = useAsync(() => adApi.focusTop(), []);
  const [leaving, setLeaving] = useState(false);
  const menu = usePhoneMenu();

  useEffect(() => {
    if (!skipBase) void loadSession();
  }, [skipBase]);

  const member = Boolean(user?.company);
  // Until the base call answers, show neither 请登录 nor a company: a member
  // must not see the login links flash.
  const pending = !member && (status === 'loading' || (status === 'idle' && !skipBase));

  const onSignOut = async () => {
    setLeaving(true);
    try {
      await signOut();
    } catch {
      // signOut showed the failure alert (docs/product/errors.md); the buyer is still logged in.
      setLeaving(false);
    }
  };

  return (
    <header ref={ref} className={menu.open ? 'yp-hd yp-hd--menu yp-surface' : 'yp-hd yp-surface'} part="header">
      {extras.data?.ad ? <TopAd ad={extras.data.ad} /> : null}
      <div
        id={menu.id}
        ref={menu.ref}
        className="yp-hd__bar"
        part="bar"
        role={menu.open ? 'dialog' : undefined}
        aria-modal={menu.open ? true : undefined}
        aria-label={menu.open ? zh.header.menu : undefined}
        onKeyDown={menu.onKeyDown}
        onClick={menu.onClick}
      >
        <div className="yp-hd__sheet-head">
          <span>{zh.header.menu}</span>
          <button type="button" className="yp-hd__sheet-close" aria-label={zh.ui.close} onClick={menu.close}>
            <Icon name="close" />
          </button>
        </div>
        <div className="yp-container yp-hd__bar-inner">
          <div className="yp-hd__welcome" aria-busy={pending} part="welcome">
            {member && user ? (
              <>
                <Icon name="user" className="yp-hd__welcome-icon" />
                <Link to="/user" className="yp-hd__company" title={user.company} part="company">
                  {user.company}
                </Link>
                <ReviewNotice user={user} />
                <button type="button" className="yp-hd__logout" onClick={() => void onSignOut()} disabled={leaving} part="logout">
                  {leaving ? zh.header.loggingOut : zh.header.logout}
                </button>
              </>
            ) : (
              <>
                <span>{zh.header.welcome}</span>
                {pending ? (
                  <span className="yp-sr-only">{zh.header.loadingUser}</span>
                ) : (
                  <>
                    <Link to="/login" className="yp-hd__login" part="login">
                      {zh.header.login}
                    </Link>
                    <Link to="/register" className="yp-hd__register" part="register">
                      {zh.header.register}
                    </Link>
                  </>
                )}
              </>
            )}
          </div>
          <BroadcastNotice lines={extras.data?.broadcast ?? []} />
          <nav aria-label={zh.header.topNav}>
            <ul className="yp-hd__links">
              {TOP_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="yp-hd__link">
                    {link.label}
                  </Link>
                </li>
              ))}
              <li>
                <AddToDesktop />
              </li>
              <li>
                <AppPopover download={site.data?.app_download} />
              </li>
              <li className="yp-hd__sheet-only">
                <Link to="/wdxx" className="yp-hd__link">
                  {zh.header.messages}
                </Link>
              </li>
            </ul>
          </nav>
          <div className="yp-hd__sheet-only">
            <ServiceInfo user={member ? user : null} site={site.data} />
          </div>
        </div>
      </div>
      {menu.open ? <div className="yp-hd__scrim" aria-hidden="true" onClick={menu.close} /> : null}
      <div className="yp-hd__main" part="main">
        <div className="yp-container yp-hd__main-inner">
          <Link to="/" className="yp-hd__logo" aria-label={zh.site.home} part="logo">
            <Logo />
          </Link>
          <div className="yp-hd__search" part="search">
            {children}
          </div>
          <Link to="/cart" className="yp-hd__cart" part="cart" aria-label={zh.header.cartLabel(badgeText(cartCount))}>
            <Icon name="cart" className="yp-hd__cart-icon" />
            <span aria-hidden="true">{zh.header.cart}</span>
            <Badge count={cartCount} float part="badge" />
          </Link>
          <ServiceInfo user={member ? user : null} site={site.data} />
          {topRightAd && extras.data?.top_right ? <TopRightAd ad={extras.data.top_right} /> : null}
          <button
            ref={menu.buttonRef}
            type="button"
            className="yp-hd__menu-btn"
            part="menu-button"
            aria-label={zh.header.menu}
            aria-haspopup="dialog"
            aria-expanded={menu.open}
            aria-controls={menu.id}
            onClick={menu.toggle}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </div>
    </header>
  );
}

/**
 * The phone menu (below 768 px, where CSS hides the top bar and shows the ≡
 * button): the top bar itself opens as a sheet, so its links, login or 安全退出
 * and the app download are one markup for both layouts. Open, it is a modal
 * dialog: focus moves in, Tab stays inside, Esc, the × or the scrim close it
 * and give focus back to the button; a followed link closes it.
 */
function usePhoneMenu() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    if (open && ref.current) (focusableIn(ref.current)[0] ?? ref.current).focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  return {
    open,
    id,
    ref,
    buttonRef,
    close,
    toggle: () => setOpen((value) => !value),
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      if (!open) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        close();
      } else if (ref.current) trapTab(event.nativeEvent, ref.current);
    },
    onClick: (event: MouseEvent<HTMLDivElement>) => {
      if (open && (event.target as Element).closest('a')) setOpen(false);
    },
  };
}

/**
 * 资质 state beside the company: 审核中 or 未通过 (with the reason) until
 * approved, then a licence expired or within 30 days of expiry; each links
 * to 资质证件 (/zhzx/basic/zzzj). Nothing when all is well.
 */
function ReviewNotice({ user }: { user: UserState }) {
  const text =
    user.review_state === 'pending'
      ? zh.header.reviewPending
      : user.review_state === 'rejected'
        ? zh.header.reviewRejected(user.review_reason ?? '')
        : (user.licence_warning ?? '');
  if (!text) return null;
  return (
    <Link to="/zhzx/basic/zzzj" className="yp-hd__review" part="review" title={text}>
      {text}
    </Link>
  );
}

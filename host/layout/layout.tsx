import { lazy, Suspense, type MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Notifier } from '../../shared/ui';
import { WIDE_MEDIA } from '../../shared/ui/breakpoints';
import { useMediaMatch } from '../../shared/ui/use-media-match';
import { SiteHeader } from '../../widgets/site-header/site-header.component';
import { CartSteps, cartStepShowsSearch } from './cart-steps';
import { HeaderSearch } from './header-search';
import { LoginHeader } from './login-header';
import { NavBar } from './nav-bar';
import { PageProgress } from './page-progress';
import { TabBar } from './tab-bar';
import { useBusNavigation } from './use-bus-navigation';
import { KeptPageProvider } from './kept-page';
import { layoutPieces } from './layout-pieces';
import { useKeptEntry } from './use-kept-pages';
import { useListQueryUrl } from './use-list-query-url';
import { useRouteChange } from './use-route-change';
import { useRouteFlags } from './use-route-flags';
import { ScrollRestoreProvider, useScrollMemory } from './use-scroll-memory';

/**
 * The right bar and its cart drawer: fixed at the window's edge, so drawing
 * it after hydration moves nothing; a phone, where it does not stand, never
 * loads its code nor asks for its ad (docs/decisions.md ADR-077).
 */
const SiteRightBar = lazy(() => import('./site-right-bar'));

/** The main content's id, the skip link's target. */
const MAIN_ID = 'yp-main';

/**
 * The skip link moves focus itself rather than following its #fragment: a
 * fragment change is a new location to the router, which would count a page
 * view and reset the scroll. The href stays for what reads links without
 * running them.
 */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  main.focus({ preventScroll: true });
  main.scrollIntoView();
}

/**
 * The page chrome, chosen by the matched route's flags (docs/product/routes.md): the main
 * header or the slim login header, the navigation row, the footer. Also the
 * per-route-change duties (title, page view, login-flag guard, scroll, the
 * kept state of routes flagged `keep`) and
 * the page's one notifier for the bus's toasts and alerts. Pages with the
 * header get the search bar (and its sticky variant) in its search slot;
 * list widgets' queries ('list:query') become the URL. Cart-flow pages
 * (flag cartStep) show the step image under the header and keep the search
 * only at steps 1 and 4 (docs/product/routes.md Cart flow).
 */
export function Layout() {
  const location = useLocation();
  const flags = useRouteFlags();
  const { SiteFooter } = layoutPieces();
  const wide = useMediaMatch(WIDE_MEDIA);
  useRouteChange(location, flags.title);
  const restoreTarget = useScrollMemory(location.key);
  // docs/product/routes.md route flag `keep`: a kept page's state belongs to its history entry.
  const keptEntry = useKeptEntry(location.key, flags.keep);
  useBusNavigation();
  useListQueryUrl();

  // The phone's tab bar goes with the main header (CSS shows it below 768 px only).
  const tabs = flags.header && !flags.headerLogin;
  const pageClass = `yp-page${flags.right ? ' yp-page--right-bar' : ''}${tabs ? ' yp-page--tabs' : ''}`;

  return (
    <div className={pageClass}>
      <a className="yp-skip" href={`#${MAIN_ID}`} onClick={skipToMain}>
        跳到主要内容
      </a>
      <PageProgress />
      {flags.headerLogin ? (
        <LoginHeader title={flags.headerTitle ?? flags.title} />
      ) : flags.header ? (
        <SiteHeader skipBase={flags.skipUserBase} topRightAd={flags.ggTopRight}>
          {cartStepShowsSearch(flags.cartStep) ? <HeaderSearch /> : null}
        </SiteHeader>
      ) : null}
      {flags.cartStep && flags.header && !flags.headerLogin ? <CartSteps step={flags.cartStep} /> : null}
      {flags.nav && !flags.headerLogin ? <NavBar /> : null}
      <main id={MAIN_ID} className="yp-site-main" tabIndex={-1}>
        <ScrollRestoreProvider value={restoreTarget}>
          <KeptPageProvider value={keptEntry}>
            <Outlet />
          </KeptPageProvider>
        </ScrollRestoreProvider>
      </main>
      {flags.footer ? <SiteFooter /> : null}
      {flags.right && wide ? (
        <Suspense fallback={null}>
          <SiteRightBar cartClosed={location.pathname.startsWith('/cart')} />
        </Suspense>
      ) : null}
      {tabs ? <TabBar /> : null}
      <Notifier />
    </div>
  );
}

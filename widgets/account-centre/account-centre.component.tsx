import { useEffect, useState, type ReactNode } from 'react';
import { getBus } from '../../shared/bus/bus';
import { navigate } from '../../shared/bus/navigate';
import { session } from '../../shared/store';
import { loadSession } from '../../shared/store/session-load';
import { Empty, Loading, MemberFrame, useSignalValue, useStyles } from '../../shared/ui';
import { goToLogin } from '../../shared/ui/goods/login-redirect';
import { ACCOUNT_PAGES, isAccountPage, type AccountPage } from './account-centre.pages';

export { ACCOUNT_PAGES, accountPageOf, type AccountPage } from './account-centre.pages';
import { AddressesPage } from './pages/address-page';
import { BasicPage } from './pages/basic-page';
import { MessagesPage } from './pages/messages-page';
import { PayPasswordPage } from './pages/pay-password-page';
import { ReportsPage } from './pages/reports-page';
import { SecurityPage } from './pages/security-page';
import { GrantsPage } from './pages/grants-page';
import { StoresPage } from './pages/stores-page';
import { WechatPage } from './pages/wechat-page';
import { ZzzjPage } from './pages/zzzj-page';
import formFieldCss from '../../shared/ui/form-field.css?inline';
import memberPagesCss from '../../shared/ui/member-pages.css?inline';
import css from './account-centre.css?inline';

export interface AccountCentreProps {
  /** Which page: basic | zzzj | ddgl | bdwx | wdxx | jybg | addr | zfmm | aqsz | sqgl (anything else shows basic). */
  page?: string;
  /** The query the page starts from ("?batch_no=…" for jybg); the host passes the route's. */
  search?: string;
}

/** Whether a host routes navigate() (the site); on a partner's page nobody does. */
function hostRoutes(): boolean {
  return getBus().listeners('navigate') > 0;
}

/**
 * The account centre (/zhzx/*, <yp-account-centre page="…">): the member
 * menu and breadcrumb around one of its pages. The same component is the
 * host's route page and, wrapped by r2wc, the custom element on a partner
 * page. Members only: in the host a visitor is sent to log in and brought
 * back (as every member page); standalone a visitor sees a login invitation.
 */
export function AccountCentre({ page, search = '' }: AccountCentreProps) {
  // The member pages' shared rules first, then this widget's own (cascade order is the order of first adoption).
  const ref = useStyles<HTMLDivElement>(memberPagesCss, formFieldCss, css);
  const status = useSignalValue(session.status);
  const member = useSignalValue(session.isMember);
  const current: AccountPage = isAccountPage(page) ? page : 'basic';
  const { path, title } = ACCOUNT_PAGES[current];
  // Standalone, the page's query lives here; in the host it is the route's (so back and shared links work).
  const [ownSearch, setOwnSearch] = useState<string | null>(null);
  const query = ownSearch ?? search;

  // docs/product/roles.md: on /zhzx/bdwx the header makes no user base call, and a standalone element may be first on the page.
  useEffect(() => {
    if (status === 'idle') void loadSession();
  }, [status]);

  useEffect(() => {
    if (status !== 'ready' || member || !hostRoutes()) return;
    const { pathname, search: routeSearch } = globalThis.location;
    navigate(`/login?redirect=${encodeURIComponent(pathname + routeSearch)}`, { replace: true });
  }, [status, member]);

  const changeSearch = (next: string) => {
    if (hostRoutes()) {
      setOwnSearch(null);
      navigate(`${path}${next}`);
    } else setOwnSearch(next);
  };

  // A member already known stays on the page while the header asks again (it does on mount), as MemberOnly does:
  // unmounting the page for that moment drew it anew after hydration and lost what the buyer had typed on it.
  const known = status === 'ready' || member;
  let body: ReactNode;
  if (!known) body = null;
  else if (!member)
    body = (
      <Empty
        icon="user"
        text="登录后查看账户中心"
        action={
          <button type="button" className="yp-btn yp-btn--primary" onClick={goToLogin}>
            去登录
          </button>
        }
      />
    );
  else body = pageBody(current, query, changeSearch);

  return (
    <div ref={ref} className="yp-ac" part="page">
      {!known ? (
        <div className="yp-container yp-orders-wait">
          <Loading />
        </div>
      ) : (
        <MemberFrame crumbs={[{ label: '账户中心', to: '/zhzx' }, { label: title }]} pathname={path}>
          {body}
        </MemberFrame>
      )}
    </div>
  );
}

function pageBody(page: AccountPage, search: string, onSearch: (search: string) => void): ReactNode {
  switch (page) {
    case 'basic':
      return <BasicPage />;
    case 'zzzj':
      return <ZzzjPage />;
    case 'ddgl':
      return <StoresPage />;
    case 'bdwx':
      return <WechatPage />;
    case 'wdxx':
      return <MessagesPage />;
    case 'jybg':
      return <ReportsPage search={search} onSearch={onSearch} />;
    case 'addr':
      return <AddressesPage />;
    case 'zfmm':
      return <PayPasswordPage />;
    case 'aqsz':
      return <SecurityPage />;
    case 'sqgl':
      return <GrantsPage />;
  }
}

import { useLocation } from 'react-router';
import { AccountCentre, accountPageOf } from '../../../widgets/account-centre/account-centre.component';

/**
 * /zhzx/* and /wdxx: the account-centre widget's component (the same one
 * <yp-account-centre> wraps), told which page the route is and its query.
 * The component keeps members-only itself (a visitor goes to /login and back).
 */
export default function AccountCentrePage() {
  const { pathname, search } = useLocation();
  return <AccountCentre page={accountPageOf(pathname) ?? 'basic'} search={search} />;
}

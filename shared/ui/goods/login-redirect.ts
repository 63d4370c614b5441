import { getBus } from '../../bus/bus';
import { navigate } from '../../bus/navigate';

/**
 * Sends a visitor to /login with a way back. With a host on the page the way
 * back is the route; on a partner page (nobody routes) the login happens on
 * the full site, so it is the partner page's absolute address — the same rule
 * the API client follows for 10001 (shared/api/effects).
 */
export function goToLogin(): void {
  const location = globalThis.location;
  const hostListens = getBus().listeners('navigate') > 0;
  const back = !location ? '/' : hostListens ? location.pathname + location.search : location.href;
  navigate(`/login?redirect=${encodeURIComponent(back)}`);
}

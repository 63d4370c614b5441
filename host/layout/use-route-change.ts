import { useEffect, useRef } from 'react';
import type { Location } from 'react-router';
import { getBus } from '../../shared/bus';
import { takeLoginFlag } from './login-flag';
import { documentTitle } from './site-title';

/**
 * What docs/product/routes.md asks of every route change, in order:
 * 1. the route guard: a login flag in session storage is cleared and the
 *    page reloads (nothing else is done for a page about to go away). On the
 *    first render the page has just loaded, so the flag is only cleared;
 * 2. the document title becomes the route title plus the site title;
 * 3. a page view is announced on the bus, where the stats adapter hears it.
 * Keyed on the history entry: a new visit to the same path counts again.
 */
export function useRouteChange(location: Location, routeTitle: string): void {
  const lastKey = useRef<string | null>(null);
  useEffect(() => {
    // StrictMode runs effects twice in development; one entry is one view.
    if (lastKey.current === location.key) return;
    const initial = lastKey.current === null;
    lastKey.current = location.key;
    const flagged = takeLoginFlag();
    if (flagged && !initial) {
      window.location.reload();
      return;
    }
    const title = documentTitle(routeTitle);
    document.title = title;
    getBus().emit('stats:pageview', { path: `${location.pathname}${location.search}`, title });
  }, [location.key]); // eslint-disable-line react-hooks/exhaustive-deps
}

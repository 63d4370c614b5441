import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider, type HydrationState, type RouteObject } from 'react-router';
import { forgetFirstAnswers } from '../shared/api';
import { loadMatchedRoutes, siteRouteObjects } from './route-objects';

export type SiteRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The browser's router. On a page the server rendered, `hydrationData` is the
 * server router's state (host/entry-server.tsx), and the matched routes' code
 * is loaded first, so the first render is the page the HTML shows.
 */
export async function createSiteRouter(hydrationData?: HydrationState): Promise<SiteRouter> {
  const routeObjects: RouteObject[] = siteRouteObjects();
  await loadMatchedRoutes(routeObjects, window.location.pathname);
  const router = createBrowserRouter(routeObjects, hydrationData ? { hydrationData } : {});
  // The answers written into the page were for its first location only.
  const firstLocation = router.state.location.key;
  const stopWatching = router.subscribe((state) => {
    if (state.location.key === firstLocation) return;
    stopWatching();
    forgetFirstAnswers();
  });
  return router;
}

/** The site; `onCommit` runs once the first render (the hydration of the server's HTML) is on screen. */
export function App({ router, onCommit }: { router: SiteRouter; onCommit?: () => void }) {
  useEffect(() => {
    onCommit?.();
  }, [onCommit]);
  return <RouterProvider router={router} />;
}

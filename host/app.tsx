import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider, type HydrationState } from 'react-router';
import { forgetFirstAnswers } from '../shared/api';
import { firstRouteObjects, siteRouteObjects } from './route-objects';

/** Resolves in a new task, so the browser can paint or handle input in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    window.setTimeout(resolve, 0);
  });
}

export type SiteRouter = ReturnType<typeof createBrowserRouter>;

/** Resolves once the router has loaded the first location's route code (and any loader the page's data lacks). */
function initialized(router: SiteRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * The browser's router. On a page the server rendered, `hydration` is the
 * server router's state (host/entry-server.tsx) and the route it drew: the
 * router starts with that route alone and takes in the rest of the table on
 * the first navigation (host/route-objects.tsx firstRouteObjects). The router
 * loads the matched routes' code itself before it calls itself initialized,
 * and the app renders only then, so the first render is the page the HTML
 * shows, not a route's loading state.
 */
export async function createSiteRouter(hydration?: { state: HydrationState; routeId: string }): Promise<SiteRouter> {
  // A task of its own, not the one that has just evaluated the entry (React included): one long task on a phone.
  await nextTask();
  let router: SiteRouter;
  if (hydration) {
    const { routes, patchRest } = firstRouteObjects(hydration.routeId, window.location.pathname);
    router = createBrowserRouter(routes, { hydrationData: hydration.state, patchRoutesOnNavigation: patchRest });
  } else {
    router = createBrowserRouter(siteRouteObjects());
  }
  await initialized(router);
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

import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider, type HydrationState, type RouteObject } from 'react-router';
import { forgetFirstAnswers } from '../shared/api';
import { loadMatchedRoutes, siteRouteObjects } from './route-objects';

/** Resolves in a new task, so the browser can paint or handle input in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    window.setTimeout(resolve, 0);
  });
}

export type SiteRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The browser's router. On a page the server rendered, `hydrationData` is the
 * server router's state (host/entry-server.tsx), and the matched routes' code
 * is loaded first, so the first render is the page the HTML shows.
 */
export async function createSiteRouter(hydrationData?: HydrationState): Promise<SiteRouter> {
  // A task of its own: matching the URL against the whole route table and asking for the page's chunks (some
  // 10 ms of a fast CPU) would otherwise run in the task that has just evaluated the entry, React included, and
  // make it one long task on a phone.
  await nextTask();
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

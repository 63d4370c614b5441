import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider, type HydrationState } from 'react-router';
import { forgetFirstAnswers } from '../shared/api';
import { siteRouteObjects } from './route-objects';

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
 * The browser's router. On a page the server rendered, `hydrationData` is the
 * server router's state (host/entry-server.tsx). The router loads the matched
 * routes' code itself before it calls itself initialized, and the app renders
 * only then, so the first render is the page the HTML shows, not a route's
 * loading state. Matching by the router's own table: a match of ours
 * beforehand flattened and compiled the 88-route table a second time (some
 * 30 ms of a phone's start).
 */
export async function createSiteRouter(hydrationData?: HydrationState): Promise<SiteRouter> {
  // A task of its own: matching the URL against the whole route table and asking for the page's chunks (some
  // 10 ms of a fast CPU) would otherwise run in the task that has just evaluated the entry, React included, and
  // make it one long task on a phone.
  await nextTask();
  const router = createBrowserRouter(siteRouteObjects(), hydrationData ? { hydrationData } : {});
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

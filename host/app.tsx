import { createBrowserRouter, redirect, RouterProvider, type RouteObject } from 'react-router';
import { forgetFirstAnswers } from '../shared/api';
import { Layout } from './layout/layout';
import { PageLoading } from './layout/page-loading';
import { RouteError } from './layout/route-error';
import { isRedirect, NOT_FOUND_PATH, routes, type SiteRoute } from './routes';

/** Turns one row of the route table into a react-router route; the flags ride on `handle`. */
function toRouteObject(route: SiteRoute): RouteObject {
  if (isRedirect(route)) {
    const target = route.redirectTo;
    return { path: route.path, loader: ({ params }) => redirect(typeof target === 'function' ? target(params) : target) };
  }
  const { path, page, ...flags } = route;
  return {
    path,
    handle: flags,
    lazy: async () => {
      const module = await page();
      return { Component: module.default };
    },
  };
}

export function createSiteRouter() {
  return createBrowserRouter([
    {
      Component: Layout,
      // Shown while the first page's code loads, before the layout can render.
      HydrateFallback: PageLoading,
      errorElement: <RouteError />,
      children: [
        ...routes.map(toRouteObject),
        // Spec §2: any unknown path redirects to /404.
        { path: '*', loader: () => redirect(NOT_FOUND_PATH) },
      ],
    },
  ]);
}

const router = createSiteRouter();

/**
 * Resolves once the first page's code has loaded (its lazy route), so the
 * first render is that page rather than the loading state: until then the
 * server's first paint (server/render/) stays on screen.
 */
export function firstPageReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

// The answers written into the page were for its first location only.
const firstLocation = router.state.location.key;
const stopWatching = router.subscribe((state) => {
  if (state.location.key === firstLocation) return;
  stopWatching();
  forgetFirstAnswers();
});

export function App() {
  return <RouterProvider router={router} />;
}

import { createBrowserRouter, redirect, RouterProvider, type RouteObject } from 'react-router';
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

export function App() {
  return <RouterProvider router={router} />;
}

import { redirect, type RouteObject } from 'react-router';
import { loadLayoutPieces } from './layout/layout-pieces';
import './layout/layout-styles';
import { PageLoading } from './layout/page-loading';
import { RouteError } from './layout/route-error';
import { isRedirect, NOT_FOUND_PATH, routes, type SiteRoute } from './routes';

/**
 * The route table as react-router routes, one tree for the server's render
 * (host/entry-server.tsx) and the browser's router (host/app.tsx), so both
 * match a URL alike and render the same elements.
 */

/** Turns one row of the route table into a react-router route; the flags ride on `handle`. */
function toRouteObject(route: SiteRoute): RouteObject {
  if (isRedirect(route)) {
    const target = route.redirectTo;
    return { path: route.path, loader: ({ params }) => redirect(typeof target === 'function' ? target(params) : target) };
  }
  const { path, page, ...flags } = route;
  return {
    path,
    // The page's loader rides along for the server, which preloads the page's files (host/entry-server.tsx).
    handle: { ...flags, page },
    lazy: async () => {
      const module = await page();
      return { Component: module.default };
    },
  };
}

export function siteRouteObjects(): RouteObject[] {
  return [
    {
      id: 'site',
      // The layout is a chunk of its own, and its off-screen pieces too (host/layout/layout-pieces.ts): each is
      // evaluated in a task of its own instead of inside the entry's (docs/decisions.md ADR-067). Like a page's
      // code, it is loaded before the server renders and before the browser hydrates (host/app.tsx createSiteRouter).
      lazy: async () => {
        const [{ Layout }] = await Promise.all([import('./layout/layout'), loadLayoutPieces()]);
        return { Component: Layout };
      },
      // Shown while the first page's code loads, before the layout can render.
      HydrateFallback: PageLoading,
      errorElement: <RouteError />,
      children: [
        ...routes.map(toRouteObject),
        // docs/product/routes.md: any unknown path redirects to /404.
        { path: '*', loader: () => redirect(NOT_FOUND_PATH) },
      ],
    },
  ];
}

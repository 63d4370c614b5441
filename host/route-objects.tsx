import { redirect, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
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
    return { id: route.path, path: route.path, loader: ({ params }) => redirect(typeof target === 'function' ? target(params) : target) };
  }
  const { path, page, ...flags } = route;
  return {
    // The path is the id: the server's render and a browser's table of fewer routes (firstRouteObjects) name a route
    // alike, and the loader data the page carries is keyed by it.
    id: path,
    path,
    // The page's loader rides along for the server, which preloads the page's files (host/entry-server.tsx).
    handle: { ...flags, page },
    lazy: async () => {
      const module = await page();
      return { Component: module.default };
    },
  };
}

const SITE_ROUTE_ID = 'site';

function siteRoute(children: RouteObject[]): RouteObject {
  return {
    id: SITE_ROUTE_ID,
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
    children,
  };
}

function pageRouteObjects(): RouteObject[] {
  return [
    ...routes.map(toRouteObject),
    // docs/product/routes.md: any unknown path redirects to /404.
    { id: '*', path: '*', loader: () => redirect(NOT_FOUND_PATH) },
  ];
}

/** The whole table: the server's, and the browser's when it renders a page the server did not. */
export function siteRouteObjects(): RouteObject[] {
  return [siteRoute(pageRouteObjects())];
}

/**
 * The browser's first table on a page the server rendered: the layout and the one route the server drew
 * (`routeId`, for `pathname`), and the rest on the first navigation elsewhere. Ranking and compiling all 88 routes
 * was the largest task of a phone's start after the first paint; the page being hydrated needs only its own. Once
 * patched in, the whole table ranks as the server's does.
 */
export function firstRouteObjects(routeId: string, pathname: string): { routes: RouteObject[]; patchRest: PatchRoutesOnNavigationFunction } {
  const all = pageRouteObjects();
  const first = all.filter((route) => route.id === routeId);
  let patched = false;
  return {
    routes: [siteRoute(first)],
    patchRest: ({ path, patch }) => {
      // The router asks for a route with parameters (/list/info/:id) whether a more specific one is still to come;
      // for the server's own path the answer is no, since the server matched it against the whole table.
      if (patched || (first.length > 0 && path === pathname)) return;
      patched = true;
      patch(
        SITE_ROUTE_ID,
        all.filter((route) => route.id !== routeId),
      );
    },
  };
}

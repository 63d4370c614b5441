import type { FastifyInstance } from 'fastify';
import * as calls from '../../shared/contract/calls';
import { route, type AppDeps } from '../http/route';

/**
 * The embed's settings for the page asking (issue 13, "partners as data"):
 * which widgets its loader may load. The page is known by its Origin
 * header, which a browser sets on every cross-origin request and a page
 * cannot forge. The site's own origins (and no Origin: a same-origin or
 * non-browser request) have every widget; an active partner's page has the
 * widgets of its registry row; any other origin none (CORS keeps it from
 * reading the answer anyway). What a page may show is a product decision
 * the registry records, not a security boundary: the API's own checks
 * (CORS, OAuth scopes, ownership) guard the data whatever the page loads.
 */
export function registerEmbedRoutes(app: FastifyInstance, deps: AppDeps): void {
  // The answer depends on the page's origin: @fastify/cors (a function of the origin) already sends Vary: Origin.
  route(app, deps, calls.embedSettings, async ({ request }) => {
    const origin = request.headers.origin;
    if (origin === undefined || origin === `${request.protocol}://${request.host}` || deps.allowedOrigins.has(origin)) return { widgets: null };
    return { widgets: [...((await deps.partners.widgetsOf(origin)) ?? [])] };
  });
}

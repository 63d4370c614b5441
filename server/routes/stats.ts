import type { FastifyInstance } from 'fastify';
import * as calls from '../../shared/contract/calls';
import { clientMeta } from '../http/client-meta';
import { route, type AppDeps } from '../http/route';

export interface PageViewLimit {
  /** Views one client IP may record per window; more are dropped silently. */
  max: number;
  windowMs: number;
}

export const DEFAULT_PAGE_VIEW_LIMIT: PageViewLimit = { max: 60, windowMs: 60_000 };

export function registerStatsRoutes(app: FastifyInstance, deps: AppDeps, limit: PageViewLimit = DEFAULT_PAGE_VIEW_LIMIT): void {
  route(app, deps, calls.pageView, async ({ input, session, request }) => {
    const meta = clientMeta(request);
    // Past the limit the view is dropped but still answered with success:
    // the client ignores stats failures anyway, and a flood learns nothing.
    const hits = await deps.counters.hitWindow(`pageview:${meta.ip}`, deps.auth.clock(), limit.windowMs);
    if (hits > limit.max) return null;
    await deps.stats.recordPageView({
      path: input.path,
      title: input.title,
      referrer: input.referrer,
      userId: session?.userId ?? null,
      ip: meta.ip,
      userAgent: meta.userAgent,
    });
    return null;
  });
}

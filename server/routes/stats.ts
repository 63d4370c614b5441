import type { FastifyInstance } from 'fastify';
import * as calls from '../../shared/contract/calls';
import { clientMeta } from '../http/client-meta';
import { route, type AppDeps } from '../http/route';

export function registerStatsRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, calls.pageView, async ({ input, session, request }) => {
    const meta = clientMeta(request);
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

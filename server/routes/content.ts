import type { FastifyInstance } from 'fastify';
import * as calls from '../../shared/contract/calls';
import { siteOrigin } from '../http/client-meta';
import { route, type AppDeps } from '../http/route';
import { focusCommon, homeFocus, siteFooter, siteInfo } from '../services/content';
import { navigation } from '../services/navigation';

export function registerContentRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, calls.focusCommon, () => focusCommon(deps.db));
  route(app, deps, calls.globalLinks, () => navigation(deps.db));
  route(app, deps, calls.homeFocus, () => homeFocus(deps.db));
  route(app, deps, calls.siteFooter, ({ request }) => siteFooter(deps.db, siteOrigin(request, deps.publicUrl)));
  route(app, deps, calls.siteInfo, ({ request }) => siteInfo(deps.db, siteOrigin(request, deps.publicUrl)));
}

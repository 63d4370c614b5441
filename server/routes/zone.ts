import type { FastifyInstance } from 'fastify';
import * as calls from '../../shared/contract/calls';
import { route, type AppDeps } from '../http/route';
import { activityDetail, activityList, recordTap, resolveActivity } from '../services/zone/activities';
import { controlledAds, zoneFocus } from '../services/zone/focus';

/** Catalogue zones and activities (docs/product/routes.md "Zones and activities", docs/product/calls.md): open to visitors. */
export function registerZoneRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  route(app, deps, calls.focusYx, () => zoneFocus(db, 'yx'));
  route(app, deps, calls.focusZyzq, () => zoneFocus(db, 'zyzq'));
  route(app, deps, calls.focusKxzq, () => zoneFocus(db, 'kxzq'));
  route(app, deps, calls.focusNewKxzq, () => zoneFocus(db, 'new_kxzq'));
  route(app, deps, calls.focusDemo, ({ input }) => zoneFocus(db, input.zone));
  route(app, deps, calls.focusKxzqAd, ({ input }) => controlledAds(db, input.ids));
  route(app, deps, calls.activityDetail, ({ input }) => activityDetail(db, input));
  route(app, deps, calls.activityList, ({ input }) => activityList(db, input.ids));
  route(app, deps, calls.activityResolve, ({ input }) => resolveActivity(db, input));
  route(app, deps, calls.activityTap, ({ input, session }) => recordTap(db, input, session?.userId ?? null));
}

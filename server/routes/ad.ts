import type { FastifyInstance } from 'fastify';
import * as calls from '../../shared/contract/calls';
import { route, type AppDeps } from '../http/route';
import { placementAd, topFocus } from '../services/ad';
import { newUserPicks, youMayLike } from '../services/goods/recommend';
import { goodsViewer } from '../services/goods/viewer';

/** Placed ads and the home recommendations (docs/product/calls.md "Ads, navigation, content"): open to visitors. */
export function registerAdRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  route(app, deps, calls.focusTop, () => topFocus(db));
  route(app, deps, calls.focusRight, () => placementAd(db, 'right'));
  route(app, deps, calls.focusLogin, () => placementAd(db, 'login'));
  route(app, deps, calls.focusNewUser, async ({ session }) => newUserPicks(db, await goodsViewer(db, session)));
  route(app, deps, calls.youMayLike, async ({ input, session }) => youMayLike(db, await goodsViewer(db, session), input.page, input.per_page));
}

import type { FastifyInstance } from 'fastify';
import * as calls from '../../shared/contract/calls';
import { memberRoute, type AppDeps } from '../http/route';
import { addFavorites, cancelFavorites, listFavorites } from '../services/favorite';
import { goodsViewer } from '../services/goods/viewer';

// Spec: the client shows these envelope messages (收藏成功 offers a way to /star).
export const FAVORITE_ADDED = '收藏成功';
export const FAVORITE_CANCELLED = '取消收藏成功';

/** Favourites: member calls; every query is scoped to the session's own user id. */
export function registerFavoriteRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  memberRoute(app, deps, calls.favoriteList, async ({ input, session }) => {
    const viewer = await goodsViewer(db, session);
    return listFavorites(db, { ...viewer, userId: session.userId }, input.page, input.per_page);
  });
  memberRoute(app, deps, calls.favoriteAdd, ({ input, session }) => addFavorites(db, session.userId, input.goods_ids), {
    message: FAVORITE_ADDED,
  });
  memberRoute(app, deps, calls.favoriteCancel, ({ input, session }) => cancelFavorites(db, session.userId, input.goods_ids), {
    message: FAVORITE_CANCELLED,
  });
}

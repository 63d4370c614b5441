import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Page } from '../../shared/contract/envelope';
import type { GoodsSummary } from '../../shared/contract/goods';
import type { Database } from '../db/client';
import { paginate } from '../db/paginate';
import { favorites, goods } from '../db/schema';
import { AppError } from '../errors';
import { toGoodsSummary } from './goods/serialize';
import type { GoodsViewer } from './goods/viewer';

export const UNKNOWN_GOODS = '商品不存在';

/** GET /api/favorite: the buyer's favourites, newest first. */
export async function listFavorites(db: Database, viewer: GoodsViewer & { userId: number }, page: number, perPage: number): Promise<Page<GoodsSummary>> {
  const mine = eq(favorites.userId, viewer.userId);
  return paginate(
    db
      .select({ goods })
      .from(favorites)
      .innerJoin(goods, eq(goods.id, favorites.goodsId))
      .where(mine)
      // Goods favourited in one call share a timestamp; the id keeps pages stable.
      .orderBy(desc(favorites.createdAt), desc(favorites.goodsId)),
    db.select({ n: count() }).from(favorites).where(mine),
    { page, per_page: perPage },
    (rows) => {
      const favoriteIds = new Set(rows.map((row) => row.goods.id));
      return rows.map((row) => toGoodsSummary(row.goods, { member: viewer.member, favoriteIds, scope: viewer.scope }));
    },
  );
}

/**
 * POST /api/favorite. All or nothing: if any id is not a goods, nothing is
 * written and the answer is 422 on goods_ids. Favouriting again is harmless
 * (the (user, goods) key makes it a no-op).
 */
export async function addFavorites(db: Database, userId: number, goodsIds: readonly number[]): Promise<{ goods_ids: number[] }> {
  const ids = [...new Set(goodsIds)];
  const found = await db.select({ id: goods.id }).from(goods).where(inArray(goods.id, ids));
  if (found.length !== ids.length) throw AppError.field('goods_ids', UNKNOWN_GOODS);
  await db
    .insert(favorites)
    .values(ids.map((goodsId) => ({ userId, goodsId })))
    .onConflictDoNothing();
  return { goods_ids: ids };
}

/** POST /api/favorite/cancel: removes the buyer's own favourites only; ids not in favourites are ignored. */
export async function cancelFavorites(db: Database, userId: number, goodsIds: readonly number[]): Promise<{ goods_ids: number[] }> {
  const ids = [...new Set(goodsIds)];
  await db.delete(favorites).where(and(eq(favorites.userId, userId), inArray(favorites.goodsId, ids)));
  return { goods_ids: ids };
}

import { eq } from 'drizzle-orm';
import type { GoodsDetail } from '../../../shared/contract/goods';
import type { Database } from '../../db/client';
import { goods } from '../../db/schema';
import { AppError } from '../../errors';
import { categoryPath } from './categories';
import { toGoodsDetail } from './serialize';
import { favoriteIdsOf, type GoodsViewer } from './viewer';
import { controlFields } from './list';
import { controlsOf } from '../zone/controls';

export const GOODS_NOT_FOUND = '商品不存在或已下架';

/** GET /api/goods/detail/:id. */
export async function goodsDetail(db: Database, viewer: GoodsViewer, id: number): Promise<GoodsDetail> {
  const [row] = await db.select().from(goods).where(eq(goods.id, id)).limit(1);
  if (!row) throw AppError.notFound(GOODS_NOT_FOUND);
  const [path, favoriteIds, controls] = await Promise.all([categoryPath(db, row.categoryId), favoriteIdsOf(db, viewer, [row.id]), controlsOf(db, [row.id])]);
  return { ...toGoodsDetail(row, { member: viewer.member, favoriteIds, scope: viewer.scope }, path), ...controlFields(row, controls, viewer) };
}

import { asc, eq } from 'drizzle-orm';
import type { Page } from '../../../shared/contract/envelope';
import type { PointsGift, PointsOrder } from '../../../shared/contract/order';
import type { Database } from '../../db/client';
import { ownNewestPage } from '../../db/paginate';
import { pointsGifts, pointsOrders } from '../../db/schema';
import { presentGift, presentPointsOrder } from './present';

/** GET /api/points/gifts: the active gifts, cheapest first (sold-out ones too, shown as 已兑完). */
export async function listGifts(db: Database): Promise<PointsGift[]> {
  const rows = await db.select().from(pointsGifts).where(eq(pointsGifts.isActive, 1)).orderBy(asc(pointsGifts.points), asc(pointsGifts.id));
  return rows.map(presentGift);
}

/** GET /api/points/orders (/jfdd): the buyer's points orders, newest first. */
export async function listPointsOrders(db: Database, userId: number, page: number, perPage: number): Promise<Page<PointsOrder>> {
  return ownNewestPage(db, pointsOrders, userId, { page, per_page: perPage }, presentPointsOrder);
}

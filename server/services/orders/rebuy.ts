import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { goods, orderItems } from '../../db/schema';
import { unbuyableReason } from '../cart/lines';
import { addToCart, cartCount, type AddLine } from '../cart/mutations';
import { ownOrder } from './queries';

/**
 * POST /api/order/:id/rebuy (再次购买): the order's goods back into the cart at
 * today's prices, through the cart's own add (quantities held to step,
 * minimum and stock). Goods that can no longer be bought are skipped and
 * counted, so one sold-out line does not block the rest.
 */
export async function rebuyOrder(db: Database, userId: number, orderId: number): Promise<{ total: number; added: number; skipped: number }> {
  const order = await ownOrder(db, userId, orderId);
  const lines = await db.select().from(orderItems).where(inArray(orderItems.orderId, [order.id]));
  const rows = await db
    .select()
    .from(goods)
    .where(
      inArray(
        goods.id,
        lines.map((line) => line.goodsId),
      ),
    );
  const buyable = new Set(rows.filter((row) => unbuyableReason(row) === null).map((row) => row.id));
  const adds: AddLine[] = lines
    .filter((line) => buyable.has(line.goodsId))
    .map((line) => ({ goods_id: line.goodsId, number: line.number, ck_id: 0, goods_price_id: 0, ladder_price_id: 0, goods_manjian_id: 0, is_yj: 0 }));
  const total = adds.length > 0 ? (await addToCart(db, userId, adds)).total : await cartCount(db, userId);
  return { total, added: adds.length, skipped: lines.length - adds.length };
}

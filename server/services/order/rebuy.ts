import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { goods, orderItems, type OrderItemRow } from '../../db/schema';
import { unbuyableReason } from '../cart/lines';
import { addToCart, cartCount, type AddLine } from '../cart/mutations';
import { withPackageStock, type Component } from '../goods/combinations';
import { ownOrder } from './queries';

/** What one rebuy line asks for: a goods on its own, or a 套餐 by its package count. */
interface Wanted {
  goodsId: number;
  number: number;
}

/**
 * The order's lines as cart lines: goods bought on their own as they are;
 * the component lines of a 套餐 folded back into the package, its count
 * read from a component's units ÷ its units per package.
 */
export function wantedLines(lines: readonly OrderItemRow[], components: ReadonlyMap<number, readonly Component[]>): Wanted[] {
  const wanted: Wanted[] = [];
  const packages = new Set<number>();
  for (const line of lines) {
    const packageId = line.combinationGoodsId;
    if (packageId === null) {
      wanted.push({ goodsId: line.goodsId, number: line.number });
      continue;
    }
    if (packages.has(packageId)) continue;
    const part = components.get(packageId)?.find((c) => c.goods.id === line.goodsId);
    // The package's make-up changed since the order: its count cannot be read, so it is skipped.
    if (!part || line.number % part.number !== 0) continue;
    packages.add(packageId);
    wanted.push({ goodsId: packageId, number: line.number / part.number });
  }
  return wanted;
}

/**
 * POST /api/order/:id/rebuy (再次购买): the order's goods back into the cart at
 * today's prices, through the cart's own add (quantities held to step,
 * minimum and stock); a 套餐 comes back as the package. Goods that can no
 * longer be bought are skipped and counted, so one sold-out line does not
 * block the rest.
 */
export async function rebuyOrder(db: Database, userId: number, orderId: number): Promise<{ total: number; added: number; skipped: number }> {
  const order = await ownOrder(db, userId, orderId);
  const lines = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [order.id]));
  const packageIds = lines.map((line) => line.combinationGoodsId).filter((id): id is number => id !== null);
  const loaded = await db
    .select()
    .from(goods)
    .where(inArray(goods.id, [...new Set([...lines.map((line) => line.goodsId), ...packageIds])]));
  // Packages read their stock from their components, as everywhere in the cart.
  const { rows, components } = await withPackageStock(db, loaded);
  const buyable = new Set(rows.filter((row) => unbuyableReason(row) === null).map((row) => row.id));
  const wanted = wantedLines(lines, components);
  const adds: AddLine[] = wanted
    .filter((line) => buyable.has(line.goodsId))
    .map((line) => ({ goods_id: line.goodsId, number: line.number, ck_id: 0, goods_price_id: 0, ladder_price_id: 0, goods_manjian_id: 0, is_yj: 0 }));
  const total = adds.length > 0 ? (await addToCart(db, userId, adds)).total : await cartCount(db, userId);
  return { total, added: adds.length, skipped: wanted.length - adds.length };
}

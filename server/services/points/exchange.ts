import { and, eq, gte, sql } from 'drizzle-orm';
import type { PointsOrder } from '../../../shared/contract/order';
import type { Database } from '../../db/client';
import { addresses, pointsGifts, pointsOrders, pointsTransactions, users } from '../../db/schema';
import { AppError } from '../../errors';
import { documentNo } from '../order/numbers';
import { POINTS_SPENT } from './ledger';
import { presentPointsOrder } from './present';
import { POINTS_ORDER_STATUS } from '../../../shared/contract/statuses';

export interface ExchangeInput {
  gift_id: number;
  number: number;
  address_id: number;
}

export const NOT_ENOUGH_POINTS = '积分不足';
export const GIFT_SOLD_OUT = '礼品库存不足';

/**
 * POST /api/points/exchange. One transaction: the gift's stock and the
 * buyer's points are each taken by an update conditional on there being
 * enough (stock >= n, points >= cost), so two exchanges racing for the last
 * gift or the last points cannot both succeed; a failed condition throws
 * and rolls back whatever the other already took. The address is copied
 * into the order like a goods order's.
 */
export async function exchangeGift(db: Database, userId: number, input: ExchangeInput, now: Date = new Date()): Promise<PointsOrder> {
  return db.transaction(async (tx) => {
    const [address] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, input.address_id), eq(addresses.userId, userId)));
    if (!address) throw AppError.notFound('收货地址不存在');
    const [gift] = await tx
      .select()
      .from(pointsGifts)
      .where(and(eq(pointsGifts.id, input.gift_id), eq(pointsGifts.isActive, 1)));
    if (!gift) throw AppError.notFound('礼品不存在');
    const cost = gift.points * input.number;

    const [taken] = await tx
      .update(pointsGifts)
      .set({ stock: sql`${pointsGifts.stock} - ${input.number}` })
      .where(and(eq(pointsGifts.id, gift.id), gte(pointsGifts.stock, input.number)))
      .returning({ id: pointsGifts.id });
    if (!taken) throw AppError.field('number', gift.stock > 0 ? `${GIFT_SOLD_OUT}，仅剩${gift.stock}件` : `${gift.name}已兑完`);

    const [user] = await tx
      .update(users)
      .set({ points: sql`${users.points} - ${cost}`, updatedAt: sql`now()` })
      .where(and(eq(users.id, userId), gte(users.points, cost)))
      .returning({ points: users.points });
    if (!user) throw AppError.field('number', NOT_ENOUGH_POINTS);

    const [order] = await tx
      .insert(pointsOrders)
      .values({
        orderNo: documentNo('JF', now),
        userId,
        giftId: gift.id,
        giftName: gift.name,
        number: input.number,
        points: cost,
        status: POINTS_ORDER_STATUS.awaitingShipment,
        consignee: address.consignee,
        phone: address.phone,
        address: `${address.province}${address.city}${address.district}${address.detail}`,
        createdAt: now,
      })
      .returning();
    await tx.insert(pointsTransactions).values({
      userId,
      points: -cost,
      balanceAfter: user.points,
      note: `积分兑换 ${gift.name}×${input.number}`,
      kind: POINTS_SPENT,
      pointsOrderId: order!.id,
      createdAt: now,
    });
    return presentPointsOrder(order!);
  });
}

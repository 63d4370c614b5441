import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { goods, orderItems, promotions, type PaymentRow } from '../../db/schema';
import { releaseCoupons } from '../coupons';
import { voidPendingOnline } from '../payment/void-attempts';
import { recordOrderEvents } from '../webhooks/events';

/**
 * What a cancelled unpaid order held goes back, inside the transaction that
 * cancelled it: each goods' stock (and sales) with `stock = stock + n`, in
 * ascending goods id order like the reservation, and the coupon. A pending
 * online attempt is closed: money that still lands for it is refunded to
 * its origin (payment/notify.ts). Answers the closed attempts, for the
 * caller to close at the gateway after commit.
 */
export async function releaseOrders(tx: Transaction, orderIds: readonly number[], now: Date): Promise<PaymentRow[]> {
  if (orderIds.length === 0) return [];
  await recordOrderEvents(tx, 'order.cancelled', orderIds);
  const lines = await tx
    .select({ goodsId: orderItems.goodsId, number: sql<number>`sum(${orderItems.number})::int` })
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .groupBy(orderItems.goodsId)
    .orderBy(orderItems.goodsId);
  for (const line of lines) {
    const n = Number(line.number);
    await tx
      .update(goods)
      .set({ stock: sql`${goods.stock} + ${n}`, sales: sql`greatest(${goods.sales} - ${n}, 0)` })
      .where(eq(goods.id, line.goodsId));
  }
  // 组合满赠/换购 gifts go back to their group's gift_stock.
  const gifts = await tx
    .select({ promotionId: sql<number>`(${orderItems.gift}->>'promotion_id')::int`, number: sql<number>`sum((${orderItems.gift}->>'number')::int)::int` })
    .from(orderItems)
    .where(and(inArray(orderItems.orderId, [...orderIds]), sql`${orderItems.gift} ? 'promotion_id'`))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  for (const gift of gifts) {
    await tx
      .update(promotions)
      .set({ giftStock: sql`${promotions.giftStock} + ${Number(gift.number)}` })
      .where(eq(promotions.id, Number(gift.promotionId)));
  }
  await releaseCoupons(tx, orderIds, now);
  return voidPendingOnline(tx, orderIds, now);
}

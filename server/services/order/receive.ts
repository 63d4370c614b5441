import { and, eq, sql } from 'drizzle-orm';
import type { OrderDetail } from '../../../shared/contract/order';
import type { Database, Transaction } from '../../db/client';
import { orders, pointsTransactions, users } from '../../db/schema';
import { AppError } from '../../errors';
import { POINTS_EARNED } from '../points/ledger';
import { toOrderDetail } from './present';
import { ownOrder } from './queries';
import { ORDER_STATUS } from '../../../shared/contract/statuses';

/** Points a completed order earns: one per whole yuan paid (docs/decisions.md ADR-033). */
export const pointsFor = (payTotalFen: number): number => Math.floor(payTotalFen / 100);

/**
 * Moves a shipped order to 已完成 inside `tx` and awards its points (users.points
 * plus a points_transactions row). Conditional on status 3, so the buyer's
 * 确认收货 and the auto-complete job cannot both complete (and pay points
 * for) one order. Returns false when the order was not shipped any more.
 * The auto-complete job (services/fulfilment) can call this too.
 */
export async function completeOrder(tx: Transaction, orderId: number, now: Date, userId?: number): Promise<boolean> {
  const [order] = await tx
    .update(orders)
    .set({ status: ORDER_STATUS.completed, completedAt: now, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, ORDER_STATUS.shipped), userId === undefined ? undefined : eq(orders.userId, userId)))
    .returning({ id: orders.id, userId: orders.userId, payTotalFen: orders.payTotalFen });
  if (!order) return false;
  const points = pointsFor(order.payTotalFen);
  if (points > 0) {
    const [user] = await tx
      .update(users)
      .set({ points: sql`${users.points} + ${points}` })
      .where(eq(users.id, order.userId))
      .returning({ points: users.points });
    await tx
      .insert(pointsTransactions)
      .values({ userId: order.userId, points, balanceAfter: user!.points, kind: POINTS_EARNED, orderId, note: '订单完成奖励' });
    await tx.update(orders).set({ pointsAwarded: points }).where(eq(orders.id, orderId));
  }
  return true;
}

/** POST /api/order/:id/receive: 确认收货, only a 待收货 order. */
export async function receiveOrder(db: Database, userId: number, orderId: number, now = new Date()): Promise<OrderDetail> {
  await ownOrder(db, userId, orderId);
  const done = await db.transaction((tx) => completeOrder(tx, orderId, now, userId));
  if (!done) throw AppError.field('id', '只有待收货的订单可以确认收货');
  return toOrderDetail(db, await ownOrder(db, userId, orderId), now);
}

import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { EXPIRED_REASON } from './constants';
import { releaseOrders } from './release';
import { ORDER_STATUS } from '../../../shared/contract/statuses';

// One transaction per batch keeps locks short when many orders lapse at once.
const BATCH = 100;

/**
 * Cancels unpaid orders past expires_at (超时未支付) and gives their stock
 * and coupons back. An order with a declared offline transfer waits for
 * finance and never expires. The status change is a conditional update, so
 * a payment or a cancel racing with the sweep moves the order only once,
 * and several API nodes may run the sweep together. `userId` narrows it to
 * one buyer (the lazy check before that buyer's reads and payments).
 * Answers how many orders it cancelled.
 */
export async function expireUnpaidOrders(db: Database, now: Date, userId?: number): Promise<number> {
  let moved = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.status, ORDER_STATUS.unpaid),
            eq(orders.offlinePending, false),
            lt(orders.expiresAt, now),
            userId === undefined ? undefined : eq(orders.userId, userId),
          ),
        )
        .orderBy(orders.id)
        .limit(BATCH);
      if (due.length === 0) return { found: 0, cancelled: 0 };
      const cancelled = await tx
        .update(orders)
        .set({ status: ORDER_STATUS.cancelled, cancelReason: EXPIRED_REASON, cancelledAt: now, updatedAt: now })
        .where(
          and(
            inArray(
              orders.id,
              due.map((row) => row.id),
            ),
            eq(orders.status, ORDER_STATUS.unpaid),
            eq(orders.offlinePending, false),
            lt(orders.expiresAt, now),
          ),
        )
        .returning({ id: orders.id });
      await releaseOrders(
        tx,
        cancelled.map((row) => row.id),
        now,
      );
      return { found: due.length, cancelled: cancelled.length };
    });
    moved += batch.cancelled;
    if (batch.found < BATCH) return moved;
  }
}

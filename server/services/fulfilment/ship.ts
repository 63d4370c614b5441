import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { completeOrder } from '../order/receive';
import { ORDER_STATUS } from '../../../shared/contract/statuses';

/**
 * Fulfilment. The seller's warehouse is outside this system and ships
 * through /api/seller/v1; the local seller (services/seller-sim) stands in
 * for it in the demo and ships a paid order FULFILMENT_DELAY_SECONDS after
 * payment. A shipped order the buyer has not confirmed completes on its own
 * after AUTO_COMPLETE_DAYS.
 * Completing awards points through services/order/receive.ts completeOrder,
 * the same step as the buyer's 确认收货, so both write one kind of ledger row.
 * The job takes `now` (tests move time) and completes conditionally on the
 * current status, so several API nodes running it move each order once.
 */
export const DEFAULT_FULFILMENT_DELAY_SECONDS = 120;
export const AUTO_COMPLETE_DAYS = 10;

/** FULFILMENT_DELAY_SECONDS from the environment, read when the job runs. */
export function fulfilmentDelaySeconds(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.FULFILMENT_DELAY_SECONDS;
  const value = raw ? Number(raw) : Number.NaN;
  return Number.isFinite(value) && value >= 0 ? value : DEFAULT_FULFILMENT_DELAY_SECONDS;
}

const BATCH = 200;

/** Shipped orders older than AUTO_COMPLETE_DAYS → 已完成 (自动确认收货), with points; conditional on status 3 inside completeOrder. */
export async function autoCompleteOrders(db: Database, now: Date): Promise<number> {
  const shippedBefore = new Date(now.getTime() - AUTO_COMPLETE_DAYS * 24 * 60 * 60 * 1000);
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, ORDER_STATUS.shipped), lte(orders.shippedAt, shippedBefore)))
    .orderBy(asc(orders.id))
    .limit(BATCH);
  let moved = 0;
  for (const { id } of due) if (await db.transaction((tx) => completeOrder(tx, id, now))) moved += 1;
  return moved;
}

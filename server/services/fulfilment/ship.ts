import { randomInt } from 'node:crypto';
import { and, asc, eq, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { completeOrder } from '../orders/receive';
import { CANCEL_REQUEST_STATUS, ORDER_STATUS } from '../../../shared/contract/statuses';

/**
 * Fulfilment. The seller's warehouse is outside this system; the local
 * provider stands in for it: a paid order ships FULFILMENT_DELAY_SECONDS
 * after payment with a carrier and tracking number, and a shipped order the
 * buyer has not confirmed completes on its own after AUTO_COMPLETE_DAYS.
 * Completing awards points through services/orders/receive.ts completeOrder,
 * the same step as the buyer's 确认收货, so both write one kind of ledger row.
 * Both jobs take `now` (tests move time) and use updates conditional on the
 * current status, so several API nodes running them move each order once.
 */
export const DEFAULT_FULFILMENT_DELAY_SECONDS = 120;
export const AUTO_COMPLETE_DAYS = 10;

/** FULFILMENT_DELAY_SECONDS from the environment, read when the job runs. */
export function fulfilmentDelaySeconds(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.FULFILMENT_DELAY_SECONDS;
  const value = raw ? Number(raw) : Number.NaN;
  return Number.isFinite(value) && value >= 0 ? value : DEFAULT_FULFILMENT_DELAY_SECONDS;
}

/** The carriers the warehouse uses, with how their waybill numbers look. */
const CARRIERS: readonly { name: string; trackingNo: () => string }[] = [
  { name: '顺丰速运', trackingNo: () => `SF${digits(13)}` },
  { name: '京东物流', trackingNo: () => `JDVA${digits(11)}` },
  { name: '中通快递', trackingNo: () => `7${digits(13)}` },
];

function digits(n: number): string {
  let out = '';
  for (let i = 0; i < n; i += 1) out += String(randomInt(0, 10));
  return out;
}

const BATCH = 200;

/**
 * Paid (待发货) orders whose payment is older than the delay → 待收货 with a
 * carrier and waybill; not while the buyer's request to cancel waits for the
 * seller (the desk decides it first).
 */
export async function shipPaidOrders(db: Database, now: Date): Promise<number> {
  const paidBefore = new Date(now.getTime() - fulfilmentDelaySeconds() * 1000);
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, ORDER_STATUS.paid), lte(orders.paidAt, paidBefore), ne(orders.cancelRequestStatus, CANCEL_REQUEST_STATUS.pending)))
    .orderBy(asc(orders.id))
    .limit(BATCH);
  let moved = 0;
  for (const { id } of due) {
    const carrier = CARRIERS[id % CARRIERS.length]!;
    const shipped = await db
      .update(orders)
      .set({ status: ORDER_STATUS.shipped, shippedAt: now, logisticsCompany: carrier.name, trackingNo: carrier.trackingNo(), updatedAt: sql`now()` })
      .where(and(eq(orders.id, id), eq(orders.status, ORDER_STATUS.paid), ne(orders.cancelRequestStatus, CANCEL_REQUEST_STATUS.pending)))
      .returning({ id: orders.id });
    moved += shipped.length;
  }
  return moved;
}

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

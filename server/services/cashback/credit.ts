import { and, asc, eq, exists, gt, inArray, lte, ne, notExists, sql } from 'drizzle-orm';
import { cashbackEligible, cashbackFor } from '../../../shared/domain/cashback';
import { ORDER_AFTER_SALE_STATE, ORDER_STATUS } from '../../../shared/contract/statuses';
import type { Database, Transaction } from '../../db/client';
import { cashbackActivities, cashbackGoods, orderCashbacks, orderItems, orders } from '../../db/schema';
import { walletCredit } from '../wallet';

// Short transactions: one order at a time, a batch per run.
const BATCH = 100;

/** The wallet ledger note of a cashback credit (shown on /wdqb/yegl). */
export const cashbackNote = (activityName: string): string => `满额返现：${activityName}`;

/**
 * Decides and credits one completed order's cashback inside `tx`. The
 * activity is the oldest one whose window holds the order's placing time and
 * whose goods the order has. The order_cashbacks row is written first with
 * ON CONFLICT DO NOTHING: only the transaction that wrote it credits the
 * wallet, so a second run (or a second node) waiting on the unique index
 * finds the row and does nothing. Answers the fen credited.
 */
async function creditOrder(
  tx: Transaction,
  order: { id: number; userId: number; createdAt: Date; goodsTotalFen: number; reductions: number },
): Promise<number> {
  const lines = await tx
    .select({ goodsId: orderItems.goodsId, amountFen: orderItems.amountFen, number: orderItems.number, returned: orderItems.returnedNumber })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  const goodsIds = [...new Set(lines.map((line) => line.goodsId))];
  if (goodsIds.length === 0) return 0;
  const [activity] = await tx
    .select()
    .from(cashbackActivities)
    .where(
      and(
        lte(cashbackActivities.startsAt, order.createdAt),
        gt(cashbackActivities.endsAt, order.createdAt),
        exists(
          tx
            .select({ one: sql`1` })
            .from(cashbackGoods)
            .where(and(eq(cashbackGoods.activityId, cashbackActivities.id), inArray(cashbackGoods.goodsId, goodsIds))),
        ),
      ),
    )
    .orderBy(asc(cashbackActivities.id))
    .limit(1);
  if (!activity) return 0;
  const members = new Set(
    (
      await tx
        .select({ goodsId: cashbackGoods.goodsId })
        .from(cashbackGoods)
        .where(and(eq(cashbackGoods.activityId, activity.id), inArray(cashbackGoods.goodsId, goodsIds)))
    ).map((row) => row.goodsId),
  );
  // Units already returned through after-sales do not count (their price went back to the buyer).
  const activityGoods = lines
    .filter((line) => members.has(line.goodsId))
    .reduce((sum, line) => sum + (line.number > 0 ? Math.floor((line.amountFen * (line.number - line.returned)) / line.number) : 0), 0);
  const eligible = cashbackEligible({ goodsTotal: order.goodsTotalFen, reductions: order.reductions, activityGoods });
  const amount = cashbackFor(activity.tiers, eligible);
  const [row] = await tx
    .insert(orderCashbacks)
    .values({ orderId: order.id, userId: order.userId, activityId: activity.id, eligibleFen: eligible, amountFen: amount })
    .onConflictDoNothing({ target: orderCashbacks.orderId })
    .returning({ id: orderCashbacks.id });
  if (!row || amount === 0) return 0;
  await walletCredit(tx, order.userId, amount, order.id, cashbackNote(activity.name));
  return amount;
}

/**
 * Lifecycle job (docs/decisions.md ADR-028): completed
 * orders placed inside a 满额返现 activity get their cashback in the wallet,
 * exactly once. An order with an after-sale still open waits until it is
 * settled, so returned units are left out of the eligible amount. Answers
 * how many orders it decided.
 */
export async function creditCashbacks(db: Database, now: Date): Promise<number> {
  const due = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      createdAt: orders.createdAt,
      goodsTotalFen: orders.goodsTotalFen,
      reductions: sql<number>`(${orders.manjianFen} + ${orders.discountFen} + ${orders.couponFen})::int`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.status, ORDER_STATUS.completed),
        ne(orders.afterSaleStatus, ORDER_AFTER_SALE_STATE.open),
        lte(orders.createdAt, now),
        notExists(
          db
            .select({ one: sql`1` })
            .from(orderCashbacks)
            .where(eq(orderCashbacks.orderId, orders.id)),
        ),
        exists(
          db
            .select({ one: sql`1` })
            .from(orderItems)
            .innerJoin(cashbackGoods, eq(cashbackGoods.goodsId, orderItems.goodsId))
            .innerJoin(cashbackActivities, eq(cashbackActivities.id, cashbackGoods.activityId))
            .where(and(eq(orderItems.orderId, orders.id), lte(cashbackActivities.startsAt, orders.createdAt), gt(cashbackActivities.endsAt, orders.createdAt))),
        ),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(BATCH);
  let decided = 0;
  for (const order of due) {
    await db.transaction((tx) => creditOrder(tx, order));
    decided += 1;
  }
  return decided;
}

/** The cashback credited for a buyer's order (fen), or null when the order has none. */
export async function orderCashbackOf(
  db: Database | Transaction,
  userId: number,
  orderId: number,
): Promise<{ amountFen: number; activityName: string } | null> {
  const [row] = await db
    .select({ amountFen: orderCashbacks.amountFen, activityName: cashbackActivities.name })
    .from(orderCashbacks)
    .innerJoin(cashbackActivities, eq(cashbackActivities.id, orderCashbacks.activityId))
    .where(and(eq(orderCashbacks.orderId, orderId), eq(orderCashbacks.userId, userId), gt(orderCashbacks.amountFen, 0)));
  return row ?? null;
}

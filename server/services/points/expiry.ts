import { and, eq, gte, sql } from 'drizzle-orm';
import { chinaDate, chinaTime } from '../../../shared/domain/time';
import type { Database, Transaction } from '../../db/client';
import { pointsTransactions, users } from '../../db/schema';
import { POINTS_EARNED, POINTS_EXPIRED } from './ledger';

/**
 * The points expiry rule (docs/decisions.md ADR-026): points earned
 * in a calendar year (China time) expire at the end of the following year,
 * so on 1 January of year N everything earned up to 31 December of N−2 that
 * is still unspent lapses. Spending takes the oldest points first, so what
 * lapses is: earned before the cut-off − everything spent or expired so far,
 * never more than the balance.
 */
export function expiryYearOf(now: Date): number {
  return Number(chinaDate(now).slice(0, 4)) - 2;
}

/** The first instant after the year whose points lapse: points earned before it are old enough. */
export function earnedCutoff(expiredYear: number): Date {
  return chinaTime(`${expiredYear + 1}-01-01`, 0);
}

/** The last year whose pass finished, per database (tests run several in one process). */
const settled = new WeakMap<Database, number>();

export const EXPIRY_NOTE = (year: number) => `${year}年获得的积分已于${year + 1}年底到期`;

/** Points of `userId` (or of every buyer) still due to lapse for `expiredYear`; those with nothing due or already expired this year are left out. */
async function dueBalances(db: Database | Transaction, expiredYear: number, userId?: number): Promise<{ userId: number; due: number }[]> {
  const cutoff = earnedCutoff(expiredYear).toISOString();
  const earned = sql<number>`coalesce(sum(${pointsTransactions.points}) filter (where ${pointsTransactions.kind} = ${POINTS_EARNED} and ${pointsTransactions.createdAt} < ${cutoff}::timestamptz), 0)`;
  // Spent and expired lines are negative: adding them takes them off the old points first.
  const gone = sql<number>`coalesce(sum(${pointsTransactions.points}) filter (where ${pointsTransactions.kind} <> ${POINTS_EARNED}), 0)`;
  const rows = await db
    .select({ userId: pointsTransactions.userId, due: sql<number>`(${earned} + ${gone})::integer`.mapWith(Number) })
    .from(pointsTransactions)
    .where(userId === undefined ? undefined : eq(pointsTransactions.userId, userId))
    .groupBy(pointsTransactions.userId)
    .having(
      and(
        sql`${earned} + ${gone} > 0`,
        sql`not exists (select 1 from ${pointsTransactions} e where e.user_id = ${pointsTransactions.userId} and e.expired_year = ${expiredYear})`,
      ),
    )
    .orderBy(pointsTransactions.userId);
  return rows;
}

/**
 * Lifecycle job: writes one 过期 line per buyer whose old points lapsed, and
 * takes them off users.points. Each buyer is one short transaction holding
 * the users row (every points writer updates that row, so the sums cannot
 * move underneath). Idempotent by the database: the line carries the lapsed
 * year, unique per buyer (points_transactions_user_expired_year), so a second
 * run, or a second API node running at once, writes nothing; the balance is
 * taken with `points >= due` and users_points_not_negative behind it.
 * Answers how many buyers lost points.
 */
export async function expirePoints(db: Database, now: Date): Promise<number> {
  const year = expiryYearOf(now);
  // Once a pass over a year has finished, nothing more can fall due before
  // next 1 January (earnings before the cut-off are all in the past; spending
  // only lowers what is due), so this process skips the ledger-wide sums on
  // the job's later ticks. Only a shortcut: the unique index is the guarantee.
  if (settled.has(db) && settled.get(db) === year) return 0;
  let moved = 0;
  for (const candidate of await dueBalances(db, year)) {
    const expired = await db.transaction(async (tx) => {
      const [user] = await tx.select({ points: users.points }).from(users).where(eq(users.id, candidate.userId)).for('update');
      if (!user) return false;
      const [again] = await dueBalances(tx, year, candidate.userId);
      const amount = Math.min(user.points, again?.due ?? 0);
      if (amount <= 0) return false;
      const [line] = await tx
        .insert(pointsTransactions)
        .values({
          userId: candidate.userId,
          points: -amount,
          balanceAfter: user.points - amount,
          kind: POINTS_EXPIRED,
          expiredYear: year,
          note: EXPIRY_NOTE(year),
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: pointsTransactions.id });
      if (!line) return false;
      const [taken] = await tx
        .update(users)
        .set({ points: sql`${users.points} - ${amount}` })
        .where(and(eq(users.id, candidate.userId), gte(users.points, amount)))
        .returning({ points: users.points });
      if (!taken) throw new Error(`points expiry: user ${candidate.userId} balance moved under the lock`);
      return true;
    });
    if (expired) moved += 1;
  }
  settled.set(db, year);
  return moved;
}

import { and, asc, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DrawRecord } from '../../../shared/contract/lottery';
import { COUPON_STATUS, POINTS_ORDER_STATUS } from '../../../shared/contract/statuses';
import type { Database, Transaction } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import {
  addresses,
  drawPrizes,
  drawRecords,
  pointsGifts,
  pointsOrders,
  pointsTransactions,
  userCoupons,
  users,
  type DrawActivityRow,
  type DrawPrizeRow,
} from '../../db/schema';
import { AppError } from '../../errors';
import { documentNo } from '../order/numbers';
import { POINTS_EARNED } from '../points/ledger';
import { drawStanding, isRunning, loadActivity } from './activity';
import { cryptoRandomBelow, pickWeighted, type RandomBelow } from './pick-prize';
import { presentRecord } from './present';

export const ALREADY_JOINED = '您已参与过本次抽奖';
export const NOT_VERIFIED = '资质审核通过后才能参与抽奖';
export const NOT_STARTED = '抽奖活动尚未开始';
export const ENDED = '抽奖活动已结束';
export const ALL_GIVEN = '奖品已全部抽完，感谢您的参与';
export const BUSY = '参与抽奖的人较多，请稍后再试';

/** A gift won with no address on file ships with the buyer's next goods order, like every points order. */
export const GIFT_WITH_NEXT_ORDER = '随下次采购订单一并配送';

/**
 * How many times one draw re-rolls after losing the last unit of the prize
 * it rolled to another buyer. Each loss means a prize just ran out, so the
 * number of prizes with stock bounds the useful retries.
 */
const MAX_ROLLS = 20;

const DAY_MS = 86_400_000;

/** What granting a prize wrote: the row the buyer finds it as. */
interface Granted {
  userCouponId?: number;
  pointsTransactionId?: number;
  pointsOrderId?: number;
}

async function grantCoupon(tx: Transaction, userId: number, prize: DrawPrizeRow, now: Date): Promise<Granted> {
  const [held] = await tx
    .insert(userCoupons)
    .values({
      userId,
      couponId: prize.couponId!,
      status: COUPON_STATUS.unused,
      validFrom: now,
      validTo: new Date(now.getTime() + prize.couponValidDays! * DAY_MS),
      createdAt: now,
    })
    .returning({ id: userCoupons.id });
  return { userCouponId: held!.id };
}

/** Points go through the ledger: the balance moves and a 获得 line records why, in the same transaction. */
async function grantPoints(tx: Transaction, userId: number, prize: DrawPrizeRow, activity: DrawActivityRow, now: Date): Promise<Granted> {
  const points = prize.points!;
  const [user] = await tx
    .update(users)
    .set({ points: sql`${users.points} + ${points}`, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ points: users.points });
  const [line] = await tx
    .insert(pointsTransactions)
    .values({ userId, points, balanceAfter: user!.points, note: `${activity.name}中奖：${prize.name}`, kind: POINTS_EARNED, createdAt: now })
    .returning({ id: pointsTransactions.id });
  return { pointsTransactionId: line!.id };
}

/**
 * A gift becomes a points order costing 0 points (/jfdd), addressed like an
 * exchange: the buyer's default address, else the latest one; with none on
 * file, the buyer's name and phone and a note that it ships with the next
 * goods order (points orders ship with deliveries). The lottery keeps its own
 * allotment of the gift in draw_prizes.stock, so the points mall's stock is
 * left alone.
 */
async function grantGift(tx: Transaction, userId: number, prize: DrawPrizeRow, now: Date): Promise<Granted> {
  // One after another: a transaction is one connection.
  const [gift] = await tx.select({ name: pointsGifts.name }).from(pointsGifts).where(eq(pointsGifts.id, prize.giftId!));
  const [address] = await tx.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.isDefault), desc(addresses.id)).limit(1);
  const [user] = await tx.select({ name: users.name, company: users.company, phone: users.phone }).from(users).where(eq(users.id, userId));
  const [order] = await tx
    .insert(pointsOrders)
    .values({
      orderNo: documentNo('JF', now),
      userId,
      giftId: prize.giftId!,
      giftName: gift?.name ?? prize.name,
      number: 1,
      points: 0,
      status: POINTS_ORDER_STATUS.awaitingShipment,
      consignee: address?.consignee ?? (user?.name || user?.company || ''),
      phone: address?.phone ?? user?.phone ?? '',
      address: address ? `${address.province}${address.city}${address.district}${address.detail}` : GIFT_WITH_NEXT_ORDER,
      createdAt: now,
    })
    .returning({ id: pointsOrders.id });
  return { pointsOrderId: order!.id };
}

function grant(tx: Transaction, userId: number, prize: DrawPrizeRow, activity: DrawActivityRow, now: Date): Promise<Granted> {
  switch (prize.kind) {
    case 'coupon':
      return grantCoupon(tx, userId, prize, now);
    case 'points':
      return grantPoints(tx, userId, prize, activity, now);
    case 'gift':
      return grantGift(tx, userId, prize, now);
    case 'none':
      return Promise.resolve({});
  }
}

/**
 * Takes one unit of a prize the roll chose: a conditional decrement, so of
 * two draws racing for the last unit exactly one gets it (the other's update
 * waits for the row lock, re-checks stock > 0 and matches nothing). An
 * unlimited prize (谢谢参与) needs nothing taken.
 */
async function takeOne(tx: Transaction, prize: DrawPrizeRow): Promise<boolean> {
  if (prize.stock === null) return true;
  const taken = await tx
    .update(drawPrizes)
    .set({ stock: sql`${drawPrizes.stock} - 1` })
    .where(and(eq(drawPrizes.id, prize.id), gt(drawPrizes.stock, 0)))
    .returning({ id: drawPrizes.id });
  return taken.length === 1;
}

/**
 * POST /api/draw/:id/activity: one draw for a verified buyer in a running
 * activity. In one transaction: roll with crypto.randomInt over the weights
 * of the prizes that still have stock, take one unit (re-roll if another
 * buyer just took the last), write the draw record (the unique index on
 * (activity, buyer) refuses a second draw, even two racing from one buyer),
 * and grant the prize where the buyer will find it. Any failure rolls all
 * of it back: no stock is lost to a refused draw.
 */
export async function drawOnce(
  db: Database,
  userId: number,
  activityId: number,
  now = new Date(),
  random: RandomBelow = cryptoRandomBelow,
): Promise<DrawRecord> {
  const activity = await loadActivity(db, activityId);
  if (!activity.isActive || now >= activity.endsAt) throw AppError.field('id', ENDED);
  if (now < activity.startsAt) throw AppError.field('id', NOT_STARTED);
  if (!isRunning(activity, now)) throw AppError.field('id', ENDED);
  const standing = await drawStanding(db, userId, activityId);
  if (standing === 'unverified') throw AppError.forbidden(NOT_VERIFIED);
  // The quick answer for the common case; the unique index below is what decides.
  if (standing === 'drawn') throw AppError.field('id', ALREADY_JOINED);

  try {
    return await db.transaction(async (tx) => {
      for (let roll = 0; roll < MAX_ROLLS; roll++) {
        const left = await tx
          .select()
          .from(drawPrizes)
          .where(and(eq(drawPrizes.activityId, activityId), or(isNull(drawPrizes.stock), gt(drawPrizes.stock, 0))))
          .orderBy(asc(drawPrizes.sort), asc(drawPrizes.id));
        const prize = pickWeighted(left, random);
        if (!prize) throw AppError.field('id', ALL_GIVEN);
        if (!(await takeOne(tx, prize))) continue;

        const [record] = await tx
          .insert(drawRecords)
          .values({ activityId, userId, prizeId: prize.id, prizeName: prize.name, prizeKind: prize.kind, createdAt: now })
          .returning();
        const granted = await grant(tx, userId, prize, activity, now);
        if (Object.keys(granted).length === 0) return presentRecord(record!, activity.name, prize.remarks);
        const [linked] = await tx.update(drawRecords).set(granted).where(eq(drawRecords.id, record!.id)).returning();
        return presentRecord(linked!, activity.name, prize.remarks);
      }
      throw AppError.field('id', BUSY);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.field('id', ALREADY_JOINED);
    throw error;
  }
}

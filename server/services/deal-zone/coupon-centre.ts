import { and, asc, count, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { CouponBatch, CouponClaimResult } from '../../../shared/contract/deal-zone';
import type { Page } from '../../../shared/contract/envelope';
import { COUPON_STATUS } from '../../../shared/contract/statuses';
import type { Database, Transaction } from '../../db/client';
import { paginate } from '../../db/paginate';
import { couponBatches, couponClaims, coupons, userCoupons, type CouponBatchRow, type CouponRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../errors';
import { couponDesign, toCoupon } from '../coupons';

type Reader = Database | Transaction;

export const BATCH_NOT_FOUND = '优惠券不存在';
export const BATCH_NOT_STARTED = '该优惠券尚未开抢';
export const BATCH_ENDED = '该优惠券已停止领取';
export const BATCH_GONE = '该优惠券已被领完';
export const ALREADY_CLAIMED = '您已领取过该优惠券';

const DAY_MS = 24 * 3600 * 1000;
const seconds = (at: Date): number => Math.floor(at.getTime() / 1000);

function toBatch(batch: CouponBatchRow, design: CouponRow, mine: boolean): CouponBatch {
  return {
    id: batch.id,
    ...couponDesign(design),
    issued: batch.issued,
    claimed: batch.claimed,
    left: batch.issued - batch.claimed,
    valid_days: batch.validDays,
    ends_at: seconds(batch.endsAt),
    claimed_by_me: mine ? 1 : 0,
  };
}

async function claimedBy(db: Reader, userId: number | null, batchIds: readonly number[]): Promise<Set<number>> {
  if (userId === null || batchIds.length === 0) return new Set();
  const rows = await db
    .select({ batchId: couponClaims.batchId })
    .from(couponClaims)
    .where(and(eq(couponClaims.userId, userId), inArray(couponClaims.batchId, [...batchIds])));
  return new Set(rows.map((row) => row.batchId));
}

/**
 * GET /api/couponCentre/list: batches claimable now (started, not ended),
 * those with coupons left first, then the larger amount; a batch given out
 * stays listed as 已抢光 until it ends, as buyers expect of a coupon centre.
 */
export async function listCouponBatches(
  db: Database,
  userId: number | null,
  query: { page: number; per_page: number },
  now = new Date(),
): Promise<Page<CouponBatch>> {
  const where = and(lte(couponBatches.startsAt, now), gt(couponBatches.endsAt, now));
  return paginate(
    db
      .select({ batch: couponBatches, design: coupons })
      .from(couponBatches)
      .innerJoin(coupons, eq(coupons.id, couponBatches.couponId))
      .where(where)
      .orderBy(sql`(${couponBatches.claimed} < ${couponBatches.issued}) desc`, sql`${coupons.amountFen} desc`, asc(couponBatches.id)),
    db.select({ n: count() }).from(couponBatches).where(where),
    query,
    async (rows) => {
      const mine = await claimedBy(
        db,
        userId,
        rows.map((row) => row.batch.id),
      );
      return rows.map((row) => toBatch(row.batch, row.design, mine.has(row.batch.id)));
    },
  );
}

/**
 * POST /api/couponCentre/claim: one transaction. `claimed = claimed + 1
 * where claimed < issued` takes a copy, so concurrent claims never give out
 * more than issued (the row lock serialises them and the CHECK backs it);
 * the buyer's coupon is the same user_coupons row the checkout picker
 * reads, valid for valid_days; the claim row's UNIQUE(batch, user) rolls
 * back a second claim by the same buyer, even a concurrent one that passed
 * the look-up, copy and all.
 */
export async function claimCouponBatch(db: Database, userId: number, batchId: number, now = new Date()): Promise<CouponClaimResult> {
  try {
    return await db.transaction(async (tx) => {
      const [found] = await tx
        .select({ batch: couponBatches, design: coupons })
        .from(couponBatches)
        .innerJoin(coupons, eq(coupons.id, couponBatches.couponId))
        .where(eq(couponBatches.id, batchId));
      if (!found) throw AppError.notFound(BATCH_NOT_FOUND);
      if (found.batch.startsAt > now) throw AppError.field('batch_id', BATCH_NOT_STARTED);
      if (found.batch.endsAt <= now) throw AppError.field('batch_id', BATCH_ENDED);
      const [already] = await tx
        .select({ id: couponClaims.id })
        .from(couponClaims)
        .where(and(eq(couponClaims.batchId, batchId), eq(couponClaims.userId, userId)));
      if (already) throw AppError.field('batch_id', ALREADY_CLAIMED);

      const [taken] = await tx
        .update(couponBatches)
        .set({ claimed: sql`${couponBatches.claimed} + 1` })
        .where(and(eq(couponBatches.id, batchId), sql`${couponBatches.claimed} < ${couponBatches.issued}`))
        .returning();
      if (!taken) throw AppError.field('batch_id', BATCH_GONE);
      const [held] = await tx
        .insert(userCoupons)
        .values({
          userId,
          couponId: found.design.id,
          status: COUPON_STATUS.unused,
          validFrom: now,
          validTo: new Date(now.getTime() + taken.validDays * DAY_MS),
          createdAt: now,
        })
        .returning();
      await tx.insert(couponClaims).values({ batchId, userId, userCouponId: held!.id, createdAt: now });
      return { batch: toBatch(taken, found.design, true), coupon: toCoupon({ held: held!, design: found.design }, now) };
    });
  } catch (error) {
    // Two claims by one buyer at once: the second meets the first's claim row.
    if (isUniqueViolation(error)) throw AppError.field('batch_id', ALREADY_CLAIMED);
    throw error;
  }
}

import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Page } from '../../shared/contract/envelope';
import type { Coupon } from '../../shared/contract/order';
import type { CartLine } from '../../shared/domain/cart-totals';
import { fenToYuan } from '../../shared/domain/money';
import { couponBase, couponThresholdProblem, type CouponTerms } from '../../shared/domain/promotion-totals';
import type { Database, Transaction } from '../db/client';
import { paginate, pageSlice } from '../db/paginate';
import { coupons, orders, userCoupons, type CouponRow, type UserCouponRow } from '../db/schema';
import { applyPricing, priceCart } from './cart/store';
import { CART_ITEM_NOT_FOUND } from './cart/mutations';
import { AppError } from '../errors';
import { COUPON_STATUS, type CouponStatus } from '../../shared/contract/statuses';

type Reader = Database | Transaction;

/** A coupon a buyer holds, with its design. */
export interface HeldCoupon {
  held: UserCouponRow;
  design: CouponRow;
}

export const COUPON_NOT_FOUND = '优惠券不存在';
export const COUPON_USED = '优惠券已使用';
export const COUPON_EXPIRED = '优惠券已过期';
export const COUPON_NOT_STARTED = '优惠券未到使用时间';
export const COUPON_TAKEN = '优惠券已被使用或已过期';

const seconds = (at: Date): number => Math.floor(at.getTime() / 1000);

/** The buyer's own held coupon (another buyer's id reads as not found). */
export async function loadHeldCoupon(db: Reader, userId: number, userCouponId: number): Promise<HeldCoupon | null> {
  const [row] = await db
    .select({ held: userCoupons, design: coupons })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .where(and(eq(userCoupons.id, userCouponId), eq(userCoupons.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Why a held coupon cannot be used at all now (whatever the cart), or null. */
export function couponStateProblem(coupon: HeldCoupon, now: Date): string | null {
  if (coupon.held.status === COUPON_STATUS.used) return COUPON_USED;
  if (coupon.held.status === COUPON_STATUS.expired || coupon.held.validTo < now) return COUPON_EXPIRED;
  if (coupon.held.validFrom > now) return COUPON_NOT_STARTED;
  return null;
}

/** A design as the shared pricing reads it (shared/domain/promotion-totals). */
export function couponTerms(design: CouponRow): CouponTerms {
  return { amountFen: design.amountFen, thresholdFen: design.thresholdFen, youxOnly: design.youxOnly };
}

function statusOf(held: UserCouponRow, now: Date): CouponStatus {
  if (held.status === COUPON_STATUS.used) return COUPON_STATUS.used;
  if (held.status === COUPON_STATUS.expired || held.validTo < now) return COUPON_STATUS.expired;
  return COUPON_STATUS.unused;
}

/** What a design offers, as a held coupon and a claimable batch show it: what it applies to in the buyer's words, and the goods list that shows those goods (docs/product/constants.md: seckill and package lines never count). */
export function couponDesign(design: CouponRow) {
  return {
    name: design.name,
    type: design.type === 2 ? (2 as const) : (1 as const),
    threshold: fenToYuan(design.thresholdFen),
    amount: fenToYuan(design.amountFen),
    describe: design.describe,
    applies_to: design.youxOnly ? '仅限优选商品（秒杀、套餐除外）' : '全场商品（秒杀、套餐除外）',
    goods_path: design.youxOnly ? '/list?is_youx=1' : '/list',
  };
}

export function toCoupon({ held, design }: HeldCoupon, now: Date, orderNo = ''): Coupon {
  return {
    order_id: held.status === 1 ? (held.orderId ?? 0) : 0,
    order_no: held.status === 1 ? orderNo : '',
    id: held.id,
    ...couponDesign(design),
    status: statusOf(held, now),
    valid_from: seconds(held.validFrom),
    valid_to: seconds(held.validTo),
  };
}

/** Writes status 2 on the buyer's unused coupons past valid_to, so lists and counts agree. */
async function markExpired(db: Reader, userId: number, now: Date): Promise<void> {
  await db
    .update(userCoupons)
    .set({ status: COUPON_STATUS.expired })
    .where(and(eq(userCoupons.userId, userId), eq(userCoupons.status, COUPON_STATUS.unused), lt(userCoupons.validTo, now)));
}

/** Unused coupons of these buyers inside their validity at `now`. */
const unusedNow = (userIds: number | readonly number[], now: Date): SQL =>
  and(
    typeof userIds === 'number' ? eq(userCoupons.userId, userIds) : inArray(userCoupons.userId, [...new Set(userIds)]),
    eq(userCoupons.status, COUPON_STATUS.unused),
    gte(userCoupons.validTo, now),
    lte(userCoupons.validFrom, now),
  )!;

/** The buyer's coupons usable now (unused, inside their validity), soonest to expire first. */
export async function loadUsableCoupons(db: Reader, userId: number, now: Date): Promise<HeldCoupon[]> {
  const [usable] = await loadUsableCouponsOf(db, [userId], now);
  return usable!;
}

/** loadUsableCoupons for each buyer of `userIds`, in order, in one statement (services/order/order-reads.ts). */
export async function loadUsableCouponsOf(db: Reader, userIds: readonly number[], now: Date): Promise<HeldCoupon[][]> {
  const rows = await db
    .select({ held: userCoupons, design: coupons })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .where(unusedNow(userIds, now))
    .orderBy(asc(userCoupons.validTo), asc(userCoupons.id));
  return userIds.map((userId) => rows.filter((row) => row.held.userId === userId));
}

/** GET /api/user/coupon: a status tab (0 未使用, 1 已使用, 2 已过期), newest first. */
export async function listCoupons(
  db: Database,
  userId: number,
  query: { page: number; per_page: number; type: number; status: number },
  now = new Date(),
): Promise<Page<Coupon>> {
  await markExpired(db, userId, now);
  const where = and(eq(userCoupons.userId, userId), eq(userCoupons.status, query.status), query.type ? eq(coupons.type, query.type) : undefined);
  return paginate(
    db
      .select({ held: userCoupons, design: coupons, orderNo: orders.orderNo })
      .from(userCoupons)
      .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
      .leftJoin(orders, eq(orders.id, userCoupons.orderId))
      .where(where)
      .orderBy(query.status === COUPON_STATUS.unused ? asc(userCoupons.validTo) : desc(userCoupons.id), desc(userCoupons.id)),
    db.select({ n: count() }).from(userCoupons).innerJoin(coupons, eq(coupons.id, userCoupons.couponId)).where(where),
    query,
    (rows) => rows.map((row) => toCoupon(row, now, row.orderNo ?? '')),
  );
}

/**
 * GET /api/user/availableCoupon: the unused coupons usable now. With cart
 * line ids each is measured against those lines (usable, 还差¥X可用);
 * usable first, larger amounts first.
 */
export async function availableCoupons(
  db: Database,
  userId: number,
  query: { page: number; per_page: number; type: number; ids?: number[] | undefined },
  now = new Date(),
): Promise<Page<Coupon>> {
  const rows = await db
    .select({ held: userCoupons, design: coupons })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .where(and(unusedNow(userId, now), query.type ? eq(coupons.type, query.type) : undefined));
  let lines: CartLine[] | null = null;
  if (query.ids) {
    const unique = [...new Set(query.ids)];
    const cart = await priceCart(db, userId, unique);
    if (cart.lines.length !== unique.length) throw AppError.notFound(CART_ITEM_NOT_FOUND);
    // Measured as the checkout measures it: every line selected, after the activities.
    for (const line of cart.lines) line.domain = { ...line.domain, is_selected: 1 };
    lines = applyPricing(cart).lines;
  }
  const measured = rows.map((row) => {
    const coupon = toCoupon(row, now);
    if (!lines) return { coupon, usable: true, amount: row.design.amountFen };
    const reason = couponThresholdProblem(row.design, couponBase(lines, couponTerms(row.design)));
    return { coupon: { ...coupon, usable: reason ? 0 : 1, unusable_reason: reason ?? '' } satisfies Coupon, usable: !reason, amount: row.design.amountFen };
  });
  measured.sort((a, b) => Number(b.usable) - Number(a.usable) || b.amount - a.amount || a.coupon.valid_to - b.coupon.valid_to);
  return pageSlice(
    measured.map((m) => m.coupon),
    query,
  );
}

/** GET /api/user/couponNum: unused coupons that can still be used. */
export async function couponCount(db: Reader, userId: number, now = new Date()): Promise<{ unused: number }> {
  const [row] = await db
    .select({ n: count() })
    .from(userCoupons)
    .where(and(eq(userCoupons.userId, userId), eq(userCoupons.status, COUPON_STATUS.unused), gte(userCoupons.validTo, now)));
  return { unused: row?.n ?? 0 };
}

/** Gives a cancelled order's coupon back: unused again while still valid, else expired. */
export async function releaseCoupons(tx: Transaction, orderIds: readonly number[], now: Date): Promise<void> {
  if (orderIds.length === 0) return;
  await tx
    .update(userCoupons)
    .set({ status: sql`case when ${userCoupons.validTo} >= ${now.toISOString()}::timestamptz then 0 else 2 end`, orderId: null, usedAt: null })
    .where(and(eq(userCoupons.status, 1), inArray(userCoupons.orderId, [...orderIds])));
}

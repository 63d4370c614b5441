import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { banners } from './banners';
import { coupons, userCoupons } from './coupons';
import { pointsGifts, pointsOrders, pointsTransactions } from './points';
import { userRef } from './users';

/**
 * A lottery (抽奖活动, docs/product/entities.md "Lottery"): running while is_active and now is
 * within [starts_at, ends_at). remarks are the rules shown in the pop-up;
 * banner_id names the banners row (position 'draw') the pop-up shows.
 */
export const drawActivities = pgTable(
  'draw_activities',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    remarks: text('remarks').notNull().default(''),
    bannerId: integer('banner_id').references(() => banners.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('draw_activities_period_ordered', sql`${t.endsAt} > ${t.startsAt}`)],
);

/** What a prize is: a coupon design issued, points added, a gift shipped as a points order, or 谢谢参与. */
export type PrizeKind = 'coupon' | 'points' | 'gift' | 'none';

/**
 * A prize of one activity. Drawn with probability weight / (sum of the
 * weights of prizes with stock left). stock is what is left to give; the
 * draw takes one with `stock = stock - 1 where stock > 0`, and the CHECK
 * keeps it from ever going below zero. Only 谢谢参与 may be unlimited
 * (stock null). Each kind carries what granting it needs (the CHECKs).
 */
export const drawPrizes = pgTable(
  'draw_prizes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => drawActivities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** What the buyer gets and how to use it, shown with the result (docs/product/errors.md "Lottery success"). */
    remarks: text('remarks').notNull().default(''),
    kind: text('kind').$type<PrizeKind>().notNull(),
    weight: integer('weight').notNull(),
    stock: integer('stock'),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'restrict' }),
    couponValidDays: integer('coupon_valid_days'),
    points: integer('points'),
    giftId: integer('gift_id').references(() => pointsGifts.id, { onDelete: 'restrict' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('draw_prizes_activity_idx').on(t.activityId, t.sort),
    check('draw_prizes_kind_known', sql`${t.kind} in ('coupon', 'points', 'gift', 'none')`),
    check('draw_prizes_weight_positive', sql`${t.weight} > 0`),
    check('draw_prizes_stock_not_negative', sql`${t.stock} >= 0`),
    check('draw_prizes_only_none_unlimited', sql`${t.stock} is not null or ${t.kind} = 'none'`),
    check('draw_prizes_coupon_complete', sql`${t.kind} <> 'coupon' or (${t.couponId} is not null and ${t.couponValidDays} > 0)`),
    check('draw_prizes_points_positive', sql`${t.kind} <> 'points' or ${t.points} > 0`),
    check('draw_prizes_gift_complete', sql`${t.kind} <> 'gift' or ${t.giftId} is not null`),
  ],
);

/**
 * One buyer's draw in one activity: at most one (the unique index, which
 * also decides a buyer racing with itself). The prize's name and kind are
 * copied; the row the prize became is linked (coupon, points line, points order).
 */
export const drawRecords = pgTable(
  'draw_records',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => drawActivities.id, { onDelete: 'cascade' }),
    userId: userRef(),
    prizeId: integer('prize_id')
      .notNull()
      .references(() => drawPrizes.id, { onDelete: 'restrict' }),
    prizeName: text('prize_name').notNull(),
    prizeKind: text('prize_kind').$type<PrizeKind>().notNull(),
    userCouponId: integer('user_coupon_id').references(() => userCoupons.id, { onDelete: 'set null' }),
    pointsTransactionId: integer('points_transaction_id').references(() => pointsTransactions.id, { onDelete: 'set null' }),
    pointsOrderId: integer('points_order_id').references(() => pointsOrders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('draw_records_one_per_buyer').on(t.activityId, t.userId),
    index('draw_records_user_idx').on(t.userId, t.createdAt),
    index('draw_records_latest_idx').on(t.activityId, t.createdAt),
    check('draw_records_kind_known', sql`${t.prizeKind} in ('coupon', 'points', 'gift', 'none')`),
  ],
);

export type DrawActivityRow = typeof drawActivities.$inferSelect;
export type DrawPrizeRow = typeof drawPrizes.$inferSelect;
export type DrawRecordRow = typeof drawRecords.$inferSelect;

import { boolean, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './order';
import { userRef } from './users';

/**
 * A coupon design (优惠券): 满 threshold_fen 减 amount_fen over the
 * coupon-eligible total (docs/product/constants.md: lines with with_coupon = 1; seckill lines
 * never count). Issued to buyers as user_coupons rows.
 */
export const coupons = pgTable('coupons', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  /** 1 满减券, 2 现金券 (cash voucher, /wdqb/xjq: threshold 0). */
  type: smallint('type').notNull().default(1),
  thresholdFen: integer('threshold_fen').notNull().default(0),
  amountFen: integer('amount_fen').notNull(),
  /** 1 when only 优选 goods count towards the threshold. */
  youxOnly: boolean('youx_only').notNull().default(false),
  describe: text('describe').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A coupon held by a buyer. status 0 unused, 1 used (order_id set), 2
 * expired (written lazily: valid_to < now also counts as expired). Used at
 * most once: the order transaction claims it with
 * `update … set status = 1 where id = ? and status = 0`, and a cancelled
 * unpaid order gives it back.
 */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: userRef(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    status: smallint('status').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_coupons_user_id_idx').on(t.userId, t.status)],
);

export type CouponRow = typeof coupons.$inferSelect;
export type UserCouponRow = typeof userCoupons.$inferSelect;

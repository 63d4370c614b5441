import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { coupons, userCoupons } from './coupons';
import { goods } from './goods';
import { orderRef } from './order';
import { userRef } from './users';

/**
 * A batch of limited coupons in the coupon centre (/lqzx): `issued` copies
 * of a coupon design, claimable between starts_at and ends_at, each valid
 * for valid_days from its claim. `claimed` only moves through
 * `update … set claimed = claimed + 1 where claimed < issued`, and the CHECK
 * holds it within issued whatever the code does.
 */
export const couponBatches = pgTable(
  'coupon_batches',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    issued: integer('issued').notNull(),
    claimed: integer('claimed').notNull().default(0),
    validDays: integer('valid_days').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupon_batches_window_idx').on(t.endsAt),
    check('coupon_batches_issued_positive', sql`${t.issued} > 0`),
    check('coupon_batches_claimed_within_issued', sql`${t.claimed} >= 0 and ${t.claimed} <= ${t.issued}`),
    check('coupon_batches_valid_days_positive', sql`${t.validDays} > 0`),
    check('coupon_batches_window', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** One buyer's claim of a batch: UNIQUE(batch, user) makes it at most one each; the coupon itself is the user_coupons row. */
export const couponClaims = pgTable(
  'coupon_claims',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => couponBatches.id, { onDelete: 'restrict' }),
    userId: userRef(),
    userCouponId: integer('user_coupon_id')
      .notNull()
      .references(() => userCoupons.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupon_claims_batch_user_idx').on(t.batchId, t.userId)],
);

/**
 * A group buy (拼团, /ptzq): goods sold at group_price_fen once buyers
 * together order target_qty before the deadline. state open → succeeded
 * (target reached: the joined orders become payable) or open → failed
 * (deadline passed short of the target: the joined orders are cancelled and
 * their stock released); settled_at is set exactly when it leaves open.
 * joined_qty is the sum of the joins, moved in the join's transaction under
 * the deal's row lock.
 */
export const groupDeals = pgTable(
  'group_deals',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'restrict' }),
    groupPriceFen: integer('group_price_fen').notNull(),
    targetQty: integer('target_qty').notNull(),
    joinedQty: integer('joined_qty').notNull().default(0),
    maxPerOrder: integer('max_per_order').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    state: text('state').$type<'open' | 'succeeded' | 'failed'>().notNull().default('open'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('group_deals_open_deadline_idx')
      .on(t.deadline)
      .where(sql`${t.state} = 'open'`),
    index('group_deals_goods_idx').on(t.goodsId),
    check('group_deals_price_positive', sql`${t.groupPriceFen} > 0`),
    check('group_deals_target_positive', sql`${t.targetQty} > 0`),
    check('group_deals_joined_not_negative', sql`${t.joinedQty} >= 0`),
    check('group_deals_max_per_order_positive', sql`${t.maxPerOrder} > 0`),
    check('group_deals_window', sql`${t.deadline} > ${t.startsAt}`),
    check('group_deals_state_known', sql`${t.state} in ('open', 'succeeded', 'failed')`),
    check('group_deals_settled_state', sql`(${t.state} = 'open') = (${t.settledAt} is null)`),
  ],
);

/** A buyer's join of a group buy: one order (status 待成团 until the deal settles). */
export const groupDealJoins = pgTable(
  'group_deal_joins',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => groupDeals.id, { onDelete: 'restrict' }),
    userId: userRef(),
    orderId: orderRef(),
    number: integer('number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('group_deal_joins_order_idx').on(t.orderId),
    index('group_deal_joins_deal_idx').on(t.dealId),
    check('group_deal_joins_number_positive', sql`${t.number} > 0`),
  ],
);

export type CouponBatchRow = typeof couponBatches.$inferSelect;
export type GroupDealRow = typeof groupDeals.$inferSelect;

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './order';
import { userRef } from './users';

/** A gift of the points mall (积分商城): costs points, has its own stock. */
export const pointsGifts = pgTable('points_gifts', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  describe: text('describe').notNull().default(''),
  points: integer('points').notNull(),
  stock: integer('stock').notNull().default(0),
  isActive: smallint('is_active').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A points order (/jfdd): a gift exchanged for points, shipped with the
 * buyer's next delivery. status 1 待发货, 2 已发货, 3 已完成.
 */
export const pointsOrders = pgTable(
  'points_orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderNo: text('order_no').notNull().unique(),
    userId: userRef(),
    giftId: integer('gift_id')
      .notNull()
      .references(() => pointsGifts.id, { onDelete: 'restrict' }),
    giftName: text('gift_name').notNull(),
    number: integer('number').notNull(),
    points: integer('points').notNull(),
    status: smallint('status').notNull().default(1),
    consignee: text('consignee').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('points_orders_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The points ledger (/wdqb/jfgl): every change of users.points, with why.
 * kind 1 获得 (points > 0: an order completed, the opening grant), 2 使用
 * (points < 0: a points-mall exchange), 3 过期 (points < 0); the CHECKs keep
 * the sign and the kind together. order_id: the goods order that earned
 * them; points_order_id: the exchange that spent them.
 */
export const pointsTransactions = pgTable(
  'points_transactions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: userRef(),
    points: integer('points').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    note: text('note').notNull().default(''),
    kind: smallint('kind').notNull().default(1),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    pointsOrderId: integer('points_order_id').references(() => pointsOrders.id, { onDelete: 'set null' }),
    /**
     * On an expiry line written by the expiry job: the year (China time) whose
     * earned points it expires. Unique per buyer, so running the job twice
     * cannot expire one year twice (services/points/expiry.ts).
     */
    expiredYear: smallint('expired_year'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('points_transactions_user_idx').on(t.userId, t.createdAt),
    check('points_transactions_kind_known', sql`${t.kind} in (1, 2, 3)`),
    uniqueIndex('points_transactions_user_expired_year')
      .on(t.userId, t.expiredYear)
      .where(sql`${t.expiredYear} is not null`),
    check('points_transactions_expired_year_is_expiry', sql`${t.expiredYear} is null or ${t.kind} = 3`),
    check('points_transactions_sign_matches_kind', sql`(${t.kind} = 1 and ${t.points} > 0) or (${t.kind} in (2, 3) and ${t.points} < 0)`),
  ],
);

export type PointsGiftRow = typeof pointsGifts.$inferSelect;
export type PointsOrderRow = typeof pointsOrders.$inferSelect;

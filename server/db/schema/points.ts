import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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

/** The points ledger: every change of users.points, with why. */
export const pointsTransactions = pgTable(
  'points_transactions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('points_transactions_user_idx').on(t.userId, t.createdAt)],
);

export type PointsGiftRow = typeof pointsGifts.$inferSelect;
export type PointsOrderRow = typeof pointsOrders.$inferSelect;

import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { goods } from './goods';
import { orders } from './order';
import { userRef } from './users';

/** One 满额返现 tier: an order whose eligible paid amount reaches `amount` fen gets `cashback` fen back. */
export interface CashbackTierJson {
  amount: number;
  cashback: number;
}

/**
 * /hb 满额返现 activities (0024): tiers over a goods set (cashback_goods)
 * for orders placed inside [starts_at, ends_at).
 */
export const cashbackActivities = pgTable(
  'cashback_activities',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    tiers: jsonb('tiers').$type<CashbackTierJson[]>().notNull().default([]),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('cashback_activities_period_check', sql`${t.endsAt} > ${t.startsAt}`)],
);

export const cashbackGoods = pgTable(
  'cashback_goods',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => cashbackActivities.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.goodsId] }), index('cashback_goods_goods_id_idx').on(t.goodsId)],
);

/**
 * The cashback decided for a completed order: one row per order at most
 * (UNIQUE order_id), written in the same transaction as its wallet ledger
 * row (which carries the order_id), so a lifecycle job running twice or on
 * two nodes credits once. amount 0 records an order that reached no tier,
 * so the job does not look at it again.
 */
export const orderCashbacks = pgTable(
  'order_cashbacks',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: userRef(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => cashbackActivities.id, { onDelete: 'restrict' }),
    eligibleFen: integer('eligible_fen').notNull(),
    amountFen: integer('amount_fen').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_cashbacks_user_idx').on(t.userId), check('order_cashbacks_amount_check', sql`${t.amountFen} >= 0 AND ${t.eligibleFen} >= 0`)],
);

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { banners } from './banners';
import { goods } from './goods';
import { users } from './users';

/**
 * Controlled sales (控销): a goods sold only to buyers of the listed
 * provinces and/or buyer types (users.province / users.type). An empty list
 * does not restrict on that axis; the CHECK keeps a control from restricting
 * nothing. Everyone sees the goods; the cart and checkout refuse the others
 * (server/services/licences/scope.ts) with the reason.
 */
export const goodsControls = pgTable(
  'goods_controls',
  {
    goodsId: integer('goods_id')
      .primaryKey()
      .references(() => goods.id, { onDelete: 'cascade' }),
    provinces: text('provinces')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    buyerTypes: text('buyer_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Why the goods is controlled (厂家区域保护…), shown on the card and the zone page. */
    note: text('note').notNull().default(''),
    /** When the goods joined the zone: /kxzq/new lists the recent ones. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('goods_controls_restricts_check', sql`cardinality(${t.provinces}) > 0 or cardinality(${t.buyerTypes}) > 0`),
    index('goods_controls_created_idx').on(t.createdAt),
  ],
);

/**
 * Activities (活动): the pages /yjh, /Hdzx, /zqmb, /yyh, /hdmb are composed
 * from one of these, its banner, rules and goods. Outside [starts_at,
 * ends_at) an activity is not shown (→ /noActivity). `slug` is the name the
 * /activity/{url} links use.
 */
export const activities = pgTable(
  'activities',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    type: text('type').notNull(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    bannerId: integer('banner_id').references(() => banners.id, { onDelete: 'set null' }),
    /** Plain text, one rule a line. */
    rules: text('rules').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    check('activities_type_check', sql`${t.type} in ('yjh', 'hdzx', 'zqmb', 'yyh', 'hdmb')`),
    check('activities_period_check', sql`${t.endsAt} > ${t.startsAt}`),
    index('activities_type_period_idx').on(t.type, t.startsAt, t.endsAt),
  ],
);

export const activityGoods = pgTable(
  'activity_goods',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.goodsId] }), index('activity_goods_goods_idx').on(t.goodsId)],
);

/** POST /api/activity/tap: one row per tap on an activity (or one of its goods), for the operators' click counts. */
export const activityTaps = pgTable(
  'activity_taps',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id').references(() => goods.id, { onDelete: 'set null' }),
    /** null for a visitor. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activity_taps_activity_idx').on(t.activityId, t.createdAt)],
);

export type GoodsControlRow = typeof goodsControls.$inferSelect;
export type ActivityRow = typeof activities.$inferSelect;

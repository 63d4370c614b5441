import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { goods } from './goods';

/**
 * One tier of a cart activity. amount: the threshold (fen) the eligible
 * selected total must reach (shared/domain/tiers AmountTier). A 满减 tier
 * takes `reduce` fen off; a 折扣 tier charges `rate` (0.98 = 98折) of the
 * eligible total.
 */
export interface PromotionTierJson {
  amount: number;
  reduce?: number;
  rate?: number;
}

/**
 * A 赠品 rule: buying at least buy_number units of the goods adds gift_number × gift_name free of charge.
 * A combo_gift (组合满赠/换购) ignores buy_number (its threshold is the promotion's
 * threshold_fen / threshold_number over the group's goods) and gives gift_number once per order.
 */
export interface GiftRuleJson {
  buy_number: number;
  gift_name: string;
  gift_number: number;
  /** Charged per gift unit, fen (0 for a free gift; >0 would be 换购). */
  gift_price: number;
}

/**
 * Cart activities (docs/product/entities.md cart store activity_data): 满减 (kind manjian),
 * 折扣 (kind discount), 赠品 (kind gift) and 组合满赠/换购 (kind combo_gift:
 * the /zhmz groups; promotion_goods is the group, the threshold is on the
 * group's selected amount or quantity, gift_stock the gifts left). One table with the tiers as JSON
 * rather than a table per kind: every kind is "a rule over a set of goods in a
 * time window", and the tiers are read whole, never queried. A promotion
 * with applies_to_all covers every goods; otherwise promotion_goods lists
 * them.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** manjian | discount | gift. */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    tiers: jsonb('tiers').$type<PromotionTierJson[]>().notNull().default([]),
    giftRule: jsonb('gift_rule').$type<GiftRuleJson | null>(),
    appliesToAll: boolean('applies_to_all').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /**
     * 'welfare' for the /welfare zone's 全场94折 (0024): a discount that
     * prices its goods' lines directly and replaces the store-wide 折扣 on
     * them; null for the cart's ordinary activities.
     */
    zone: text('zone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** combo_gift: the group's selected goods must reach this amount (fen)… */
    thresholdFen: integer('threshold_fen'),
    /** …or this many units (whichever the group sets). */
    thresholdNumber: integer('threshold_number'),
    /** combo_gift: gifts (or 换购 items) left; reserved by a conditional update when an order takes one. */
    giftStock: integer('gift_stock'),
  },
  (t) => [
    index('promotions_kind_idx').on(t.kind),
    check('promotions_zone_check', sql`${t.zone} IS NULL OR (${t.zone} = 'welfare' AND ${t.kind} = 'discount')`),
    check('promotions_threshold_fen_positive', sql`${t.thresholdFen} is null or ${t.thresholdFen} > 0`),
    check('promotions_threshold_number_positive', sql`${t.thresholdNumber} is null or ${t.thresholdNumber} > 0`),
    check('promotions_gift_stock_nonnegative', sql`${t.giftStock} is null or ${t.giftStock} >= 0`),
    check(
      'promotions_combo_gift_rule',
      sql`${t.kind} <> 'combo_gift' or (${t.giftRule} is not null and ${t.giftStock} is not null and (${t.thresholdFen} is not null or ${t.thresholdNumber} is not null))`,
    ),
  ],
);

export const promotionGoods = pgTable(
  'promotion_goods',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.goodsId] }), index('promotion_goods_goods_id_idx').on(t.goodsId)],
);

export type PromotionRow = typeof promotions.$inferSelect;

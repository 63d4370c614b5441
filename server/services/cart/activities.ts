import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { CartActivity, CartTier } from '../../../shared/contract/cart';
import { fenToYuan } from '../../../shared/domain/money';
import type { TierWithStatus } from '../../../shared/domain/tiers';
import type { Database, Transaction } from '../../db/client';
import { promotions, type GiftRuleJson, type PromotionRow, type PromotionTierJson } from '../../db/schema';

type Reader = Database | Transaction;

/** The activities that bear on a set of goods right now. */
export interface CartActivities {
  manjian: PromotionRow | null;
  discount: PromotionRow | null;
  /** Goods covered by the 满减 / 折扣 activity (every goods when it applies to all). */
  inManjian(goodsId: number): boolean;
  inDiscount(goodsId: number): boolean;
  /** The 赠品 rule of a goods, if a live gift activity covers it. */
  giftOf(goodsId: number): { promotionId: number; rule: GiftRuleJson } | null;
  /** The /welfare rate (0.94) of a goods in the live welfare discount, else null. */
  welfareRateOf(goodsId: number): number | null;
  /** Live 组合满赠/换购 groups (kind combo_gift), oldest first. */
  combos: PromotionRow[];
  /** Whether a goods belongs to a combo group. */
  inCombo(promotion: PromotionRow, goodsId: number): boolean;
}

/**
 * Live activities: active and inside their time window. Of several live
 * activities of one kind the oldest (lowest id) is the one the cart shows;
 * the seed and the admin keep one per kind.
 */
export async function loadActivities(db: Reader, goodsIds: readonly number[], now = new Date()): Promise<CartActivities> {
  const ids = [...new Set(goodsIds)];
  // One round trip: each live activity with those of `ids` it lists in
  // promotion_goods beside it (order creation reads it beside its other reads).
  // Spelled out: in a one-table select Drizzle prints columns unqualified,
  // and an unqualified "id" in the subquery would be promotion_goods.id.
  const covering =
    ids.length === 0
      ? sql<number[] | null>`null`
      : sql<number[] | null>`(select json_agg(covered.goods_id) from promotion_goods as covered
          where covered.promotion_id = "promotions"."id" and covered.goods_id in ${ids})`;
  const rows = await db
    .select({ promotion: promotions, covering })
    .from(promotions)
    .where(
      and(
        eq(promotions.isActive, true),
        or(isNull(promotions.startsAt), lte(promotions.startsAt, now)),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
      ),
    )
    .orderBy(promotions.id);
  const live = rows.map((row) => row.promotion);
  const covered = new Map<number, Set<number>>(rows.map((row) => [row.promotion.id, new Set(row.covering ?? [])]));
  const covers = (promotion: PromotionRow | null, goodsId: number): boolean =>
    promotion !== null && (promotion.appliesToAll || (covered.get(promotion.id)?.has(goodsId) ?? false));
  const manjian = live.find((p) => p.kind === 'manjian') ?? null;
  // The welfare zone's discount prices its goods' lines itself (lines.ts); the cart's 折扣 is the store-wide one.
  const discount = live.find((p) => p.kind === 'discount' && p.zone === null) ?? null;
  const welfare = live.find((p) => p.kind === 'discount' && p.zone === 'welfare') ?? null;
  const welfareRate = welfare?.tiers[0]?.rate ?? null;
  const gifts = live.filter((p) => p.kind === 'gift' && p.giftRule);
  const combos = live.filter((p) => p.kind === 'combo_gift' && p.giftRule);
  return {
    combos,
    inCombo: (promotion, goodsId) => covers(promotion, goodsId),
    manjian,
    discount,
    inManjian: (goodsId) => covers(manjian, goodsId),
    inDiscount: (goodsId) => covers(discount, goodsId),
    welfareRateOf: (goodsId) => (welfareRate !== null && covers(welfare, goodsId) ? welfareRate : null),
    giftOf(goodsId) {
      const gift = gifts.find((p) => covers(p, goodsId));
      return gift?.giftRule ? { promotionId: gift.id, rule: gift.giftRule } : null;
    },
  };
}

/** 1000.00 → "1000", 12.50 → "12.5": how activity names read amounts (满1000减50). */
export function shortYuan(fen: number): string {
  return fenToYuan(fen).replace(/\.?0+$/, '');
}

/** 0.98 → "98折", 0.9 → "9折", 0.95 → "95折". */
export function rateText(rate: number): string {
  const percent = Math.round(rate * 100);
  return `${percent % 10 === 0 ? percent / 10 : percent}折`;
}

export function tierText(kind: 'manjian' | 'discount', tier: PromotionTierJson): string {
  if (kind === 'manjian') return `满${shortYuan(tier.amount)}减${shortYuan(tier.reduce ?? 0)}`;
  return `满${shortYuan(tier.amount)}享${rateText(tier.rate ?? 1)}`;
}

export function toCartTier(kind: 'manjian' | 'discount', tier: TierWithStatus<PromotionTierJson>): CartTier {
  return {
    amount: fenToYuan(tier.amount),
    reduce: kind === 'manjian' ? fenToYuan(tier.reduce ?? 0) : null,
    rate: kind === 'discount' ? (tier.rate ?? 1) : null,
    status: tier.status,
    text: tierText(kind, tier),
  };
}

export function toCartActivity(promotion: PromotionRow | null): CartActivity | null {
  return promotion ? { id: promotion.id, name: promotion.name } : null;
}

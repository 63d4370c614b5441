import { bestReachedTier } from './tiers';

/** One 满额返现 tier, fen: reaching `amount` of eligible paid goods gives `cashback` back. */
export interface CashbackTier {
  amount: number;
  cashback: number;
}

export interface CashbackOrderFigures {
  /** The order's goods total before any reduction, fen. */
  goodsTotal: number;
  /** 满减 + 折扣 + coupon taken off the order, fen. */
  reductions: number;
  /** The activity goods' line amounts (line prices already carry 94折 and ladders), fen. */
  activityGoods: number;
}

/**
 * The part of an order's paid goods that counts for 满额返现: the activity
 * goods' lines less their share of the order-level reductions, spread in
 * proportion to the goods total and rounded down, so the buyer is measured
 * on what was actually paid for those goods (freight never counts).
 */
export function cashbackEligible({ goodsTotal, reductions, activityGoods }: CashbackOrderFigures): number {
  if (goodsTotal <= 0 || activityGoods <= 0) return 0;
  const paidGoods = Math.max(0, goodsTotal - reductions);
  return Math.floor((Math.min(activityGoods, goodsTotal) * paidGoods) / goodsTotal);
}

/** The cashback (fen) the highest reached tier gives, 0 below the lowest tier. */
export function cashbackFor(tiers: readonly CashbackTier[], eligible: number): number {
  return bestReachedTier(tiers, eligible)?.cashback ?? 0;
}

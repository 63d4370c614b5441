// The cart's order-level activities (满减 full reduction, 满折 tier discount)
// as one rule for the cart page, the step-2 preview and the order, so the
// three can never disagree (issue 26). Amounts are integer fen.
//
// - An activity counts only its own goods (活动商品): the selected,
//   purchasable, coupon-eligible lines it covers. Its tiers are measured
//   against those lines' amount BEFORE any activity takes something off
//   (number × price + gift), so an activity's reduction can never push the
//   cart back under the tier that granted it, and the two activities do not
//   feed each other.
// - 满减 takes the highest reached tier's reduction (never more than its
//   goods cost); 满折 takes the goods' amount minus the rate applied to it,
//   rounded in the buyer's favour (applyRate rounds the charge down).
// - What an activity takes off is spread over its lines in proportion to
//   their amounts (largest remainder, so the shares sum to the fen), and a
//   line's shares together are its goods_manjian_amount (docs/product/entities.md, docs/product/constants.md): the
//   selected total then reads "minus goods_manjian_amount" as the spec says,
//   and the cart's 合计 shows the saving as soon as a tier is reached.
import type { CartLine } from './cart-totals';
import { isCountable } from './cart-totals';
import { isOn } from './flag';
import { applyRate } from './money';
import { bestReachedTier, nextTier, type NextTier } from './tiers';

export type PromotionKind = 'manjian' | 'discount';

/** One tier of an activity: the threshold, and what it gives (reduce for 满减, rate for 满折). */
export interface PromotionTier {
  amount: number;
  /** 满减: fen taken off. */
  reduce?: number | null;
  /** 满折: the rate charged, 0.98 = 98折. */
  rate?: number | null;
}

/** A cart line as the activities read it: the cart-totals line and which activities cover its goods. */
export interface PromotionLine extends CartLine {
  in_manjian?: boolean | null;
  in_discount?: boolean | null;
}

export interface ActivityOutcome<T extends PromotionTier = PromotionTier> {
  kind: PromotionKind;
  /** The activity's goods among the counted lines: their amount before any activity (what tiers measure), fen. */
  eligibleTotal: number;
  /** How many counted lines are the activity's goods. */
  lineCount: number;
  /** The highest tier reached, or null. */
  tier: T | null;
  /** What the activity takes off now, fen (0 below the first tier). */
  saving: number;
  /** The closest tier not yet reached and the fen of the activity's goods still to buy, or null. */
  next: NextTier<T> | null;
}

/** A line's amount before activities: number × price + gift total. */
export function grossAmount(line: CartLine): number {
  return line.number * line.price + (line.gift_data?.total ?? 0);
}

/** Whether a line counts towards an activity: counted in the totals, coupons and activities apply to it, the activity covers it. */
export function countsFor(line: PromotionLine, kind: PromotionKind): boolean {
  if (!isCountable(line) || !isOn(line.with_coupon)) return false;
  return kind === 'manjian' ? line.in_manjian === true : line.in_discount === true;
}

/** What a reached tier takes off an eligible amount, fen, never more than the amount. */
export function tierSaving(kind: PromotionKind, tier: PromotionTier | null, eligibleTotal: number): number {
  if (!tier || eligibleTotal <= 0) return 0;
  if (kind === 'manjian') {
    const reduce = tier.reduce ?? 0;
    return Number.isSafeInteger(reduce) && reduce > 0 ? Math.min(reduce, eligibleTotal) : 0;
  }
  const rate = tier.rate ?? 1;
  if (!Number.isFinite(rate) || rate < 0 || rate >= 1) return 0;
  return eligibleTotal - applyRate(eligibleTotal, rate);
}

/**
 * Spreads `total` fen over weights in proportion (largest remainder: floors
 * first, the fen left go to the largest fractions, the earlier line first on
 * a tie). Each share is at most ceil(total × weight ÷ sum), so when total ≤
 * sum no share exceeds its weight. BigInt, because fen × fen passes 2^53.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const bigSum = BigInt(sum);
  const shares: number[] = [];
  const fractions: { index: number; rest: bigint }[] = [];
  let left = total;
  weights.forEach((weight, index) => {
    const exact = BigInt(total) * BigInt(Math.max(0, weight));
    const share = Number(exact / bigSum);
    shares.push(share);
    left -= share;
    fractions.push({ index, rest: exact % bigSum });
  });
  fractions.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (let i = 0; left > 0 && i < fractions.length; i++, left--) shares[fractions[i]!.index]! += 1;
  return shares;
}

export interface AppliedActivities<T extends PromotionTier = PromotionTier> {
  /** The lines in the same order, goods_manjian_amount set to what the activities take off each (0 for the rest). */
  lines: CartLine[];
  manjian: ActivityOutcome<T>;
  discount: ActivityOutcome<T>;
  /** Both activities' saving, fen: the sum of every line's goods_manjian_amount. */
  saving: number;
}

function outcomeOf<T extends PromotionTier>(kind: PromotionKind, lines: readonly PromotionLine[], tiers: readonly T[] | null | undefined) {
  let eligibleTotal = 0;
  let lineCount = 0;
  for (const line of lines) {
    if (!countsFor(line, kind)) continue;
    eligibleTotal += grossAmount(line);
    lineCount += 1;
  }
  const tier = bestReachedTier(tiers ?? [], eligibleTotal);
  return { kind, eligibleTotal, lineCount, tier, saving: tierSaving(kind, tier, eligibleTotal), next: nextTier(tiers ?? [], eligibleTotal) };
}

/**
 * The activities over the lines: each activity's outcome and every line with
 * its goods_manjian_amount. A line in both activities gives 满减 its share
 * first; its 满折 share is then capped at what is left of the line, so no
 * line goes below zero (only a misconfigured pair of tiers gets there).
 */
export function applyActivities<T extends PromotionTier>(
  lines: readonly PromotionLine[],
  tiers: { manjian?: readonly T[] | null; discount?: readonly T[] | null },
): AppliedActivities<T> {
  const manjian = outcomeOf('manjian', lines, tiers.manjian);
  const discount = outcomeOf('discount', lines, tiers.discount);
  const gross = lines.map(grossAmount);
  const manjianShares = apportion(
    manjian.saving,
    lines.map((line, i) => (countsFor(line, 'manjian') ? gross[i]! : 0)),
  );
  const discountShares = apportion(
    discount.saving,
    lines.map((line, i) => (countsFor(line, 'discount') ? gross[i]! : 0)),
  ).map((share, i) => Math.min(share, Math.max(0, gross[i]! - manjianShares[i]!)));
  const discountSaving = discountShares.reduce((a, b) => a + b, 0);
  const out: CartLine[] = lines.map((line, i) => {
    const { in_manjian: _m, in_discount: _d, ...rest } = line;
    return { ...rest, goods_manjian_amount: manjianShares[i]! + discountShares[i]! };
  });
  return {
    lines: out,
    manjian,
    discount: { ...discount, saving: discountSaving },
    saving: manjian.saving + discountSaving,
  };
}

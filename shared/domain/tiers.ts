// Full-reduction (满减, manjian) and discount tiers of the cart, docs/product/states.md:
// "tiers get status 1 when the coupon-eligible selected total reaches the
// tier amount, else 0; reached tiers are listed first". Amounts are fen.
// The tiers carry other fields (how much is taken off, the rate); those pass
// through untouched.

export interface AmountTier {
  /** Threshold in fen that the coupon-eligible selected total must reach. */
  amount: number;
}

export type TierStatus = 0 | 1;

export type TierWithStatus<T> = Omit<T, 'status'> & { status: TierStatus };

export interface NextTier<T> {
  tier: T;
  /** Fen still to add to the eligible total to reach the tier (> 0). */
  missing: number;
}

function isReached(tier: AmountTier, eligibleTotal: number): boolean {
  return eligibleTotal >= tier.amount;
}

/**
 * Each tier with status 1 when reached, else 0. Reached tiers come first;
 * within each group the server's order is kept (stable), since the server
 * orders tiers as the activity defines them. A tier whose amount is not a
 * number is never reached.
 */
export function tierStatus<T extends AmountTier>(tiers: readonly T[] | null | undefined, eligibleTotal: number): TierWithStatus<T>[] {
  const reached: TierWithStatus<T>[] = [];
  const unreached: TierWithStatus<T>[] = [];
  for (const tier of tiers ?? []) {
    if (isReached(tier, eligibleTotal)) reached.push({ ...tier, status: 1 });
    else unreached.push({ ...tier, status: 0 });
  }
  return [...reached, ...unreached];
}

/**
 * The closest tier not yet reached and how much is missing, for hints such
 * as "再买 ¥X 可减 ¥Y". "Closest" is the smallest unreached amount, whatever
 * order the tiers are listed in (of equal amounts the first listed); null
 * when every tier is reached or there are none.
 */
export function nextTier<T extends AmountTier>(tiers: readonly T[] | null | undefined, eligibleTotal: number): NextTier<T> | null {
  let next: T | undefined;
  for (const tier of tiers ?? []) {
    if (!Number.isFinite(tier.amount) || isReached(tier, eligibleTotal)) continue;
    if (next === undefined || tier.amount < next.amount) next = tier;
  }
  return next === undefined ? null : { tier: next, missing: next.amount - eligibleTotal };
}

/**
 * The highest tier reached (largest amount; of equal amounts the first
 * listed), i.e. the one whose reduction applies; null when none is reached.
 */
export function bestReachedTier<T extends AmountTier>(tiers: readonly T[] | null | undefined, eligibleTotal: number): T | null {
  let best: T | null = null;
  for (const tier of tiers ?? []) {
    if (!isReached(tier, eligibleTotal)) continue;
    if (best === null || tier.amount > best.amount) best = tier;
  }
  return best;
}

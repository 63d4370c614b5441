// Purchase quantities of one goods item. A buyer buys in whole packing steps
// (中包装: e.g. a carton of 10 boxes), at least the minimum purchase and at
// most the stock. Every quantity the UI sets passes through here, so a cart
// can never hold 7 boxes of an item sold in tens.

export interface QuantityRules {
  /** Packing step; a quantity must be a multiple of it. Default 1. */
  step?: number;
  /** Minimum purchase. Default: one step. */
  min?: number;
  /** Stock (most that can be bought). Default: no limit. */
  max?: number;
}

export interface QuantityBounds {
  step: number;
  /** Smallest valid quantity: min rounded up to a step multiple, at least one step. */
  min: number;
  /** Largest valid quantity: max rounded down to a step multiple. */
  max: number;
  /** False when no valid quantity exists (stock below the minimum purchase). */
  canBuy: boolean;
}

/**
 * The valid range for the rules. A step that is not a positive integer counts
 * as 1; a missing or infinite max means unlimited, but a NaN max (stock
 * unknown because the data is broken) means nothing can be bought, since
 * overselling is worse than a disabled button.
 */
export function quantityBounds(rules: QuantityRules = {}): QuantityBounds {
  const { step: givenStep, min: givenMin = 0, max: givenMax = Number.POSITIVE_INFINITY } = rules;
  const step = givenStep !== undefined && Number.isSafeInteger(givenStep) && givenStep > 0 ? givenStep : 1;
  const min = Math.max(step, Number.isFinite(givenMin) ? Math.ceil(givenMin / step) * step : step);
  let max: number;
  if (Number.isNaN(givenMax)) max = 0;
  else if (givenMax === Number.POSITIVE_INFINITY) max = givenMax;
  else max = Math.floor(givenMax / step) * step;
  return { step, min, max, canBuy: max >= min };
}

function clampTo(value: number, bounds: QuantityBounds): number {
  return Math.min(bounds.max, Math.max(bounds.min, value));
}

/**
 * The valid quantity nearest to `value`: rounded to the nearest step multiple
 * (halfway rounds up), then held within [min, max]. Returns 0 when nothing
 * can be bought, and the minimum for a value that is not a number.
 */
export function clampQuantity(value: number, rules: QuantityRules = {}): number {
  const bounds = quantityBounds(rules);
  if (!bounds.canBuy) return 0;
  if (!Number.isFinite(value)) return bounds.min;
  return clampTo(Math.round(value / bounds.step) * bounds.step, bounds);
}

/**
 * The quantity after pressing + (1) or − (-1): the next step multiple
 * strictly above or below `current` (so 8 in steps of 5 goes to 10 or 5),
 * held within [min, max]. Returns 0 when nothing can be bought.
 */
export function stepQuantity(current: number, direction: 1 | -1, rules: QuantityRules = {}): number {
  const bounds = quantityBounds(rules);
  if (!bounds.canBuy) return 0;
  if (!Number.isFinite(current)) return bounds.min;
  const { step } = bounds;
  const next = direction > 0 ? Math.floor(current / step) * step + step : Math.ceil(current / step) * step - step;
  return clampTo(next, bounds);
}

/** Why a typed quantity was changed: the packing step, the minimum purchase or the stock. */
export type QuantityAdjustment = { reason: 'step'; step: number } | { reason: 'min'; min: number } | { reason: 'stock'; stock: number };

/**
 * Why `clampQuantity(typed, rules)` differs from what the buyer typed, or null
 * when it does not (or nothing was typed, or nothing can be bought). The page
 * says so next to the stepper, so 7 becoming 10 or 99999 becoming 1230 is
 * never silent. Stock wins over the step when both apply: it is the one the
 * buyer cannot change by typing again.
 */
export function quantityAdjustment(typed: number, rules: QuantityRules = {}): QuantityAdjustment | null {
  const bounds = quantityBounds(rules);
  if (!bounds.canBuy || !Number.isFinite(typed)) return null;
  const result = clampQuantity(typed, rules);
  if (result === typed) return null;
  if (result === bounds.max && typed > bounds.max) return { reason: 'stock', stock: Math.floor(rules.max ?? bounds.max) };
  if (typed < bounds.min && (bounds.min > bounds.step || bounds.step === 1)) return { reason: 'min', min: bounds.min };
  return { reason: 'step', step: bounds.step };
}

import { describe, expect, it } from 'vitest';
import { clampQuantity, quantityAdjustment, quantityBounds, stepQuantity, type QuantityAdjustment, type QuantityRules } from './quantity';

describe('quantityBounds', () => {
  it.each([
    { rules: {}, bounds: { step: 1, min: 1, max: Number.POSITIVE_INFINITY, canBuy: true }, why: 'defaults: one unit, no limit' },
    { rules: { step: 5, min: 12, max: 48 }, bounds: { step: 5, min: 15, max: 45, canBuy: true }, why: 'min up, max down to steps' },
    { rules: { step: 10, min: 0, max: 100 }, bounds: { step: 10, min: 10, max: 100, canBuy: true }, why: 'min is at least one step' },
    { rules: { step: 10, min: 10, max: 9 }, bounds: { step: 10, min: 10, max: 0, canBuy: false }, why: 'stock below one step' },
    { rules: { step: 0, min: 3, max: 5 }, bounds: { step: 1, min: 3, max: 5, canBuy: true }, why: 'zero step counts as 1' },
    { rules: { step: 2.5, min: 3, max: 5 }, bounds: { step: 1, min: 3, max: 5, canBuy: true }, why: 'fractional step counts as 1' },
    { rules: { step: 1, max: Number.NaN }, bounds: { step: 1, min: 1, max: 0, canBuy: false }, why: 'unknown stock cannot be bought' },
  ])('$why', ({ rules, bounds }) => {
    expect(quantityBounds(rules)).toEqual(bounds);
  });
});

describe('clampQuantity', () => {
  it.each([
    { value: 7, rules: { step: 5, min: 5, max: 100 }, quantity: 5, why: '7 rounds to nearest step 5' },
    { value: 8, rules: { step: 5, min: 5, max: 100 }, quantity: 10, why: '8 rounds to nearest step 10' },
    { value: 7.5, rules: { step: 5, min: 5, max: 100 }, quantity: 10, why: 'halfway rounds up' },
    { value: 1, rules: { step: 5, min: 5, max: 100 }, quantity: 5, why: 'below min goes to min' },
    { value: 0, rules: { step: 5, min: 5, max: 100 }, quantity: 5, why: 'zero goes to min' },
    { value: -20, rules: { step: 5, min: 5, max: 100 }, quantity: 5, why: 'negative goes to min' },
    { value: 500, rules: { step: 5, min: 5, max: 100 }, quantity: 100, why: 'above stock goes to stock' },
    { value: 500, rules: { step: 5, min: 5, max: 98 }, quantity: 95, why: 'stock rounded down to a step' },
    { value: 96, rules: { step: 5, min: 5, max: 98 }, quantity: 95, why: 'nearest 100 is over stock' },
    { value: 1, rules: { step: 5, min: 12, max: 100 }, quantity: 15, why: 'min rounded up to a step' },
    { value: 13, rules: { step: 1, min: 1, max: 100 }, quantity: 13, why: 'step 1 keeps integers' },
    { value: 13.4, rules: { step: 1, min: 1, max: 100 }, quantity: 13, why: 'step 1 rounds fractions' },
    { value: 7, rules: { step: 5, min: 10, max: 8 }, quantity: 0, why: 'stock below min: cannot buy' },
    { value: 7, rules: { step: 10, min: 1, max: 9 }, quantity: 0, why: 'stock below one step: cannot buy' },
    { value: 3, rules: { step: 1, min: 1, max: 0 }, quantity: 0, why: 'no stock: cannot buy' },
    { value: Number.NaN, rules: { step: 5, min: 5, max: 100 }, quantity: 5, why: 'NaN goes to min' },
    { value: 1e9, rules: { step: 6 }, quantity: 1e9 + 2, why: 'no max: unlimited' },
    { value: 4, rules: undefined, quantity: 4, why: 'no rules: any positive integer' },
  ])('$why: $value → $quantity', ({ value, rules, quantity }) => {
    expect(clampQuantity(value, rules)).toBe(quantity);
  });
});

describe('stepQuantity', () => {
  const rules = { step: 5, min: 10, max: 48 };
  it.each([
    { current: 10, direction: 1 as const, quantity: 15, why: 'plus one step' },
    { current: 15, direction: -1 as const, quantity: 10, why: 'minus one step' },
    { current: 10, direction: -1 as const, quantity: 10, why: 'minus stops at min' },
    { current: 45, direction: 1 as const, quantity: 45, why: 'plus stops at stock rounded to a step' },
    { current: 8, direction: 1 as const, quantity: 10, why: 'off-step value goes to the next multiple up' },
    { current: 23, direction: 1 as const, quantity: 25, why: 'off-step value goes to the next multiple up' },
    { current: 23, direction: -1 as const, quantity: 20, why: 'off-step value goes to the next multiple down' },
    { current: 0, direction: 1 as const, quantity: 10, why: 'from zero to min' },
    { current: 100, direction: -1 as const, quantity: 45, why: 'over stock comes back within stock' },
    { current: Number.NaN, direction: 1 as const, quantity: 10, why: 'NaN goes to min' },
  ])('$why: $current ($direction) → $quantity', ({ current, direction, quantity }) => {
    expect(stepQuantity(current, direction, rules)).toBe(quantity);
  });

  it.each([{ direction: 1 as const }, { direction: -1 as const }])('cannot buy ($direction): stock below min gives 0', ({ direction }) => {
    expect(stepQuantity(5, direction, { step: 5, min: 10, max: 7 })).toBe(0);
  });
});

describe('quantityAdjustment', () => {
  it.each<{ typed: number; rules: QuantityRules; expected: QuantityAdjustment | null }>([
    { typed: 7, rules: { step: 10, max: 5000 }, expected: { reason: 'step', step: 10 } },
    { typed: 20, rules: { step: 10, max: 5000 }, expected: null },
    { typed: 99999, rules: { step: 10, max: 1230 }, expected: { reason: 'stock', stock: 1230 } },
    { typed: 99999, rules: { step: 10, max: 1235 }, expected: { reason: 'stock', stock: 1235 } },
    { typed: 1235, rules: { step: 10, max: 1235 }, expected: { reason: 'stock', stock: 1235 } },
    { typed: 3, rules: { step: 1, min: 20 }, expected: { reason: 'min', min: 20 } },
    { typed: 3, rules: { step: 10, min: 30 }, expected: { reason: 'min', min: 30 } },
    { typed: 3, rules: { step: 10 }, expected: { reason: 'step', step: 10 } },
    { typed: 0, rules: { step: 1 }, expected: { reason: 'min', min: 1 } },
    { typed: Number.NaN, rules: { step: 10 }, expected: null },
    { typed: 7, rules: { step: 10, max: 5 }, expected: null },
  ])('$typed with $rules → $expected', ({ typed, rules, expected }) => {
    expect(quantityAdjustment(typed, rules)).toEqual(expected);
  });
});

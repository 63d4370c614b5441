import { describe, expect, it } from 'vitest';
import { cashbackEligible, cashbackFor } from './cashback';

const TIERS = [
  { amount: 300_000, cashback: 6_000 },
  { amount: 500_000, cashback: 12_000 },
  { amount: 1_000_000, cashback: 30_000 },
];

describe('cashbackFor', () => {
  it('gives nothing below the lowest tier', () => {
    expect(cashbackFor(TIERS, 299_999)).toBe(0);
  });
  it('gives the highest reached tier, a threshold counting as reached', () => {
    expect(cashbackFor(TIERS, 300_000)).toBe(6_000);
    expect(cashbackFor(TIERS, 999_999)).toBe(12_000);
    expect(cashbackFor(TIERS, 2_000_000)).toBe(30_000);
  });
  it('gives nothing without tiers', () => {
    expect(cashbackFor([], 1_000_000)).toBe(0);
  });
});

describe('cashbackEligible', () => {
  it('is the activity goods when nothing was taken off', () => {
    expect(cashbackEligible({ goodsTotal: 400_000, reductions: 0, activityGoods: 350_000 })).toBe(350_000);
  });
  it('takes the activity goods share of the reductions, rounded down', () => {
    // 满减 200 on 4000 of goods, 3000 of them activity goods: 3000 × 3800 / 4000 = 2850.
    expect(cashbackEligible({ goodsTotal: 400_000, reductions: 20_000, activityGoods: 300_000 })).toBe(285_000);
    expect(cashbackEligible({ goodsTotal: 3, reductions: 1, activityGoods: 2 })).toBe(1);
  });
  it('is 0 for an order without activity goods or without goods', () => {
    expect(cashbackEligible({ goodsTotal: 400_000, reductions: 0, activityGoods: 0 })).toBe(0);
    expect(cashbackEligible({ goodsTotal: 0, reductions: 0, activityGoods: 0 })).toBe(0);
  });
  it('never goes below 0 when reductions exceed the goods', () => {
    expect(cashbackEligible({ goodsTotal: 1_000, reductions: 5_000, activityGoods: 1_000 })).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { applyActivities, apportion, countsFor, grossAmount, tierSaving, type PromotionLine, type PromotionTier } from './promotion';

const line = (over: Partial<PromotionLine>): PromotionLine => ({ number: 1, price: 100_000, is_selected: 1, with_coupon: 1, stock: 100, ...over });
const MANJIAN: PromotionTier[] = [
  { amount: 100_000, reduce: 5_000 },
  { amount: 300_000, reduce: 20_000 },
];
const DISCOUNT: PromotionTier[] = [{ amount: 200_000, rate: 0.98 }];

describe('countsFor: only the activity’s own, counted, coupon-eligible goods', () => {
  it.each([
    { why: 'in the activity', input: line({ in_manjian: true }), counts: true },
    { why: 'not in the activity', input: line({ in_manjian: false }), counts: false },
    { why: 'unselected', input: line({ in_manjian: true, is_selected: 0 }), counts: false },
    { why: 'seckill / package (with_coupon 0)', input: line({ in_manjian: true, with_coupon: 0 }), counts: false },
    { why: 'out of stock', input: line({ in_manjian: true, stock: 0 }), counts: false },
  ])('$why → $counts', ({ input, counts }) => {
    expect(countsFor(input, 'manjian')).toBe(counts);
  });
});

describe('tierSaving', () => {
  it.each([
    { kind: 'manjian' as const, tier: { amount: 100_000, reduce: 5_000 }, eligible: 210_000, saving: 5_000 },
    { kind: 'manjian' as const, tier: { amount: 0, reduce: 9_000 }, eligible: 5_000, saving: 5_000 },
    { kind: 'manjian' as const, tier: null, eligible: 210_000, saving: 0 },
    { kind: 'discount' as const, tier: { amount: 200_000, rate: 0.98 }, eligible: 210_000, saving: 4_200 },
    // 0.98 of 333 fen is 326.34: the buyer is charged 326, so 7 fen are saved.
    { kind: 'discount' as const, tier: { amount: 0, rate: 0.98 }, eligible: 333, saving: 7 },
    { kind: 'discount' as const, tier: { amount: 0, rate: 1.2 }, eligible: 1_000, saving: 0 },
  ])('$kind $tier over $eligible → $saving', ({ kind, tier, eligible, saving }) => {
    expect(tierSaving(kind, tier, eligible)).toBe(saving);
  });
});

describe('apportion', () => {
  it.each([
    { total: 5_000, weights: [210_000], shares: [5_000] },
    { total: 100, weights: [1, 1, 1], shares: [34, 33, 33] },
    { total: 10, weights: [0, 5, 5], shares: [0, 5, 5] },
    { total: 7, weights: [3, 3, 3], shares: [3, 2, 2] },
    { total: 0, weights: [3, 3], shares: [0, 0] },
    { total: 5, weights: [0, 0], shares: [0, 0] },
  ])('$total over $weights → $shares', ({ total, weights, shares }) => {
    const out = apportion(total, weights);
    expect(out).toEqual(shares);
  });

  it('never gives a line more than its weight while the total is at most their sum', () => {
    const out = apportion(1_000, [1, 999]);
    expect(out).toEqual([1, 999]);
  });
});

describe('applyActivities: the issue-26 cart (¥2,100, 满1000减50 over its own goods, 满2000享98折 store-wide)', () => {
  const lines = [line({ number: 2, price: 50_000, in_manjian: true, in_discount: true }), line({ number: 1, price: 110_000, in_discount: true })];
  const applied = applyActivities(lines, { manjian: MANJIAN, discount: DISCOUNT });

  it('measures 满减 over its own goods only: ¥1,000 reaches 满1000减50, the next tier is ¥2,000 of THOSE goods away', () => {
    expect(applied.manjian).toMatchObject({ eligibleTotal: 100_000, lineCount: 1, saving: 5_000, tier: MANJIAN[0] });
    expect(applied.manjian.next).toEqual({ tier: MANJIAN[1], missing: 200_000 });
  });

  it('takes 98折 off the ¥2,100 of 满折 goods: −¥42', () => {
    expect(applied.discount).toMatchObject({ eligibleTotal: 210_000, saving: 4_200, next: null });
    expect(applied.saving).toBe(9_200);
  });

  it('spreads the savings over the lines as goods_manjian_amount, summing to the fen', () => {
    // 满减 all on line 1; 满折 4,200 in proportion 100,000 : 110,000 (2,000 and 2,200).
    expect(applied.lines.map((l) => l.goods_manjian_amount)).toEqual([7_000, 2_200]);
    expect(applied.lines.every((l) => !('in_manjian' in l))).toBe(true);
  });

  it('gives nothing below the first tier, and nothing to unselected lines', () => {
    const below = applyActivities([line({ number: 1, price: 90_000, in_manjian: true }), line({ is_selected: 0, in_manjian: true })], { manjian: MANJIAN });
    expect(below.manjian).toMatchObject({ eligibleTotal: 90_000, tier: null, saving: 0, next: { missing: 10_000 } });
    expect(below.lines.map((l) => l.goods_manjian_amount)).toEqual([0, 0]);
  });

  it('never takes a line below zero when two misconfigured tiers together exceed it', () => {
    const greedy = applyActivities([line({ number: 1, price: 1_000, in_manjian: true, in_discount: true })], {
      manjian: [{ amount: 0, reduce: 900 }],
      discount: [{ amount: 0, rate: 0.5 }],
    });
    expect(greedy.lines[0]!.goods_manjian_amount).toBe(1_000);
    expect(greedy.discount.saving).toBe(100);
    expect(greedy.saving).toBe(1_000);
  });

  it('counts a gift’s price in the amount the tiers measure', () => {
    expect(grossAmount(line({ number: 2, price: 500, gift_data: { total: 250, type: 2 } }))).toBe(1_250);
  });
});

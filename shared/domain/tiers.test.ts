import { describe, expect, it } from 'vitest';
import { bestReachedTier, nextTier, tierStatus } from './tiers';

// Manjian tiers as the server lists them: amount threshold and reduction (fen).
const MANJIAN = [
  { amount: 50000, reduce: 5000 },
  { amount: 10000, reduce: 800 },
  { amount: 30000, reduce: 2500 },
  { amount: 20000, reduce: 1500 },
];

describe('tierStatus', () => {
  it.each([
    {
      total: 0,
      expected: [
        { amount: 50000, status: 0 },
        { amount: 10000, status: 0 },
        { amount: 30000, status: 0 },
        { amount: 20000, status: 0 },
      ],
      why: 'nothing reached: order unchanged',
    },
    {
      total: 9999,
      expected: [
        { amount: 50000, status: 0 },
        { amount: 10000, status: 0 },
        { amount: 30000, status: 0 },
        { amount: 20000, status: 0 },
      ],
      why: 'one fen short is not reached',
    },
    {
      total: 10000,
      expected: [
        { amount: 10000, status: 1 },
        { amount: 50000, status: 0 },
        { amount: 30000, status: 0 },
        { amount: 20000, status: 0 },
      ],
      why: 'total equal to amount is reached',
    },
    {
      total: 30000,
      expected: [
        { amount: 10000, status: 1 },
        { amount: 30000, status: 1 },
        { amount: 20000, status: 1 },
        { amount: 50000, status: 0 },
      ],
      why: 'reached first, server order kept in each group',
    },
    {
      total: 99999,
      expected: [
        { amount: 50000, status: 1 },
        { amount: 10000, status: 1 },
        { amount: 30000, status: 1 },
        { amount: 20000, status: 1 },
      ],
      why: 'all reached: order unchanged',
    },
  ])('docs/product/states.md: status 1 when the coupon-eligible total reaches the amount, reached first — total $total: $why', ({ total, expected }) => {
    expect(tierStatus(MANJIAN, total).map(({ amount, status }) => ({ amount, status }))).toEqual(expected);
  });

  it.each([
    { why: 'other fields pass through', tiers: [{ amount: 100, rate: 0.95, status: 0 }], total: 100, expected: [{ amount: 100, rate: 0.95, status: 1 }] },
    { why: 'a stale status from the server is replaced', tiers: [{ amount: 100, status: 1 }], total: 50, expected: [{ amount: 100, status: 0 }] },
    { why: 'NaN amount is never reached', tiers: [{ amount: Number.NaN }], total: 100, expected: [{ amount: Number.NaN, status: 0 }] },
    { why: 'null tiers', tiers: null, total: 100, expected: [] },
    { why: 'empty tiers', tiers: [], total: 100, expected: [] },
  ])('docs/product/states.md: $why', ({ tiers, total, expected }) => {
    expect(tierStatus(tiers, total)).toEqual(expected);
  });

  it('docs/product/states.md: input tiers are not mutated', () => {
    const tiers = [{ amount: 100, status: 0 }];
    tierStatus(tiers, 500);
    expect(tiers).toEqual([{ amount: 100, status: 0 }]);
  });
});

describe('nextTier', () => {
  it.each([
    { total: 0, next: { tier: { amount: 10000, reduce: 800 }, missing: 10000 } },
    { total: 9999, next: { tier: { amount: 10000, reduce: 800 }, missing: 1 } },
    { total: 10000, next: { tier: { amount: 20000, reduce: 1500 }, missing: 10000 } },
    { total: 25050, next: { tier: { amount: 30000, reduce: 2500 }, missing: 4950 } },
    { total: 49999, next: { tier: { amount: 50000, reduce: 5000 }, missing: 1 } },
    { total: 50000, next: null },
  ])('docs/product/states.md: closest unreached tier for "再买 ¥X 可减 ¥Y" — total $total', ({ total, next }) => {
    expect(nextTier(MANJIAN, total)).toEqual(next);
  });

  it.each([
    { why: 'no tiers', tiers: [], next: null },
    { why: 'null tiers', tiers: null, next: null },
    {
      why: 'equal amounts: first listed',
      tiers: [
        { amount: 500, id: 'a' },
        { amount: 500, id: 'b' },
      ],
      next: { tier: { amount: 500, id: 'a' }, missing: 400 },
    },
    {
      why: 'NaN amount skipped',
      tiers: [
        { amount: Number.NaN, id: 'x' },
        { amount: 700, id: 'y' },
      ],
      next: { tier: { amount: 700, id: 'y' }, missing: 600 },
    },
  ])('docs/product/states.md: $why', ({ tiers, next }) => {
    expect(nextTier(tiers, 100)).toEqual(next);
  });
});

describe('bestReachedTier', () => {
  it.each([
    { total: 0, best: null },
    { total: 10000, best: { amount: 10000, reduce: 800 } },
    { total: 29999, best: { amount: 20000, reduce: 1500 } },
    { total: 30000, best: { amount: 30000, reduce: 2500 } },
    { total: 1000000, best: { amount: 50000, reduce: 5000 } },
  ])('docs/product/states.md: the highest reached tier applies — total $total', ({ total, best }) => {
    expect(bestReachedTier(MANJIAN, total)).toEqual(best);
  });

  it.each([
    {
      why: 'equal amounts: first listed',
      tiers: [
        { amount: 500, id: 'a' },
        { amount: 500, id: 'b' },
      ],
      best: { amount: 500, id: 'a' },
    },
    { why: 'null tiers', tiers: null, best: null },
  ])('docs/product/states.md: $why', ({ tiers, best }) => {
    expect(bestReachedTier(tiers, 1000)).toEqual(best);
  });
});

import { describe, expect, it } from 'vitest';
import { freeShippingRemaining, isSingleItemFreeShipping } from './shipping';

describe('freeShippingRemaining', () => {
  it.each([
    { shippingAmount: 100000, selectedTotal: 30000, noTransOrderAmount: 0, remaining: 70000 },
    { shippingAmount: 100000, selectedTotal: 30000, noTransOrderAmount: 20000, remaining: 50000 },
    { shippingAmount: 100000, selectedTotal: 30000, noTransOrderAmount: undefined, remaining: 70000 },
    { shippingAmount: 100000, selectedTotal: 30000, noTransOrderAmount: null, remaining: 70000 },
    { shippingAmount: 100000, selectedTotal: 99999, noTransOrderAmount: 0, remaining: 1 },
    { shippingAmount: 100000, selectedTotal: 100000, noTransOrderAmount: 0, remaining: 0 },
    { shippingAmount: 100000, selectedTotal: 80000, noTransOrderAmount: 30000, remaining: 0 },
    { shippingAmount: 100000, selectedTotal: 150000, noTransOrderAmount: 0, remaining: 0 },
    { shippingAmount: 0, selectedTotal: 0, noTransOrderAmount: 0, remaining: 0 },
    { shippingAmount: Number.NaN, selectedTotal: 0, noTransOrderAmount: 0, remaining: 0 },
  ])(
    'docs/product/constants.md: threshold $shippingAmount − selected $selectedTotal − no_trans $noTransOrderAmount → $remaining, never below 0',
    ({ remaining, ...input }) => {
      expect(freeShippingRemaining(input)).toBe(remaining);
    },
  );
});

describe('isSingleItemFreeShipping', () => {
  it.each([
    { is_dpby: 1, qg_number: 10, number: 10, free: true, why: 'quantity equal to qg_number' },
    { is_dpby: 1, qg_number: 10, number: 25, free: true, why: 'quantity above qg_number' },
    { is_dpby: true, qg_number: 10, number: 10, free: true, why: 'boolean flag' },
    { is_dpby: 1, qg_number: 10, number: 9, free: false, why: 'quantity below qg_number' },
    { is_dpby: 0, qg_number: 10, number: 50, free: false, why: 'not a single-item free shipping goods' },
    { is_dpby: undefined, qg_number: 10, number: 50, free: false, why: 'flag missing' },
    { is_dpby: 1, qg_number: 0, number: 50, free: false, why: 'qg_number 0 is not configured' },
    { is_dpby: 1, qg_number: null, number: 50, free: false, why: 'qg_number missing' },
    { is_dpby: 1, qg_number: Number.NaN, number: 50, free: false, why: 'qg_number NaN' },
  ])('docs/product/constants.md: single-item free shipping when quantity ≥ qg_number — $why', ({ free, ...input }) => {
    expect(isSingleItemFreeShipping(input)).toBe(free);
  });
});

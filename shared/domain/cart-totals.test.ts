import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart-totals';
import { cartTotals, couponEligibleTotal, isCountable, isPurchasable, normalizeSelection, preferredTotal, seckillTotal, selectedTotal } from './cart-totals';

const line = (overrides: Partial<CartLine>): CartLine => ({ number: 1, price: 1000, is_selected: 1, ...overrides });

describe('isCountable / selectedTotal of one line', () => {
  it.each([
    { why: 'selected, in stock', input: line({ number: 2, stock: 10 }), counted: true, total: 2000 },
    { why: 'unselected', input: line({ is_selected: 0, stock: 10 }), counted: false, total: 0 },
    { why: 'selected as boolean true', input: line({ is_selected: true }), counted: true, total: 1000 },
    { why: 'is_buy 0 (not purchasable)', input: line({ is_buy: 0, stock: 10 }), counted: false, total: 0 },
    { why: 'is_buy 1', input: line({ is_buy: 1, stock: 10 }), counted: true, total: 1000 },
    { why: 'zero stock', input: line({ stock: 0 }), counted: false, total: 0 },
    { why: 'negative stock', input: line({ stock: -2 }), counted: false, total: 0 },
    { why: 'stock unknown is taken as in stock', input: line({ stock: undefined }), counted: true, total: 1000 },
    { why: 'combination with zero stock still counts', input: line({ type: 3, stock: 0, price: 3000 }), counted: true, total: 3000 },
    { why: 'combination with is_buy 0 does not count', input: line({ type: 3, stock: 0, is_buy: 0 }), counted: false, total: 0 },
    { why: 'seckill with zero stock does not count', input: line({ type: 1, stock: 0 }), counted: false, total: 0 },
    { why: 'minus goods_manjian_amount', input: line({ number: 3, price: 500, goods_manjian_amount: 100 }), counted: true, total: 1400 },
    { why: 'plus gift total', input: line({ number: 2, price: 500, gift_data: { total: 250, type: 2 } }), counted: true, total: 1250 },
    { why: 'null gift and manjian', input: line({ gift_data: null, goods_manjian_amount: null }), counted: true, total: 1000 },
    { why: 'fractional fen rounded down', input: line({ price: 1000, goods_manjian_amount: 0.5 }), counted: true, total: 999 },
  ])('docs/product/constants.md: selected, purchasable, with stock — $why', ({ input, counted, total }) => {
    expect(isCountable(input)).toBe(counted);
    expect(selectedTotal([input])).toBe(total);
  });
});

describe('isPurchasable', () => {
  it.each([
    { input: { stock: 5 }, purchasable: true },
    { input: { stock: 0 }, purchasable: false },
    { input: { is_buy: 0, stock: 5 }, purchasable: false },
    { input: { is_buy: false, stock: 5 }, purchasable: false },
    { input: { type: 3, stock: 0 }, purchasable: true },
    { input: { type: 3, is_buy: 0 }, purchasable: false },
    { input: {}, purchasable: true },
  ])('docs/product/constants.md, docs/product/states.md: $input → $purchasable', ({ input, purchasable }) => {
    expect(isPurchasable(input)).toBe(purchasable);
  });
});

// A mixed cart; each line's contribution is noted beside it.
const cart: CartLine[] = [
  line({ number: 2, price: 1000, stock: 10, is_youx: 1, with_coupon: 1 }), // 2000: preferred, coupon
  line({ number: 3, price: 500, type: 1, stock: 5, goods_manjian_amount: 100 }), // 1400: seckill
  line({ number: 1, price: 3000, type: 3, stock: 0, gift_data: { total: 200 }, with_coupon: 1 }), // 3200: combination, coupon
  line({ number: 4, price: 250, is_youx: true, with_coupon: 1 }), // 1000: preferred, coupon
  line({ number: 1, price: 9999, is_selected: 0, is_youx: 1, with_coupon: 1 }), // unselected
  line({ number: 1, price: 800, is_buy: 0, type: 1 }), // not purchasable
  line({ number: 1, price: 700, stock: 0, is_youx: 1, with_coupon: 1 }), // no stock
  line({ number: 1, price: 600, type: 3, is_buy: 0 }), // combination, not purchasable
];

describe('cart totals of a mixed cart', () => {
  it.each([
    { name: 'selectedTotal', total: selectedTotal, expected: 7600 },
    { name: 'preferredTotal (is_youx)', total: preferredTotal, expected: 3000 },
    { name: 'seckillTotal (type 1)', total: seckillTotal, expected: 1400 },
    { name: 'couponEligibleTotal (with_coupon)', total: couponEligibleTotal, expected: 6200 },
  ])('docs/product/constants.md: $name = $expected fen', ({ total, expected }) => {
    expect(total(cart)).toBe(expected);
  });

  it.each([
    {
      why: 'mixed cart',
      lines: cart,
      totals: { selectedTotal: 7600, preferredTotal: 3000, seckillTotal: 1400, couponEligibleTotal: 6200, selectedCount: 4, selectedQuantity: 10 },
    },
    {
      why: 'empty cart',
      lines: [],
      totals: { selectedTotal: 0, preferredTotal: 0, seckillTotal: 0, couponEligibleTotal: 0, selectedCount: 0, selectedQuantity: 0 },
    },
    {
      why: 'nothing selected',
      lines: [line({ is_selected: 0 }), line({ is_selected: false, number: 5 })],
      totals: { selectedTotal: 0, preferredTotal: 0, seckillTotal: 0, couponEligibleTotal: 0, selectedCount: 0, selectedQuantity: 0 },
    },
    {
      why: 'fractions summed, then rounded down once',
      lines: [line({ goods_manjian_amount: 0.6, is_youx: 1 }), line({ goods_manjian_amount: 0.6 })],
      totals: { selectedTotal: 1998, preferredTotal: 999, seckillTotal: 0, couponEligibleTotal: 0, selectedCount: 2, selectedQuantity: 2 },
    },
  ])('docs/product/constants.md: cartTotals — $why', ({ lines, totals }) => {
    expect(cartTotals(lines)).toEqual(totals);
  });
});

describe('normalizeSelection', () => {
  it.each([
    { why: 'is_buy 0 is forced unselected', input: line({ is_buy: 0, stock: 5 }), selected: 0 },
    { why: 'zero stock is forced unselected', input: line({ stock: 0 }), selected: 0 },
    { why: 'negative stock is forced unselected', input: line({ stock: -1 }), selected: 0 },
    { why: 'combination with zero stock stays selected', input: line({ type: 3, stock: 0 }), selected: 1 },
    { why: 'combination with is_buy 0 is forced unselected', input: line({ type: 3, is_buy: 0 }), selected: 0 },
    { why: 'purchasable in stock stays selected', input: line({ stock: 5 }), selected: 1 },
    { why: 'unselected stays unselected', input: line({ is_selected: 0, stock: 5 }), selected: 0 },
  ])('docs/product/states.md: items with is_buy 0 or zero stock are forced to unselected on load — $why', ({ input, selected }) => {
    const before = { ...input };
    expect(normalizeSelection(input).is_selected).toBe(selected);
    expect(input).toEqual(before); // pure: the input line is never mutated
  });

  it.each([
    { why: 'unchanged line keeps its identity', input: line({ stock: 5 }), same: true },
    { why: 'already unselected keeps its identity', input: line({ is_selected: 0, stock: 0 }), same: true },
    { why: 'forced line is a copy', input: line({ stock: 0 }), same: false },
  ])('docs/product/states.md: $why', ({ input, same }) => {
    const result = normalizeSelection(input);
    expect(result === input).toBe(same);
    expect({ ...result, is_selected: input.is_selected }).toEqual(input);
  });
});

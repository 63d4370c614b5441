import { describe, expect, it } from 'vitest';
import { CART_STEP_NAMES, cartStepShowsSearch } from './cart-steps';

describe('cart-flow header (docs/product/routes.md Cart flow)', () => {
  it('keeps the search only at steps 1 and 4, and on every other page', () => {
    expect([1, 2, 3, 4].map((step) => cartStepShowsSearch(step as 1 | 2 | 3 | 4))).toEqual([true, false, false, true]);
    expect(cartStepShowsSearch(undefined)).toBe(true);
  });

  it('names the four steps', () => {
    expect(CART_STEP_NAMES).toEqual(['我的购物车', '核对订单信息', '支付订单', '支付完成']);
  });
});

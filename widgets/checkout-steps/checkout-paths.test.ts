import { describe, expect, it } from 'vitest';
import { confirmPath, donePath, hmPayPath, orderPath, parseId, parseIds, payPath } from './checkout-paths';

describe('cart-flow paths', () => {
  it('reads the ids of /cart/step2?ids= as positive integers, once each, in order', () => {
    expect(parseIds('3,1,2')).toEqual([3, 1, 2]);
    expect(parseIds(' 4 , 4,x,-1,0,1.5,,7')).toEqual([4, 7]);
    expect(parseIds('')).toEqual([]);
    expect(parseIds(null)).toEqual([]);
  });

  it('reads one order id, or null', () => {
    expect(parseId('12')).toBe(12);
    expect(parseId(5)).toBe(5);
    expect(parseId('')).toBeNull();
    expect(parseId('abc')).toBeNull();
    expect(parseId('0')).toBeNull();
    expect(parseId(undefined)).toBeNull();
  });

  it('writes docs/product/routes.md cart-flow addresses', () => {
    expect(confirmPath([1, 2, 3])).toBe('/cart/step2?ids=1,2,3');
    expect(payPath(9)).toBe('/cart/step3/9');
    expect(hmPayPath(9)).toBe('/cart/hm?id=9');
    expect(donePath(9)).toBe('/cart/step4?id=9');
    expect(orderPath(9)).toBe('/order/info/9');
  });
});

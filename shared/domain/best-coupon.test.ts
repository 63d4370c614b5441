import { describe, expect, it } from 'vitest';
import { bestCouponId, type CouponChoice } from './best-coupon';

const c = (id: number, amount: string, usable: 0 | 1 | undefined, validTo = 1000): CouponChoice => ({ id, amount, usable, valid_to: validTo });

describe('bestCouponId', () => {
  it.each<{ name: string; coupons: CouponChoice[]; best: number }>([
    { name: 'no coupons: none', coupons: [], best: 0 },
    { name: 'none usable: none', coupons: [c(1, '50.00', 0), c(2, '150.00', 0)], best: 0 },
    { name: 'usable unknown (not measured): none', coupons: [c(1, '50.00', undefined)], best: 0 },
    { name: '满1000减50 over 满500减20 and 现金券¥10', coupons: [c(1, '20.00', 1), c(2, '50.00', 1), c(3, '10.00', 1), c(4, '150.00', 0)], best: 2 },
    { name: 'order of the list does not matter', coupons: [c(3, '10.00', 1), c(2, '50.00', 1), c(1, '20.00', 1)], best: 2 },
    { name: 'fen decide, not string order', coupons: [c(1, '9.50', 1), c(2, '10.00', 1)], best: 2 },
    { name: 'equal amounts: the one expiring first', coupons: [c(1, '50.00', 1, 2000), c(2, '50.00', 1, 1500)], best: 2 },
    { name: 'equal amounts and expiry: the lower id', coupons: [c(7, '50.00', 1), c(3, '50.00', 1)], best: 3 },
    { name: 'a malformed or zero amount is never chosen', coupons: [c(1, 'abc', 1), c(2, '0.00', 1)], best: 0 },
  ])('$name', ({ coupons, best }) => {
    expect(bestCouponId(coupons)).toBe(best);
  });
});

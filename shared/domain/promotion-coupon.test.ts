import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart-totals';
import { couponNote, type NamedCoupon } from './promotion-coupon';

const lines: CartLine[] = [{ number: 1, price: 88_000, is_selected: 1, with_coupon: 1, goods_manjian_amount: 0, is_youx: 0 }];
const c1000: NamedCoupon = { name: '满1000减50', amountFen: 5_000, thresholdFen: 100_000 };
const c500: NamedCoupon = { name: '满500减20', amountFen: 2_000, thresholdFen: 50_000 };
const youx: NamedCoupon = { name: '优选满100减10', amountFen: 1_000, thresholdFen: 10_000, youxOnly: true };

describe('couponNote: which coupon the order used, or why none applied', () => {
  it.each([
    { why: 'used in full', used: { coupon: c500, amountFen: 2_000 }, held: [], note: '已使用「满500减20」，抵扣¥20.00' },
    {
      why: 'used, capped by the goods left',
      used: { coupon: c500, amountFen: 1_500 },
      held: [],
      note: '已使用「满500减20」，面额¥20.00，本单活动后商品金额仅¥15.00，抵扣¥15.00',
    },
    { why: 'none held', used: null, held: [], note: '未使用优惠券：没有可用的优惠券' },
    { why: 'one applied but the buyer chose none', used: null, held: [c1000, c500], note: '未使用优惠券：下单时选择了不使用（「满500减20」本可使用）' },
    {
      why: 'none reached its threshold',
      used: null,
      held: [c1000, youx],
      note: '未使用优惠券：「满1000减50」还差¥120.00可用；「优选满100减10」仅限优选商品，还差¥100.00可用',
    },
  ])('$why', ({ used, held, note }) => {
    expect(couponNote(lines, used, held)).toBe(note);
  });

  it('names three unusable coupons and counts the rest', () => {
    const many = [c1000, c1000, c1000, c1000].map((c, i) => ({ ...c, name: `券${i}` }));
    expect(couponNote(lines, null, many)).toMatch(/「券2」还差¥120\.00可用等4张$/);
  });
});

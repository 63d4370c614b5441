import { describe, expect, it } from 'vitest';
import type { PromotionTier } from './promotion';
import { couponBase, couponThresholdProblem, priceCheckout, priceSelection, type PricingLine } from './promotion-totals';

const line = (over: Partial<PricingLine>): PricingLine => ({ number: 1, price: 100_000, is_selected: 1, with_coupon: 1, stock: 100, ...over });
const tiers: { manjian: PromotionTier[]; discount: PromotionTier[] } = {
  manjian: [{ amount: 100_000, reduce: 5_000 }],
  discount: [{ amount: 200_000, rate: 0.98 }],
};
const shipping = { shippingAmount: 80_000, noTransOrderAmount: 0, freight: 1_000 };

describe('priceSelection: the cart’s totals bar', () => {
  it('takes the activities off the selected total as soon as a tier is reached (issue 26: ¥2,100 → ¥2,008)', () => {
    const pricing = priceSelection(
      [line({ number: 2, price: 50_000, in_manjian: true, in_discount: true }), line({ number: 1, price: 110_000, in_discount: true })],
      tiers,
      shipping,
    );
    expect(pricing.goodsTotal).toBe(210_000);
    expect(pricing.activitySaving).toBe(9_200);
    expect(pricing.totals.selectedTotal).toBe(200_800);
    expect(pricing.freight).toBe(0);
  });

  it('counts a 套餐 whose parts are short (docs/product/constants.md), without activities on it', () => {
    const pricing = priceSelection([line({ type: 3, stock: 0, with_coupon: 0, price: 30_000 })], tiers, shipping);
    expect(pricing.totals.selectedTotal).toBe(30_000);
    expect(pricing.activitySaving).toBe(0);
  });

  it('measures free shipping after the activities (docs/product/constants.md: threshold − selected total)', () => {
    const pricing = priceSelection(
      [line({ number: 1, price: 82_000, in_manjian: false, in_discount: true })],
      { discount: [{ amount: 0, rate: 0.9 }] },
      shipping,
    );
    expect(pricing.totals.selectedTotal).toBe(73_800);
    expect(pricing.freeShippingRemaining).toBe(6_200);
    expect(pricing.freight).toBe(1_000);
  });

  it('ships free with a counted 单品包邮 line', () => {
    expect(priceSelection([line({ price: 100, single_free_shipping: true })], {}, shipping).freight).toBe(0);
    expect(priceSelection([line({ price: 100, single_free_shipping: true, is_selected: 0 })], {}, shipping).freight).toBe(1_000);
  });
});

describe('priceCheckout: step 2 and the order', () => {
  const lines = [line({ number: 1, price: 104_000, in_manjian: true, is_youx: 1 })];

  it('measures the coupon on the coupon-eligible total after the activities', () => {
    const priced = priceSelection(lines, tiers, shipping);
    expect(couponBase(priced.lines, {})).toBe(99_000);
    expect(couponThresholdProblem({ thresholdFen: 100_000 }, 99_000)).toBe('还差¥10.00可用');
    const refused = priceCheckout(lines, tiers, shipping, { amountFen: 5_000, thresholdFen: 100_000 });
    expect(refused).toMatchObject({ coupon: 0, couponProblem: '还差¥10.00可用', payTotal: 99_000 });
  });

  it('takes the coupon off what is left, never more: goods − activities − coupon + freight', () => {
    const used = priceCheckout(lines, tiers, shipping, { amountFen: 5_000, thresholdFen: 50_000, youxOnly: true });
    expect(used).toMatchObject({ goodsTotal: 104_000, activitySaving: 5_000, coupon: 5_000, couponProblem: null, freight: 0, payTotal: 94_000 });
    const capped = priceCheckout([line({ price: 3_000 })], {}, shipping, { amountFen: 5_000, thresholdFen: 0 });
    expect(capped).toMatchObject({ coupon: 3_000, freight: 1_000, payTotal: 1_000 });
  });

  it('counts only 优选 lines for a youx-only coupon', () => {
    const mixed = [line({ price: 60_000, is_youx: 1 }), line({ price: 60_000, is_youx: 0 })];
    expect(priceCheckout(mixed, {}, shipping, { amountFen: 5_000, thresholdFen: 100_000, youxOnly: true }).couponProblem).toBe('还差¥400.00可用');
    expect(priceCheckout(mixed, {}, shipping, { amountFen: 5_000, thresholdFen: 100_000 }).coupon).toBe(5_000);
  });
});

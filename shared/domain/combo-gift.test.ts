import { describe, expect, it } from 'vitest';
import { comboProgress, comboProgressText, comboRuleText } from './combo-gift';

const byAmount = { thresholdFen: 100_000, thresholdNumber: null };
const byNumber = { thresholdFen: null, thresholdNumber: 10 };

describe('comboProgress', () => {
  it('meets an amount threshold exactly at the amount', () => {
    expect(comboProgress(byAmount, { amountFen: 99_999, number: 3 })).toEqual({ met: false, remainingFen: 1, remainingNumber: 0 });
    expect(comboProgress(byAmount, { amountFen: 100_000, number: 3 })).toEqual({ met: true, remainingFen: 0, remainingNumber: 0 });
  });
  it('meets a quantity threshold at the quantity', () => {
    expect(comboProgress(byNumber, { amountFen: 500_000, number: 9 })).toEqual({ met: false, remainingFen: 0, remainingNumber: 1 });
    expect(comboProgress(byNumber, { amountFen: 0, number: 12 }).met).toBe(true);
  });
  it('prefers the amount when both are set, and never meets without a threshold', () => {
    expect(comboProgress({ thresholdFen: 100_000, thresholdNumber: 1 }, { amountFen: 10, number: 5 }).met).toBe(false);
    expect(comboProgress({ thresholdFen: null, thresholdNumber: null }, { amountFen: 10, number: 5 }).met).toBe(false);
  });
});

describe('texts', () => {
  it('reads the rule', () => {
    expect(comboRuleText(byAmount, { name: '电子体温计', number: 1, priceFen: 0 })).toBe('组合商品满¥1000赠电子体温计1件');
    expect(comboRuleText(byNumber, { name: '医用口罩', number: 2, priceFen: 990 })).toBe('组合商品满10件可¥9.9换购医用口罩2件');
  });
  it('reads the progress', () => {
    expect(comboProgressText(byAmount, { amountFen: 30_000, number: 1 }, 0)).toBe('已购¥300.00，再买¥700.00得赠品');
    expect(comboProgressText(byAmount, { amountFen: 120_000, number: 1 }, 0)).toBe('已购¥1200.00，已满足赠品条件');
    expect(comboProgressText(byNumber, { amountFen: 0, number: 4 }, 990)).toBe('已购4件，再买6件可换购');
  });
});

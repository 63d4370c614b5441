import { describe, expect, it } from 'vitest';
import { deadlineText, joinLimit } from '../../lib/group-buy-panel';
import { zoneView } from './deal-layout';
import { thresholdText } from './lqzx-page';

describe('deal zone helpers', () => {
  it('reads the view from a zone path', () => {
    expect(zoneView('/mrtj')).toBe('grid');
    expect(zoneView('/ptzq/table')).toBe('table');
    expect(zoneView('/zhzq/no_image')).toBe('no_image');
  });

  it('shows a deadline in China time', () => {
    // 2026-11-24 16:30 UTC is 2026-11-25 00:30 in Beijing.
    expect(deadlineText(Date.UTC(2026, 10, 24, 16, 30) / 1000)).toBe('2026-11-25 00:30');
  });

  it('lets a buyer join with at most the per-order limit, the units left and the stock', () => {
    expect(joinLimit({ max_per_order: 50, remaining: 30, goods: { number: 100 } as never })).toBe(30);
    expect(joinLimit({ max_per_order: 20, remaining: 30, goods: { number: 100 } as never })).toBe(20);
    expect(joinLimit({ max_per_order: 50, remaining: 30, goods: { number: 5 } as never })).toBe(5);
    expect(joinLimit({ max_per_order: 50, remaining: 0, goods: { number: 5 } as never })).toBe(0);
  });

  it('says 无门槛 for a cash voucher', () => {
    expect(thresholdText({ threshold: '800.00' })).toBe('满800.00元可用');
    expect(thresholdText({ threshold: '0.00' })).toBe('无门槛');
  });
});

import { describe, expect, it } from 'vitest';
import { BADGE_MAX, badgeText } from './badge';

describe('badgeText', () => {
  it('docs/product/constants.md: badge maximum is 99', () => {
    expect(BADGE_MAX).toBe(99);
  });

  it.each([
    { count: 0, text: '' },
    { count: -3, text: '' },
    { count: Number.NaN, text: '' },
    { count: Number.NEGATIVE_INFINITY, text: '' },
    { count: 0.5, text: '' },
    { count: 1, text: '1' },
    { count: 7.9, text: '7' },
    { count: 98, text: '98' },
    { count: 99, text: '99' },
    { count: 100, text: '99+' },
    { count: 12345, text: '99+' },
    { count: Number.POSITIVE_INFINITY, text: '99+' },
  ])('docs/product/constants.md: badge maximum 99 — $count shows "$text"', ({ count, text }) => {
    expect(badgeText(count)).toBe(text);
  });
});

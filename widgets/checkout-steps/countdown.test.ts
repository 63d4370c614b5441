import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsLeft } from './countdown';

describe('unpaid-order countdown', () => {
  it("counts from the server's now, not the local clock", () => {
    expect(secondsLeft(1_000_1800, 1_000_0000, 0)).toBe(1800);
    expect(secondsLeft(1_000_1800, 1_000_0000, 1000)).toBe(1799);
    expect(secondsLeft(1_000_1800, 1_000_0000, 1500)).toBe(1798);
  });

  it('never goes below zero, and is zero without a deadline', () => {
    expect(secondsLeft(100, 200, 0)).toBe(0);
    expect(secondsLeft(0, 200, 0)).toBe(0);
    expect(secondsLeft(300, 200, -5000)).toBe(100);
  });

  it('reads as minutes and seconds, with hours when there are any', () => {
    expect(formatCountdown(1799)).toBe('29分59秒');
    expect(formatCountdown(5)).toBe('00分05秒');
    expect(formatCountdown(3723)).toBe('1小时02分03秒');
    expect(formatCountdown(-3)).toBe('00分00秒');
  });
});

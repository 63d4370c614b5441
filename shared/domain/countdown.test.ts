import { describe, expect, it } from 'vitest';
import { countdownParts, formatCountdown, secondsLeft } from './countdown';

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

describe('countdownParts', () => {
  it('splits the time left into days and hh:mm:ss, rounding down to the second', () => {
    const now = 1_700_000_000_000;
    expect(countdownParts(now + (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000 + 999, now)).toEqual({
      days: 2,
      hours: '03',
      minutes: '04',
      seconds: '05',
      done: false,
    });
  });

  it('stops at zero once the moment has passed', () => {
    expect(countdownParts(1000, 5000)).toMatchObject({ days: 0, hours: '00', minutes: '00', seconds: '00', done: true });
  });
});

import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsLeft, serverOffsetMs } from './countdown';

describe('order countdown', () => {
  it('counts on the server clock even when the local clock is wrong', () => {
    // Server says 1000 s; the local clock is 5 minutes fast.
    const offset = serverOffsetMs(1000, 1_300_000);
    expect(secondsLeft(1000 + 1800, 1_300_000, offset)).toBe(1800);
    expect(secondsLeft(1000 + 1800, 1_300_000 + 60_000, offset)).toBe(1740);
  });

  it('never goes below zero', () => {
    expect(secondsLeft(10, 50_000, 0)).toBe(0);
  });

  it('formats minutes and seconds, with hours when needed', () => {
    expect(formatCountdown(1805)).toBe('30分05秒');
    expect(formatCountdown(59)).toBe('00分59秒');
    expect(formatCountdown(3723)).toBe('1小时02分03秒');
    expect(formatCountdown(-3)).toBe('00分00秒');
  });
});

import { describe, expect, it } from 'vitest';
import { nextAttemptAfterFailure, retryDelayMs } from './schedule';

describe('webhook retry schedule', () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [7, 1_920_000],
    [8, 3_600_000],
    [30, 3_600_000],
  ])('after %i failed attempts waits %i ms', (attempts, delay) => {
    expect(retryDelayMs(attempts)).toBe(delay);
  });

  it('gives up once the next attempt would fall past 24 hours from the window start', () => {
    const start = new Date('2026-11-28T00:00:00Z');
    expect(nextAttemptAfterFailure(start, 1, new Date('2026-11-28T00:00:10Z'))).toEqual(new Date('2026-11-28T00:00:40Z'));
    expect(nextAttemptAfterFailure(start, 20, new Date('2026-11-28T22:59:00Z'))).toEqual(new Date('2026-11-28T23:59:00Z'));
    expect(nextAttemptAfterFailure(start, 20, new Date('2026-11-28T23:30:00Z'))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { delayAfterFailures, delayTable, retryAfterSeconds, waitBeforeAttempt, type DelayPolicy } from './delay-schedule';

const policy: DelayPolicy = { freeFailures: 5, baseDelayMs: 1_000, maxDelayMs: 15 * 60_000, forgetAfterMs: 60 * 60_000 };

describe('delayAfterFailures', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 1_000],
    [6, 2_000],
    [7, 4_000],
    [14, 512_000],
    [15, 900_000],
    [16, 900_000],
    [1_000, 900_000],
  ])('%i failures → wait %i ms', (failures, wait) => {
    expect(delayAfterFailures(failures, policy)).toBe(wait);
  });
});

describe('waitBeforeAttempt', () => {
  const t0 = 1_800_000_000_000;
  it.each([
    ['no state', null, t0, 0],
    ['under the free failures', { failures: 4, lastAt: t0 }, t0, 0],
    ['5 failures, just after the last', { failures: 5, lastAt: t0 }, t0 + 200, 800],
    ['5 failures, delay over', { failures: 5, lastAt: t0 }, t0 + 1_000, 0],
    ['8 failures, half way', { failures: 8, lastAt: t0 }, t0 + 4_000, 4_000],
    ['capped', { failures: 40, lastAt: t0 }, t0 + 60_000, 840_000],
    ['forgotten after an hour of quiet', { failures: 40, lastAt: t0 }, t0 + 3_600_000, 0],
  ] as const)('%s', (_label, state, now, wait) => {
    expect(waitBeforeAttempt(state, now, policy)).toBe(wait);
  });
});

describe('delayTable', () => {
  it('lists the delays up to the cap, which then holds', () => {
    expect(delayTable(policy)).toEqual([0, 0, 0, 0, 0, 1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 128_000, 256_000, 512_000, 900_000]);
    expect(delayTable({ ...policy, freeFailures: 0, maxDelayMs: 1_000 })).toEqual([1_000]);
  });
});

describe('retryAfterSeconds', () => {
  it.each([
    [1, 1],
    [999, 1],
    [1_000, 1],
    [1_001, 2],
    [900_000, 900],
  ])('%i ms → %i s', (ms, seconds) => {
    expect(retryAfterSeconds(ms)).toBe(seconds);
  });
});

import { describe, expect, it } from 'vitest';
import { memoryAttemptStore } from './attempt-store';
import type { DelayPolicy } from './delay-schedule';

const policy: DelayPolicy = { freeFailures: 2, baseDelayMs: 1_000, maxDelayMs: 8_000, forgetAfterMs: 60_000 };
const t0 = 1_800_000_000_000;

// The Redis store runs the same steps in a script; tests/security/login-throttle.test.ts covers it over Redis.
describe('memoryAttemptStore', () => {
  it('counts attempts and refuses with the remaining wait once past the free ones', async () => {
    const store = memoryAttemptStore();
    expect(await store.attempt('k', t0, policy)).toBe(0);
    expect(await store.attempt('k', t0 + 10, policy)).toBe(0);
    expect(await store.attempt('k', t0 + 20, policy)).toBe(990);
    expect(await store.attempt('k', t0 + 520, policy)).toBe(490);
    expect(await store.attempt('k', t0 + 1_010, policy)).toBe(0);
    expect(await store.attempt('k', t0 + 1_010, policy)).toBe(2_000);
  });

  it('forgive takes back the count and the time of the forgiven attempt', async () => {
    const store = memoryAttemptStore();
    await store.attempt('k', t0, policy);
    await store.attempt('k', t0, policy);
    expect(await store.attempt('k', t0 + 1_000, policy)).toBe(0);
    await store.forgive('k');
    // Two failures at t0 again: the wait runs from t0, not from the forgiven attempt.
    expect(await store.attempt('k', t0 + 1_000, policy)).toBe(0);
    await store.forgive('k');
    // And the counter is forgotten a minute after the real last failure.
    await store.attempt('k', t0 + 60_000, policy);
    expect(await store.attempt('k', t0 + 60_000, policy)).toBe(0);
  });

  it('clear forgets the key; windows count per fixed window', async () => {
    const store = memoryAttemptStore();
    for (let i = 0; i < 5; i += 1) await store.attempt('k', t0, policy);
    await store.clear('k');
    expect(await store.attempt('k', t0, policy)).toBe(0);
    expect(await store.hitWindow('w', 60_000 * 10, 60_000)).toBe(1);
    expect(await store.hitWindow('w', 60_000 * 10 + 59_999, 60_000)).toBe(2);
    expect(await store.hitWindow('w', 60_000 * 11, 60_000)).toBe(1);
  });
});

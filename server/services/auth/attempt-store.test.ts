import { describe, expect, it } from 'vitest';
import { failoverAttemptStore, memoryAttemptStore, type AttemptStore } from './attempt-store';
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

describe('memoryAttemptStore wait and fail: counters that see failures only', () => {
  it('waits without counting, and counts failures whatever the wait', async () => {
    const store = memoryAttemptStore();
    // Any number of checks cost nothing.
    for (let i = 0; i < 10; i += 1) expect(await store.wait('ip', t0, policy)).toBe(0);
    await store.fail('ip', t0, policy);
    await store.fail('ip', t0 + 10, policy);
    expect(await store.wait('ip', t0 + 20, policy)).toBe(990);
    expect(await store.wait('ip', t0 + 1_010, policy)).toBe(0);
    await store.fail('ip', t0 + 1_010, policy);
    expect(await store.wait('ip', t0 + 1_010, policy)).toBe(2_000);
  });
});

describe('failoverAttemptStore', () => {
  function failing(): AttemptStore {
    const down = () => Promise.reject(new Error('Connection is closed.'));
    return { attempt: down, wait: down, fail: down, forgive: down, clear: down, hitWindow: down };
  }

  it('counts in memory at once when the link says Redis is down, without calling it', async () => {
    const shared = failing();
    let calls = 0;
    const counted = { ...shared, hitWindow: () => ((calls += 1), shared.hitWindow('', 0, 0)) };
    const store = failoverAttemptStore({ usable: () => false, failed: () => {} }, counted);
    expect(await store.hitWindow('w', t0, 60_000)).toBe(1);
    expect(await store.hitWindow('w', t0, 60_000)).toBe(2);
    expect(calls).toBe(0);
  });

  it('falls back to memory when a command fails, and tells the link', async () => {
    const failures: unknown[] = [];
    let up = true;
    const store = failoverAttemptStore(
      {
        usable: () => up,
        failed: (error) => {
          failures.push(error);
          up = false;
        },
      },
      failing(),
    );
    expect(await store.attempt('k', t0, policy)).toBe(0);
    expect(failures).toHaveLength(1);
    // The next calls go to memory directly, and the count carries on there.
    expect(await store.attempt('k', t0, policy)).toBe(0);
    expect(await store.attempt('k', t0, policy)).toBe(1_000);
    expect(failures).toHaveLength(1);
  });

  it('uses the shared store while the link is up', async () => {
    const shared = memoryAttemptStore();
    const store = failoverAttemptStore({ usable: () => true, failed: () => {} }, shared);
    await store.fail('k', t0, policy);
    await store.fail('k', t0, policy);
    expect(await shared.wait('k', t0, policy)).toBe(1_000);
  });
});

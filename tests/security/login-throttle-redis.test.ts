import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { redisAttemptStore } from '../../server/services/auth/attempt-store';
import { startServer, type TestServer } from '../api/harness';
import { attempt, clock, expectSlowed, HOUR, newIp, time } from './login-attempts';

// Every counter is forgotten after an hour of quiet: each test starts clean.
beforeEach(() => {
  time.now += 2 * HOUR;
});

// Two API nodes on one Redis must share the counters, or each node would
// give an attacker its own free attempts.
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const redisUp = await (async () => {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
})();
if (!redisUp) console.warn(`login-throttle: Redis at ${REDIS_URL} is unreachable; the shared-counter test is SKIPPED (set REDIS_URL or start redis-server).`);

describe.skipIf(!redisUp)('login throttle on Redis', () => {
  let redis: Redis;
  let nodeA: TestServer;
  let nodeB: TestServer;
  const prefix = `yaopi-test:${randomBytes(6).toString('hex')}:`;
  beforeAll(async () => {
    redis = new Redis(REDIS_URL);
    const app = { clock, trustProxy: true, redis, redisPrefix: prefix };
    [nodeA, nodeB] = await Promise.all([startServer({ app }), startServer({ app })]);
  });
  afterAll(async () => {
    await Promise.all([nodeA?.close(), nodeB?.close()]);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('shares one account counter between two app instances', async () => {
    for (let i = 0; i < 3; i += 1) expect((await attempt({ username: 'chain', password: 'wrong1234', ip: newIp(), on: nodeA })).status).toBe(422);
    for (let i = 0; i < 2; i += 1) expect((await attempt({ username: '13933158822', password: 'wrong1234', ip: newIp(), on: nodeB })).status).toBe(422);
    expectSlowed(await attempt({ username: 'chain', password: 'yaopi123', ip: newIp(), on: nodeA }), 1);
    expectSlowed(await attempt({ username: 'chain', password: 'yaopi123', ip: newIp(), on: nodeB }), 1);
    time.now += 1000;
    expect((await attempt({ username: 'chain', password: 'yaopi123', ip: newIp(), on: nodeB })).status).toBe(200);
  });

  it('takes back a forgiven attempt with its time, as the memory store does', async () => {
    const store = redisAttemptStore(redis, `${prefix}unit:`);
    const policy = { freeFailures: 2, baseDelayMs: 1_000, maxDelayMs: 8_000, forgetAfterMs: 60_000 };
    const t0 = 1_800_000_000_000;
    await store.attempt('k', t0, policy);
    await store.attempt('k', t0, policy);
    expect(await store.attempt('k', t0 + 500, policy)).toBe(500);
    expect(await store.attempt('k', t0 + 1_000, policy)).toBe(0);
    await store.forgive('k');
    // Back to two failures at t0: a success does not push the delay later.
    expect(await store.attempt('k', t0 + 1_000, policy)).toBe(0);
    expect(await store.attempt('k', t0 + 1_000, policy)).toBe(2_000);
    await store.clear('k');
    expect(await store.attempt('k', t0 + 1_000, policy)).toBe(0);
    expect(await store.hitWindow('w', 600_000, 60_000)).toBe(1);
    expect(await store.hitWindow('w', 659_999, 60_000)).toBe(2);
    expect(await store.hitWindow('w', 660_000, 60_000)).toBe(1);
  });

  it('answers parallel guesses atomically: no more than the free failures get through', async () => {
    const ip = newIp();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt({ username: 'tjtongji', password: 'wrong1234', ip, on: i % 2 ? nodeA : nodeB })),
    );
    expect(answers.filter((r) => r.status === 422)).toHaveLength(5);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(7);
  });
});

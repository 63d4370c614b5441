import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { redisAttemptStore } from '../../server/services/auth/attempt-store';
import { DEMO, startServer, type ApiResponse, type TestServer } from '../api/harness';

// Threat: password guessing. Spraying one password over many accounts from
// one client, using the phone alias for extra tries, hiding guesses between
// successes, and locking the owner out by failing on purpose.

const HOUR = 60 * 60_000;
let now = Date.UTC(2026, 10, 24, 9, 0, 0);
const clock = () => now;

let server: TestServer;
beforeAll(async () => {
  // trustProxy: each test speaks from its own client IP (X-Forwarded-For).
  server = await startServer({ app: { clock, trustProxy: true } });
});
afterAll(() => server.close());
// Every counter is forgotten after an hour of quiet: each test starts clean.
beforeEach(() => {
  now += 2 * HOUR;
});

let ipSeq = 0;
const newIp = () => `203.0.113.${(ipSeq += 1)}`;

interface Attempt {
  username: string;
  password: string;
  ip: string;
  /** A yp_device cookie value to send. */
  device?: string;
  on?: TestServer;
}

async function attempt({ username, password, ip, device, on = server }: Attempt): Promise<ApiResponse<{ token: string }>> {
  return on.api('/api/login', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      ...(device ? { cookie: `yp_device=${device}` } : {}),
    },
    body: JSON.stringify({ username, password }),
  });
}

function deviceCookieOf(res: ApiResponse): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('yp_device='));
  if (!cookie) throw new Error('no yp_device cookie');
  expect(cookie).toMatch(/HttpOnly/i);
  return cookie.split(';')[0]!.slice('yp_device='.length);
}

function expectSlowed(res: ApiResponse, seconds: number): void {
  expect(res.status).toBe(429);
  expect(res.body).toMatchObject({ code: 429, message: `登录尝试过于频繁，请${seconds}秒后再试`, data: null });
  expect(res.headers.get('retry-after')).toBe(String(seconds));
  expect(res.headers.getSetCookie().some((c) => c.startsWith('yp_session='))).toBe(false);
}

describe('login throttle', () => {
  it('slows one client spraying 40 usernames once it has failed 20 times', async () => {
    const ip = newIp();
    const answers = [];
    for (let i = 0; i < 40; i += 1) answers.push(await attempt({ username: `spray-${i}`, password: 'Password1', ip }));
    expect(answers.slice(0, 20).map((r) => r.status)).toEqual(Array(20).fill(422));
    for (const res of answers.slice(20)) expectSlowed(res, 1);
    // Refused without checking the password: even the right one waits.
    expectSlowed(await attempt({ username: DEMO.username, password: DEMO.password, ip }), 1);
    // Another client is not affected.
    expect((await attempt({ username: DEMO.username, password: DEMO.password, ip: newIp() })).status).toBe(200);
  });

  it('counts the username and the phone alias on one account', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i += 1) expect((await attempt({ username: 'zzbxk', password: 'wrong1234', ip })).status).toBe(422);
    for (let i = 0; i < 2; i += 1) expect((await attempt({ username: '13598821640', password: 'wrong1234', ip })).status).toBe(422);
    expectSlowed(await attempt({ username: '13598821640', password: 'yaopi123', ip }), 1);
    // The account counts strangers from every client, so a new IP does not start over.
    expectSlowed(await attempt({ username: 'zzbxk', password: 'yaopi123', ip: newIp() }), 1);
  });

  it('counts unknown usernames by their normalised name, answering exactly like real accounts', async () => {
    const ip = newIp();
    const names = ['Ghost-User', 'ghost-user', ' GHOST-USER ', 'ｇｈｏｓｔ-user', 'ghost-USER'];
    for (const username of names) {
      const res = await attempt({ username, password: 'wrong1234', ip });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ password: ['用户名或密码错误'] });
    }
    expectSlowed(await attempt({ username: 'ghost-user', password: 'wrong1234', ip }), 1);
  });

  it('does not count successes: neither towards the client nor the account', async () => {
    const ip = newIp();
    for (let i = 0; i < 25; i += 1) expect((await attempt({ username: DEMO.username, password: DEMO.password, ip })).status).toBe(200);
    // Four failures, then a success clears the account's failures for this client.
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 4; i += 1) expect((await attempt({ username: 'jnrenhe', password: 'wrong1234', ip })).status).toBe(422);
      expect((await attempt({ username: 'jnrenhe', password: 'yaopi123', ip })).status).toBe(200);
    }
    // Without the success in between, the fifth failure is the last free one.
    for (let i = 0; i < 5; i += 1) expect((await attempt({ username: 'jnrenhe', password: 'wrong1234', ip })).status).toBe(422);
    expectSlowed(await attempt({ username: 'jnrenhe', password: 'yaopi123', ip }), 1);
  });

  it("does not let a stranger's failures delay the owner's known device", async () => {
    const ownerIp = newIp();
    const first = await attempt({ username: 'bdyimin', password: 'yaopi123', ip: ownerIp });
    expect(first.status).toBe(200);
    const device = deviceCookieOf(first);

    // An attacker fails on purpose from several clients until strangers are slowed.
    for (let i = 0; i < 10; i += 1) await attempt({ username: 'bdyimin', password: `guess${i}xx`, ip: newIp() });
    expectSlowed(await attempt({ username: 'bdyimin', password: 'yaopi123', ip: newIp() }), 1);

    // The owner's browser gets straight in, even from the attacker's network.
    const owner = await attempt({ username: 'bdyimin', password: 'yaopi123', ip: ownerIp, device });
    expect(owner.status).toBe(200);
    expect(deviceCookieOf(owner)).toBe(device);

    // The known device has a counter of its own: its own failures still slow it.
    for (let i = 0; i < 5; i += 1) expect((await attempt({ username: 'bdyimin', password: 'wrong1234', ip: ownerIp, device })).status).toBe(422);
    expectSlowed(await attempt({ username: 'bdyimin', password: 'yaopi123', ip: ownerIp, device }), 1);

    // A forged or foreign device cookie counts as a stranger.
    const forged = `${device.slice(0, -4)}AAAA`;
    expectSlowed(await attempt({ username: 'bdyimin', password: 'yaopi123', ip: newIp(), device: forged }), 1);
    const other = deviceCookieOf(await attempt({ username: 'tjtongji', password: 'yaopi123', ip: newIp() }));
    expectSlowed(await attempt({ username: 'bdyimin', password: 'yaopi123', ip: newIp(), device: other }), 1);
  });

  it('grows the delay 1 s, 2 s, 4 s … and forgets after an hour of quiet', async () => {
    const ip = newIp();
    const fail = () => attempt({ username: 'tydesheng', password: 'wrong1234', ip });
    for (let i = 0; i < 5; i += 1) expect((await fail()).status).toBe(422);
    for (const seconds of [1, 2, 4, 8, 16]) {
      expectSlowed(await fail(), seconds);
      now += seconds * 1000 - 1;
      expect((await fail()).status).toBe(429);
      now += 1;
      expect((await fail()).status).toBe(422);
    }
    // Capped at 15 minutes, however long it goes on.
    for (let i = 0; i < 12; i += 1) {
      now += 15 * 60_000;
      await fail();
    }
    expectSlowed(await fail(), 900);
    now += HOUR;
    expect((await attempt({ username: 'tydesheng', password: 'yaopi123', ip })).status).toBe(200);
  });
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
    now += 1000;
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

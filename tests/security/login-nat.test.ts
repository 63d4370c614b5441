import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { hashPassword } from '../../server/lib/password';
import { startServer, type TestServer } from '../api/harness';
import { attempt, clock, expectSlowed, newIp } from './login-attempts';

// Many pharmacies behind one address: a chain's shared line, a carrier-grade
// NAT, or a load balancer whose TRUST_PROXY is not set, so every buyer looks
// like the balancer. Their correct logins must all pass at once; a spray of
// wrong passwords across accounts from that address must still be slowed.

const BUYERS = 200;
// A quarter of production's scrypt cost (server/lib/password.ts), four times the
// seed's: enough that logins overlap while their passwords are checked, as at
// the production cost, without spending seconds of CI's CPU on hashing.
const COST = { N: 4096, r: 8, p: 1 };
const PASSWORD = 'Pharmacy2026';
let server: TestServer;

// The counters as production keeps them, in Redis, when one answers here
// (each attempt is then a round trip, so a burst's attempts overlap the most);
// else this node's memory.
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false });
const redisUp = await redis.connect().then(
  () => true,
  () => false,
);
if (!redisUp) console.warn(`login-nat: no Redis at ${REDIS_URL}; counting in memory.`);

beforeAll(async () => {
  server = await startServer({
    app: { clock, trustProxy: true, ...(redisUp ? { redis, redisPrefix: `yaopi-test-${randomBytes(4).toString('hex')}:` } : {}) },
  });
  const passwordHash = await hashPassword(PASSWORD, COST);
  await server.db.insert(users).values(Array.from({ length: BUYERS }, (_, i) => ({ username: `nat-buyer-${i}`, name: `连锁门店${i}`, passwordHash })));
});
/**
 * One login over its own connection. Node's fetch keeps only a few
 * connections to one origin, which would line the burst up; a chain's 200
 * browsers each have their own.
 */
const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
function loginAlone(username: string, password: string, ip: string): Promise<{ status: number; token: string | undefined }> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ username, password });
    const req = request(
      `${server.base}/api/login`,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-forwarded-for': ip } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, token: (JSON.parse(text) as { data?: { token?: string } }).data?.token }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

afterAll(async () => {
  await server.close();
  if (redisUp) await redis.quit();
});

describe('logins from one address', () => {
  it(`lets ${BUYERS} pharmacies log in at once, and still slows a spray of wrong passwords across 40 accounts from there`, { timeout: 90_000 }, async () => {
    const ip = newIp();
    const started = performance.now();
    // All at once, as a morning's first orders from one chain would be.
    const answers = await Promise.all(Array.from({ length: BUYERS }, (_, i) => loginAlone(`nat-buyer-${i}`, PASSWORD, ip)));
    const seconds = (performance.now() - started) / 1000;
    console.log(`login-nat: ${BUYERS} correct logins from one address in ${seconds.toFixed(1)} s`);
    expect(answers.map((r) => r.status)).toEqual(Array(BUYERS).fill(200));
    expect(new Set(answers.map((r) => r.token)).size).toBe(BUYERS);

    // The same address now guesses one wrong password on each of 40 accounts:
    // 20 free failures, then every attempt waits.
    const spray = [];
    for (let i = 0; i < 40; i += 1) spray.push(await attempt({ username: `nat-buyer-${i}`, password: 'Password1', ip, on: server }));
    expect(spray.slice(0, 20).map((r) => r.status)).toEqual(Array(20).fill(422));
    for (const res of spray.slice(20)) expectSlowed(res, 1);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, startServer, type TestServer } from '../api/harness';
import { attempt as attemptOn, clock, deviceCookieOf, expectSlowed, HOUR, newIp, time, type Attempt } from './login-attempts';

// Threat: password guessing. Spraying one password over many accounts from
// one client, using the phone alias for extra tries, hiding guesses between
// successes, and locking the owner out by failing on purpose.

let server: TestServer;
beforeAll(async () => {
  // trustProxy: each test speaks from its own client IP (X-Forwarded-For).
  server = await startServer({ app: { clock, trustProxy: true } });
});
afterAll(() => server.close());
// Every counter is forgotten after an hour of quiet: each test starts clean.
beforeEach(() => {
  time.now += 2 * HOUR;
});

const attempt = (a: Omit<Attempt, 'on'>) => attemptOn({ ...a, on: server });

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
      time.now += seconds * 1000 - 1;
      expect((await fail()).status).toBe(429);
      time.now += 1;
      expect((await fail()).status).toBe(422);
    }
    // Capped at 15 minutes, however long it goes on.
    for (let i = 0; i < 12; i += 1) {
      time.now += 15 * 60_000;
      await fail();
    }
    expectSlowed(await fail(), 900);
    time.now += HOUR;
    expect((await attempt({ username: 'tydesheng', password: 'yaopi123', ip })).status).toBe(200);
  });
});

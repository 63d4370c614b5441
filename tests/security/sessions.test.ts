import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isCallDef, type CallDef } from '../../shared/contract/define-call';
import * as calls from '../../shared/contract/calls';
import type { UserState } from '../../shared/contract/user';
import { buildApp } from '../../server/app';
import { sessions, users } from '../../server/db/schema';
import { DEMO, json, startServer, type TestServer } from '../api/harness';

// Threat: a script on the page (XSS, a compromised partner bundle) reads the
// session secret and keeps the account: the body must only ever carry a
// short-lived access token that cannot touch the account itself; a buyer
// must be able to end every session; a changed password ends the others.

let now = Date.now();
const clock = () => now;
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ app: { clock } });
});
afterAll(() => server.close());
beforeEach(() => {
  now = Date.now();
});

const ACCESS_TOKEN = /^v1\.\d+\.\d+\.buyer\.[A-Za-z0-9_-]{43}$/;
const sessionTokenOf = (cookie: string) => cookie.slice('yp_session='.length);
const bearer = (token: string): RequestInit => ({ headers: { authorization: `Bearer ${token}` } });
const withCookie = (cookie: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), cookie },
});
const withBearer = (token: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
});

async function sessionsOf(username: string): Promise<number> {
  const [row] = await server.db
    .select({ n: count() })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(users.username, username)));
  return row?.n ?? 0;
}

describe('the session token never reaches page script', () => {
  it('is in no JSON body: login, user/base and every parameterless GET call the widgets and demo make', async () => {
    const login = await server.api<{ token: string; user: UserState }>('/api/login', json({ username: DEMO.username, password: DEMO.password }));
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('yp_session='))!
      .split(';')[0]!;
    const secret = sessionTokenOf(cookie);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(login.body)).not.toContain(secret);
    expect(login.body.data.token).toMatch(ACCESS_TOKEN);

    const gets = (Object.values(calls) as unknown[]).filter((call): call is CallDef => isCallDef(call) && call.method === 'GET' && !call.path.includes(':'));
    expect(gets.length).toBeGreaterThan(20);
    let scanned = 0;
    for (const call of gets) {
      for (const init of [withCookie(cookie), bearer(login.body.data.token)]) {
        const response = await fetch(`${server.base}${call.path}`, init);
        const text = await response.text();
        expect(response.status, call.path).toBeLessThan(500);
        expect(text, `${call.path} leaks the session token`).not.toContain(secret);
        scanned += 1;
      }
    }
    expect(scanned).toBe(gets.length * 2);
  });

  it('hands back an access token from user/base: fresh for the cookie, the same one for a Bearer (no minting)', async () => {
    const { cookie, token } = await server.login();
    const byCookie = await server.api<UserState>('/api/user/base', withCookie(cookie));
    expect(byCookie.body.data.token).toMatch(ACCESS_TOKEN);
    expect(byCookie.body.data.token).not.toContain(sessionTokenOf(cookie));
    const byBearer = await server.api<UserState>('/api/user/base', bearer(token));
    expect(byBearer.body.data.token).toBe(token);
  });

  it('does not accept the session token as a Bearer header or the access token as the cookie', async () => {
    const { cookie, token } = await server.login();
    expect((await server.api('/api/user/base', bearer(sessionTokenOf(cookie)))).status).toBe(401);
    expect((await server.api('/api/user/base', withCookie(`yp_session=${token}`))).status).toBe(401);
  });
});

describe('the access token', () => {
  it('reads the cart as Bearer but may not change the password, end sessions or list them', async () => {
    const { token } = await server.login();
    const cart = await server.api<{ list?: unknown }>('/api/cart/list', bearer(token));
    expect(cart.status).toBe(200);

    const refused = [
      await server.api('/api/user/password', withBearer(token, json({ old_password: DEMO.password, password: 'NewPassw0rd' }))),
      await server.api('/api/user/logout_all', withBearer(token, json({}))),
      await server.api('/api/user/logout', withBearer(token, { method: 'DELETE' })),
      await server.api('/api/user/sessions', bearer(token)),
    ];
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 403, message: '当前凭证无权进行此操作，请在药批网站登录后重试' });
    }
    // Nothing changed: the token still works and the old password still logs in.
    expect((await server.api('/api/user/base', bearer(token))).status).toBe(200);
    expect((await server.login()).user.username).toBe('demo');
  });

  it('expires after 2 hours while the session cookie goes on', async () => {
    const { cookie, token } = await server.login();
    now += 2 * 60 * 60 * 1000 - 1000;
    expect((await server.api('/api/user/base', bearer(token))).status).toBe(200);
    now += 1000;
    const expired = await server.api('/api/user/base', bearer(token));
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe(10001);
    const fresh = await server.api<UserState>('/api/user/base', withCookie(cookie));
    expect(fresh.status).toBe(200);
    expect((await server.api('/api/user/base', bearer(fresh.body.data.token))).status).toBe(200);
  });

  it('is refused when tampered with or signed by another secret; another node on the same database accepts it', async () => {
    const { token } = await server.login();
    const parts = token.split('.');
    const tampered = [
      [parts[0], String(Number(parts[1]) + 1), ...parts.slice(2)].join('.'),
      [parts[0], parts[1], String(Number(parts[2]) + 86_400), ...parts.slice(3)].join('.'),
      [...parts.slice(0, 3), 'admin', parts[4]].join('.'),
      `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`,
    ];
    for (const forged of tampered) expect((await server.api('/api/user/base', bearer(forged))).status).toBe(401);

    // A second API node on the same database reads the same stored secret.
    const sameDb = buildApp({ db: server.db });
    const elsewhere = buildApp({ db: server.db, sessionSigningSecret: 'another-node-with-its-own-secret-0123456789' });
    try {
      const ok = await sameDb.inject({ url: '/api/user/base', headers: { authorization: `Bearer ${token}` } });
      expect(ok.statusCode).toBe(200);
      const foreign = await elsewhere.inject({ url: '/api/user/base', headers: { authorization: `Bearer ${token}` } });
      expect(foreign.statusCode).toBe(401);
    } finally {
      await Promise.all([sameDb.close(), elsewhere.close()]);
    }
  });
});

describe('退出所有设备', () => {
  it('ends every session of the buyer and their access tokens, clears the cookie, and leaves other buyers alone', async () => {
    const a = await server.login('chain', 'yaopi123');
    const b = await server.login('chain', 'yaopi123');
    const other = await server.login('zzbxk', 'yaopi123');
    expect(await sessionsOf('chain')).toBeGreaterThanOrEqual(2);

    const listed = await server.api<{ list: { current: number; ip: string; user_agent: string; created_at: number }[] }>(
      '/api/user/sessions',
      withCookie(a.cookie),
    );
    expect(listed.status).toBe(200);
    expect(listed.body.data.list.length).toBeGreaterThanOrEqual(2);
    expect(listed.body.data.list.filter((s) => s.current === 1)).toHaveLength(1);
    expect(listed.body.data.list[0]).toMatchObject({ ip: '127.0.0.1' });
    expect(Math.abs(listed.body.data.list[0]!.created_at - Date.now() / 1000)).toBeLessThan(600);

    const res = await server.api('/api/user/logout_all', withCookie(a.cookie, json({})));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 10000, message: '已退出所有设备' });
    expect(res.headers.getSetCookie().find((c) => c.startsWith('yp_session='))).toMatch(/yp_session=;|Max-Age=0|Expires=Thu, 01 Jan 1970/);

    expect(await sessionsOf('chain')).toBe(0);
    for (const init of [withCookie(a.cookie), withCookie(b.cookie), bearer(a.token), bearer(b.token)]) {
      expect((await server.api('/api/user/base', init)).status).toBe(401);
    }
    expect((await server.api('/api/user/base', bearer(other.token))).status).toBe(200);
  });

  it('refuses a cookie-authenticated call from a foreign page', async () => {
    const a = await server.login('chain', 'yaopi123');
    const res = await server.api('/api/user/logout_all', {
      ...json({}),
      headers: { 'content-type': 'application/json', cookie: a.cookie, origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect((await server.api('/api/user/base', withCookie(a.cookie))).status).toBe(200);
  });
});

describe('修改登录密码', () => {
  const change = (cookie: string, body: unknown) => server.api('/api/user/password', withCookie(cookie, json(body)));

  it('refuses weak, account-like or wrong input with a message per field and changes nothing', async () => {
    const { cookie } = await server.login('tjtongji', 'yaopi123');
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { old_password: ['请输入原密码'], password: ['请输入新密码'] }],
      [{ old_password: 'yaopi123', password: 'abc123' }, { password: ['新密码至少8位'] }],
      [{ old_password: 'yaopi123', password: '12345678' }, { password: ['新密码须同时包含字母和数字'] }],
      [{ old_password: 'yaopi123', password: 'abcdefgh' }, { password: ['新密码须同时包含字母和数字'] }],
      [{ old_password: 'yaopi123', password: ['x'] }, { password: ['请输入新密码'] }],
      [{ old_password: 'wrong-old-1', password: 'Better2026' }, { old_password: ['原密码不正确'] }],
      [{ old_password: 'yaopi123', password: 'yaopi123' }, { password: ['新密码不能与原密码相同'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await change(cookie, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      // The first message of each field is what the form shows.
      const firsts = Object.fromEntries(Object.entries(res.body.errors ?? {}).map(([field, messages]) => [field, [messages[0]]]));
      expect(firsts).toEqual(errors);
    }
    // The username as password (it has letters and digits) is refused too.
    const { cookie: demoCookie } = await server.login('jnrenhe', 'yaopi123');
    await server.db.update(users).set({ username: 'jnrenhe2026' }).where(eq(users.username, 'jnrenhe'));
    try {
      const same = await change(demoCookie, { old_password: 'yaopi123', password: 'JNRENHE2026' });
      expect(same.status).toBe(422);
      expect(same.body.errors).toEqual({ password: ['新密码不能与用户名或手机号相同'] });
    } finally {
      await server.db.update(users).set({ username: 'jnrenhe' }).where(eq(users.username, 'jnrenhe2026'));
    }
    expect((await server.login('tjtongji', 'yaopi123')).user.username).toBe('tjtongji');
  });

  it('ends every other session and keeps this one', async () => {
    const here = await server.login('tydesheng', 'yaopi123');
    const elsewhere = await server.login('tydesheng', 'yaopi123');
    const res = await change(here.cookie, { old_password: 'yaopi123', password: 'NewPassw0rd' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 10000, message: '密码已修改，其他设备已退出登录' });

    expect((await server.api('/api/user/base', withCookie(here.cookie))).status).toBe(200);
    expect((await server.api('/api/user/base', bearer(here.token))).status).toBe(200);
    expect((await server.api('/api/user/base', withCookie(elsewhere.cookie))).status).toBe(401);
    expect((await server.api('/api/user/base', bearer(elsewhere.token))).status).toBe(401);
    expect(await sessionsOf('tydesheng')).toBe(1);

    expect((await server.api('/api/login', json({ username: 'tydesheng', password: 'yaopi123' }))).status).toBe(422);
    expect((await server.login('tydesheng', 'NewPassw0rd')).user.username).toBe('tydesheng');
  });

  it('slows guessing the old password with a stolen session', async () => {
    const { cookie } = await server.login('bdyimin', 'yaopi123');
    for (let i = 0; i < 5; i += 1)
      expect((await change(cookie, { old_password: `guess-${i}`, password: 'Better2026' })).body.errors).toEqual({ old_password: ['原密码不正确'] });
    const slowed = await change(cookie, { old_password: 'yaopi123', password: 'Better2026' });
    expect(slowed.status).toBe(422);
    expect(slowed.body.errors).toEqual({ old_password: ['尝试过于频繁，请1秒后再试'] });
    expect((await server.login('bdyimin', 'yaopi123')).user.username).toBe('bdyimin');
  });
});

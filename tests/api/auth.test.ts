import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserState } from '../../shared/contract/user';
import { DEMO, form, json, startServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

function sessionCookie(headers: Headers): string {
  const cookie = headers.getSetCookie().find((c) => c.startsWith('yp_session='));
  if (!cookie) throw new Error('no yp_session cookie');
  return cookie;
}

/** The access token login and user/base hand to page script: v1.<session>.<expiry>.<scope>.<HMAC>. */
const ACCESS_TOKEN = /^v1\.\d+\.\d+\.buyer\.[A-Za-z0-9_-]{43}$/;

describe('POST /api/login', () => {
  it('logs in by username and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const res = await server.api<{ token: string; user: UserState }>('/api/login', json({ username: DEMO.username, password: DEMO.password }));
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(10000);
    expect(res.body.message).toBe('操作成功');
    expect(res.body.data.token).toMatch(ACCESS_TOKEN);
    expect(res.body.data.user.username).toBe('demo');
    expect(res.body.data.user.token).toBe(res.body.data.token);

    // The cookie holds the session token itself, which the body never carries.
    const cookie = sessionCookie(res.headers);
    expect(cookie).toMatch(/^yp_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).not.toContain(res.body.data.token);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\//);
    expect(cookie).toMatch(/;\s*Max-Age=604800/);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  it('logs in by phone number, form-encoded as the spec client sends it', async () => {
    const res = await server.api<{ token: string; user: UserState }>('/api/login', form(`username=${DEMO.phone}&password=${DEMO.password}`));
    expect(res.status).toBe(200);
    expect(res.body.data.user.username).toBe('demo');
    expect(sessionCookie(res.headers)).toMatch(/HttpOnly/i);
  });

  it('answers 422 with a Chinese message per missing field', async () => {
    const before = await server.sessionCount();
    const res = await server.api('/api/login', json({ username: '  ', password: '' }));
    expect(res.status).toBe(422);
    expect(res.body.code).toBe(422);
    expect(res.body.errors).toEqual({ username: ['请输入用户名或手机号'], password: ['请输入密码'] });
    expect(res.body.message).toBe('请输入用户名或手机号');
    expect(res.body.data).toBeNull();

    const empty = await server.api('/api/login', form(''));
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors ?? {})).toEqual(['username', 'password']);
    expect(await server.sessionCount()).toBe(before);
  });

  it('rejects a wrong password and an unknown user with the same message, creating no session', async () => {
    const before = await server.sessionCount();
    const wrongPassword = await server.api('/api/login', json({ username: 'demo', password: 'wrong-password' }));
    const unknownUser = await server.api('/api/login', json({ username: 'nobody-here', password: 'yaopi123' }));
    for (const res of [wrongPassword, unknownUser]) {
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ password: ['用户名或密码错误'] });
      expect(res.headers.getSetCookie().some((c) => c.startsWith('yp_session='))).toBe(false);
    }
    expect(await server.sessionCount()).toBe(before);
  });

  it('slows an IP guessing one account after 5 failures (tests/security/login-throttle.test.ts has the rest)', async () => {
    const attempt = () => server.api('/api/login', json({ username: 'guess-target', password: 'x' }));
    for (let i = 0; i < 5; i += 1) expect((await attempt()).status).toBe(422);
    const blocked = await attempt();
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: 429, message: '登录尝试过于频繁，请1秒后再试', data: null });
    expect(blocked.headers.get('retry-after')).toBe('1');
    // Another account from the same IP is unaffected.
    expect((await server.api('/api/login', json({ username: 'demo', password: 'yaopi123' }))).status).toBe(200);
  });
});

describe('GET /api/user/base', () => {
  it('returns the full user state via the cookie', async () => {
    const { cookie } = await server.login();
    const res = await server.api<UserState>('/api/user/base', { headers: { cookie } });
    expect(res.status).toBe(200);
    const user = res.body.data;
    expect(user.company).toBe('石家庄市长安区康宁大药房有限公司');
    expect(user.show).toBe(1);
    expect(user.admin).toEqual({ name: '张雪', phone: '13930112456', is_default: 0 });
    // A fresh access token for page script, never the cookie's session token.
    expect(user.token).toMatch(ACCESS_TOKEN);
    expect(cookie).not.toContain(user.token);
    expect(user.cart).toBeGreaterThanOrEqual(3);
    expect(user.message_count).toBe(3);
    expect(user.common_config.hot_line).toMatch(/\d/);
    expect(user.login_url).toBe('/login');
    expect(user.ywy).toMatch(/^YWY\d{3}$/);
    expect(user.customer).toMatch(/^KH\d{6}$/);
    // Every field of the contract is present.
    for (const key of [
      'show',
      'username',
      'name',
      'phone',
      'company',
      'face',
      'rank',
      'admin',
      'address',
      'is_passed',
      'points',
      'cart',
      'message_count',
      'wechat',
      'common_config',
      'quality_inspection',
      'login_url',
      'is_show_youx',
      'is_special',
      'is_can_chat',
      'token',
      'is_AfterSale',
      'ywy',
      'customer',
      'type',
    ]) {
      expect(user, key).toHaveProperty(key);
    }
  });

  it('accepts Authorization: Bearer without a cookie', async () => {
    const { token } = await server.login();
    const res = await server.api<UserState>('/api/user/base', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.body.data.username).toBe('demo');
    expect(res.body.data.admin.is_default).toBe(0);
  });

  it('shows the service desk, is_default 1, for a buyer without an exclusive manager', async () => {
    const { token } = await server.login('zzbxk', 'yaopi123');
    const res = await server.api<UserState>('/api/user/base', { headers: { authorization: `Bearer ${token}` } });
    expect(res.body.data.admin).toMatchObject({ name: '客服中心', is_default: 1 });
  });

  it('answers a visitor (no credential at all) code 10001 over HTTP 200: asked on every guest page, it is no failed request', async () => {
    const none = await server.api('/api/user/base');
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ code: 10001, message: '请先登录', data: null });
    // Only this probe: other member calls still answer a visitor HTTP 401.
    expect((await server.api('/api/user/user_money')).status).toBe(401);
  });

  it('answers HTTP 401 with code 10001 to a credential that no longer holds, and clears a dead session cookie', async () => {
    const bogus = await server.api('/api/user/base', { headers: { authorization: 'Bearer not-a-real-token-aaaaaaaaaaaaaaaaaaaa' } });
    expect(bogus.status).toBe(401);
    expect(bogus.body.code).toBe(10001);

    const dead = await server.api('/api/user/base', { headers: { cookie: 'yp_session=not-a-live-session-aaaaaaaaaaaaaaaaaaaa' } });
    expect(dead.status).toBe(401);
    expect(dead.body).toEqual({ code: 10001, message: '请先登录', data: null });
    expect(dead.headers.getSetCookie().find((c) => c.startsWith('yp_session='))).toMatch(/yp_session=;|Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });
});

describe('DELETE /api/user/logout', () => {
  it('ends the session: the token no longer works and the cookie is cleared', async () => {
    const { token, cookie } = await server.login();
    const before = await server.sessionCount();
    const res = await server.api('/api/user/logout', { method: 'DELETE', headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 10000, message: '操作成功', data: null });
    expect(sessionCookie(res.headers)).toMatch(/yp_session=;|Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(await server.sessionCount()).toBe(before - 1);

    const after = await server.api('/api/user/base', { headers: { authorization: `Bearer ${token}` } });
    expect(after.status).toBe(401);
  });

  it('works without a session', async () => {
    const res = await server.api('/api/user/logout', { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(10000);
  });

  it('refuses a cookie-authenticated logout sent from a foreign page', async () => {
    const { cookie, token } = await server.login();
    const res = await server.api('/api/user/logout', {
      method: 'DELETE',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(403);
    const still = await server.api('/api/user/base', { headers: { authorization: `Bearer ${token}` } });
    expect(still.status).toBe(200);
  });
});

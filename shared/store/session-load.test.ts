import { parse } from 'qs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserState } from '../contract/user';
import { cart } from './cart';
import { clearUser, session } from './session';
import { createApi } from '../api/client';
import { ApiError } from '../api/errors';
import { LOGIN_FLAG_KEY, loadSession, signIn, signOut } from './session-load';
import { recordEffects } from '../api/testing/bus-recorder';
import { resetConfig } from '../api/testing/config-reset';
import { sendEnvelope, startServer, type TestServer } from '../api/testing/http-server';

const demo = { show: 1, username: 'demo', name: '王芳', company: '康宁大药房', cart: 4 } as UserState;

// A tiny stand-in for the marketplace's auth: one session, cookie-less (the
// client's credentials mode is covered in client.test.ts).
let loggedIn = false;
let logoutAnswer: 'ok' | 'expired' | 'busy' = 'ok';

let server: TestServer;
let recorder: ReturnType<typeof recordEffects>;
const storage = new Map<string, string>();

beforeAll(async () => {
  server = await startServer((request, res) => {
    if (request.path === '/api/user/base') {
      if (loggedIn) sendEnvelope(res, 200, { code: 10000, data: demo });
      else sendEnvelope(res, 401, { code: 10001, message: '请先登录' });
    } else if (request.path === '/api/login') {
      const { username, password } = parse(request.body) as { username?: string; password?: string };
      if (!username) {
        sendEnvelope(res, 422, { code: 422, message: '提交的信息有误', errors: { username: ['请输入用户名或手机号'] } });
      } else if (username === 'demo' && password === 'yaopi123') {
        loggedIn = true;
        sendEnvelope(res, 200, { code: 10000, data: { token: 't-demo', user: demo } });
      } else {
        sendEnvelope(res, 422, { code: 422, message: '提交的信息有误', errors: { password: ['用户名或密码错误'] } });
      }
    } else if (request.path === '/api/user/logout' && request.method === 'DELETE') {
      if (logoutAnswer === 'busy') return sendEnvelope(res, 503, { code: 503, message: 'db down' });
      if (logoutAnswer === 'expired') return sendEnvelope(res, 401, { code: 10001, message: '请先登录' });
      loggedIn = false;
      sendEnvelope(res, 200, { code: 10000, data: null });
    }
  });
  resetConfig({ apiBase: server.origin });
});
afterAll(async () => {
  await server.close();
  resetConfig();
});
beforeEach(() => {
  loggedIn = false;
  logoutAnswer = 'ok';
  storage.clear();
  clearUser();
  session.status.value = 'idle';
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  });
  recorder = recordEffects();
});
afterEach(() => {
  recorder.stop();
  vi.unstubAllGlobals();
});

describe('loadSession', () => {
  it('puts a member in the session model with their cart count', async () => {
    loggedIn = true;
    const loading = loadSession({ api: createApi() });
    expect(session.status.value).toBe('loading');
    await expect(loading).resolves.toEqual(demo);
    expect(session.user.value).toEqual(demo);
    expect(session.isMember.value).toBe(true);
    expect(cart.count.value).toBe(4);
    expect(session.status.value).toBe('ready');
  });

  it('checks a session already answered without hiding it, and an unchanged answer notifies no reader', async () => {
    loggedIn = true;
    await loadSession({ api: createApi() });
    const shown = session.user.value;
    let changes = 0;
    const stop = session.user.subscribe(() => (changes += 1));
    const loading = loadSession({ api: createApi() });
    expect(session.status.value).toBe('ready');
    await expect(loading).resolves.toEqual(demo);
    stop();
    // The subscription's own first call only.
    expect(changes).toBe(1);
    expect(session.user.value).toBe(shown);
  });

  it('a visitor (10001) is shown as a visitor, quietly: no alert, no redirect', async () => {
    await expect(loadSession({ api: createApi() })).resolves.toBeNull();
    expect(session.status.value).toBe('ready');
    expect(session.user.value).toBeNull();
    expect(recorder.events).toEqual([]);
  });

  it('an unreachable server still ends loading with no user', async () => {
    const gone = await startServer(() => {});
    await gone.close();
    resetConfig({ apiBase: gone.origin });
    await expect(loadSession({ api: createApi() })).resolves.toBeNull();
    resetConfig({ apiBase: server.origin });
    expect(session.status.value).toBe('ready');
    expect(recorder.events).toEqual([]);
  });

  it('callers arriving during a load share it instead of cancelling each other', async () => {
    loggedIn = true;
    const api = createApi();
    const baseCalls = () => server.seen.filter((r) => r.path === '/api/user/base').length;
    const before = baseCalls();
    const [a, b] = await Promise.all([loadSession({ api }), loadSession({ api })]);
    expect(a).toEqual(demo);
    expect(b).toEqual(demo);
    expect(baseCalls() - before).toBe(1);
  });
});

describe('signIn', () => {
  it('stores the user and sets the login flag for the route guard', async () => {
    await expect(signIn('demo', 'yaopi123', { api: createApi() })).resolves.toEqual(demo);
    expect(session.user.value).toEqual(demo);
    expect(storage.get(LOGIN_FLAG_KEY)).toBe('1');
  });

  it('a wrong password shows the first field message (not silent)', async () => {
    await expect(signIn('demo', 'wrong', { api: createApi() })).rejects.toBeInstanceOf(ApiError);
    expect(recorder.events).toEqual([{ type: 'ui:alert', payload: { message: '用户名或密码错误', icon: 'error' } }]);
    expect(session.user.value).toBeNull();
    expect(storage.has(LOGIN_FLAG_KEY)).toBe(false);
  });

  it('a login page passing silent gets the field errors to show inline, and no alert', async () => {
    const error = (await signIn('', 'x', { api: createApi(), silent: true }).catch((e: unknown) => e)) as ApiError;
    expect(error.errors).toEqual({ username: ['请输入用户名或手机号'] });
    expect(recorder.events).toEqual([]);
  });
});

describe('signOut', () => {
  it('logs out on the server, clears the model and the flag, then reloads', async () => {
    const api = createApi();
    await signIn('demo', 'yaopi123', { api });
    const reload = vi.fn();
    await signOut({ api, reload });
    expect(loggedIn).toBe(false);
    expect(session.user.value).toBeNull();
    expect(cart.count.value).toBe(0);
    expect(storage.has(LOGIN_FLAG_KEY)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a session that had already expired still signs out, without a login redirect', async () => {
    const api = createApi();
    await signIn('demo', 'yaopi123', { api });
    logoutAnswer = 'expired';
    const reload = vi.fn();
    await signOut({ api, reload });
    expect(session.user.value).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(recorder.events).toEqual([]);
  });

  it('a server failure keeps the buyer signed in and says so', async () => {
    const api = createApi();
    await signIn('demo', 'yaopi123', { api });
    logoutAnswer = 'busy';
    const reload = vi.fn();
    await expect(signOut({ api, reload })).rejects.toMatchObject({ kind: 'http', status: 503 });
    expect(session.user.value).toEqual(demo);
    expect(storage.get(LOGIN_FLAG_KEY)).toBe('1');
    expect(reload).not.toHaveBeenCalled();
    expect(recorder.events).toEqual([{ type: 'ui:toast', payload: { message: '系统繁忙，请稍候再试', kind: 'error' } }]);
  });
});

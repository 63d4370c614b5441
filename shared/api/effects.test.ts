import type { ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall } from '../contract/define-call';
import type { UserState } from '../contract/user';
import { session, setUser } from '../store/session';
import { query } from './query/query';
import { createApi } from './client';
import { ApiError } from './errors';
import { recordEffects } from './testing/bus-recorder';
import { resetConfig } from './testing/config-reset';
import { sendEnvelope, startServer, type TestServer } from './testing/http-server';

// Each path of the test server answers with one row of docs/product/errors.md.
const routes: Record<string, (res: ServerResponse) => void> = {
  '/ok': (res) => sendEnvelope(res, 200, { code: 10000, data: { total: 3 } }),
  '/created': (res) => sendEnvelope(res, 201, { code: 201, data: { id: 8 } }),
  '/expired-envelope': (res) => sendEnvelope(res, 200, { code: 10001, message: '请先登录' }),
  '/unauthorized': (res) => sendEnvelope(res, 401, { code: 10001, message: '请先登录' }),
  '/invalid': (res) =>
    sendEnvelope(res, 422, {
      code: 422,
      message: '提交的信息有误',
      errors: { phone: ['手机号格式不正确', '手机号不能为空'], email: ['邮箱格式不正确'] },
    }),
  '/contract': (res) => sendEnvelope(res, 459, { code: 459, message: '请先签署电子合同后再下单' }),
  '/teapot': (res) => sendEnvelope(res, 418, { code: 418, message: '该商品暂不支持购买' }),
  '/business-rule': (res) => sendEnvelope(res, 200, { code: 40001, message: '库存不足，请减少购买数量' }),
  '/busy': (res) => sendEnvelope(res, 503, { code: 503, message: 'upstream unavailable' }),
  '/proxy-error': (res) => {
    res.writeHead(502, { 'Content-Type': 'text/html' });
    res.end('<html>Bad Gateway</html>');
  },
  '/never': () => {
    // Never answers: the timeout must fire.
  },
};

const at = (path: string) => defineCall({ output: z.unknown(), method: 'GET', path, access: 'member', input: z.object({}) });

const member = { username: 'demo', company: '康宁大药房', cart: 4 } as UserState;

let server: TestServer;
let recorder: ReturnType<typeof recordEffects>;

beforeAll(async () => {
  server = await startServer((request, res) => routes[request.path]?.(res));
  resetConfig({ apiBase: server.origin });
});
afterAll(async () => {
  await server.close();
  resetConfig();
});
beforeEach(() => {
  recorder = recordEffects();
});
afterEach(() => {
  recorder.stop();
  vi.unstubAllGlobals();
});

async function failure(path: string, options: { silent?: boolean; timeoutMs?: number } = {}): Promise<ApiError> {
  const api = createApi({ timeoutMs: options.timeoutMs });
  const error = await query(at(path), {}, { api, silent: options.silent }).then(
    () => {
      throw new Error(`${path} should have failed`);
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('failure effects (docs/product/errors.md)', () => {
  it('10000 and 201 are success: data returned, nothing shown', async () => {
    await expect(query(at('/ok'), {}, { api: createApi() })).resolves.toEqual({ total: 3 });
    await expect(query(at('/created'), {}, { api: createApi() })).resolves.toEqual({ id: 8 });
    expect(recorder.events).toEqual([]);
  });

  it('10001 in an HTTP 200 envelope: session expired, user cleared, sent to login with the way back', async () => {
    vi.stubGlobal('location', { pathname: '/cart', search: '?step=1', href: 'http://127.0.0.1:8080/cart?step=1' });
    setUser(member);
    const error = await failure('/expired-envelope');
    expect(error).toMatchObject({ kind: 'http', status: 200, code: 10001 });
    expect(session.user.value).toBeNull();
    expect(recorder.events).toEqual([
      { type: 'session:expired', payload: { path: '/cart?step=1' } },
      { type: 'navigate', payload: { path: '/login?redirect=%2Fcart%3Fstep%3D1', replace: undefined } },
    ]);
  });

  it('401: the same login redirect', async () => {
    vi.stubGlobal('location', { pathname: '/zhzx', search: '', href: 'http://127.0.0.1:8080/zhzx' });
    setUser(member);
    const error = await failure('/unauthorized');
    expect(error).toMatchObject({ kind: 'http', status: 401, code: 10001 });
    expect(session.user.value).toBeNull();
    expect(recorder.events.map((e) => e.type)).toEqual(['session:expired', 'navigate']);
    expect(recorder.events[1]?.payload).toMatchObject({ path: '/login?redirect=%2Fzhzx' });
  });

  it('a login-required answer on the login page itself does not navigate again', async () => {
    vi.stubGlobal('location', { pathname: '/login', search: '?redirect=%2Fcart', href: 'http://127.0.0.1:8080/login?redirect=%2Fcart' });
    await failure('/unauthorized');
    expect(recorder.events.map((e) => e.type)).toEqual(['session:expired']);
  });

  it('422: alert with the first message of the first field and an error icon', async () => {
    const error = await failure('/invalid');
    expect(error.errors).toEqual({ phone: ['手机号格式不正确', '手机号不能为空'], email: ['邮箱格式不正确'] });
    expect(recorder.events).toEqual([{ type: 'ui:alert', payload: { message: '手机号格式不正确', icon: 'error' } }]);
  });

  it('459: shows the message and goes to /dzht', async () => {
    await failure('/contract');
    expect(recorder.events).toEqual([
      { type: 'ui:alert', payload: { message: '请先签署电子合同后再下单', icon: 'warning' } },
      { type: 'navigate', payload: { path: '/dzht', replace: undefined } },
    ]);
  });

  it('other codes below 500 (HTTP 418): alert titled 温馨提示 with the message', async () => {
    await failure('/teapot');
    expect(recorder.events).toEqual([{ type: 'ui:alert', payload: { title: '温馨提示', message: '该商品暂不支持购买' } }]);
  });

  it('other codes above 599 (40001 in an HTTP 200 envelope): alert titled 温馨提示', async () => {
    const error = await failure('/business-rule');
    expect(error).toMatchObject({ kind: 'http', status: 200, code: 40001 });
    expect(recorder.events).toEqual([{ type: 'ui:alert', payload: { title: '温馨提示', message: '库存不足，请减少购买数量' } }]);
  });

  it('5xx: toast 系统繁忙，请稍候再试, never the server text', async () => {
    await failure('/busy');
    await failure('/proxy-error');
    expect(recorder.events).toEqual([
      { type: 'ui:toast', payload: { message: '系统繁忙，请稍候再试', kind: 'error' } },
      { type: 'ui:toast', payload: { message: '系统繁忙，请稍候再试', kind: 'error' } },
    ]);
  });

  it('timeout: alert 请求超时，请刷新页面 with a refresh button', async () => {
    const error = await failure('/never', { timeoutMs: 200 });
    expect(error.kind).toBe('timeout');
    expect(recorder.events).toEqual([
      {
        type: 'ui:alert',
        payload: { message: '请求超时，请刷新页面', icon: 'warning', actions: [{ label: '刷新', kind: 'reload', primary: true }] },
      },
    ]);
  });

  it('server unreachable: toast 网络连接失败，请检查网络', async () => {
    const gone = await startServer(() => {});
    await gone.close();
    resetConfig({ apiBase: gone.origin });
    const error = await query(at('/ok'), {}, { api: createApi() }).catch((e: unknown) => e);
    resetConfig({ apiBase: server.origin });
    expect(error).toMatchObject({ kind: 'network' });
    expect(recorder.events).toEqual([{ type: 'ui:toast', payload: { message: '网络连接失败，请检查网络', kind: 'error' } }]);
  });

  it('a call aborted by its caller rejects with kind aborted and shows nothing', async () => {
    const controller = new AbortController();
    const pending = query(at('/never'), {}, { api: createApi(), signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    expect(recorder.events).toEqual([]);
  });

  it('silent calls show nothing but still reject with the ApiError', async () => {
    setUser(member);
    const error = await failure('/invalid', { silent: true });
    expect(error.errors.phone).toEqual(['手机号格式不正确', '手机号不能为空']);
    await failure('/unauthorized', { silent: true });
    await failure('/busy', { silent: true });
    expect(recorder.events).toEqual([]);
    expect(session.user.value).toEqual(member);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

let server: TestServer;
const logged: unknown[] = [];
beforeAll(async () => {
  server = await startServer({
    setup(app) {
      app.get('/api/test/boom', async () => {
        throw new Error('connection string postgres://secret@db/internal failed');
      });
      app.addHook('onError', async (_request, _reply, error) => {
        logged.push(error);
      });
    },
  });
});
afterAll(() => server.close());

describe('errors', () => {
  it('answers an unknown /api path with the 404 envelope', async () => {
    for (const init of [undefined, { method: 'POST' }, { method: 'DELETE' }]) {
      const res = await server.api('/api/no/such/call', init);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 404, message: '请求的内容不存在', data: null });
    }
  });

  it('turns an internal error into a 500 envelope without its details', async () => {
    const response = await fetch(`${server.base}/api/test/boom`);
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ code: 500, message: '系统繁忙，请稍候再试', data: null });
    expect(text).not.toMatch(/secret|postgres|stack|Error/);
    // The detail is still available to the server's log.
    expect(String(logged.at(-1))).toContain('secret');
  });
});

describe('CORS and security headers', () => {
  it('allows credentials for an allowlisted origin', async () => {
    const res = await fetch(`${server.base}/api/user/base`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:8000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:8000');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });

  it('gives no CORS grant to an origin outside the allowlist', async () => {
    const res = await fetch(`${server.base}/api/focus/common`, { headers: { origin: 'https://evil.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sets nosniff, a referrer policy and no-store on API answers', async () => {
    const res = await fetch(`${server.base}/api/site/info`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

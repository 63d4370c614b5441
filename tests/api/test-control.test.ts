import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../shared/contract/order';
import { testControlTokenFromEnv } from '../../server/config';
import { TEST_CONTROL_HEADER } from '../../server/routes/test-control';
import { json, startServer, type TestServer } from './harness';
import { as, loginAs, orderOf, PAY_PASSWORD, plainGoods, setPayPassword, type Who } from './order-fixtures';

// The test double of time the end-to-end tests use to see an order ship
// without waiting for the warehouse (routes/test-control.ts).
const TOKEN = 'e2e-control-token-0123456789';

let controlled: TestServer;
let plain: TestServer;
let demo: Who;
beforeAll(async () => {
  [controlled, plain] = await Promise.all([startServer({ app: { testControlToken: TOKEN } }), startServer()]);
  demo = await loginAs(controlled, 'demo');
  await setPayPassword(controlled, demo);
});
afterAll(() => Promise.all([controlled?.close(), plain?.close()]));

const advance = (server: TestServer, body: unknown, token: string | null = TOKEN) =>
  server.api<Record<string, number>>('/api/test/lifecycle', {
    ...json(body),
    headers: { 'content-type': 'application/json', ...(token ? { [TEST_CONTROL_HEADER]: token } : {}) },
  });

describe('test control: running the lifecycle later instead of waiting', () => {
  it.each([
    [{}, null],
    [{ TEST_CONTROL_TOKEN: TOKEN }, TOKEN],
    [{ TEST_CONTROL_TOKEN: 'short' }, null],
    [{ TEST_CONTROL_TOKEN: TOKEN, NODE_ENV: 'production' }, null],
  ])('TEST_CONTROL_TOKEN for %j → %s (never in production)', (env, token) => {
    expect(testControlTokenFromEnv(env as NodeJS.ProcessEnv)).toBe(token);
  });

  it('does not exist on a server started without the token, nor for a caller without it', async () => {
    expect((await advance(plain, { advance_seconds: 60 })).status).toBe(404);
    expect((await advance(controlled, { advance_seconds: 60 }, null)).status).toBe(404);
    expect((await advance(controlled, { advance_seconds: 60 }, 'e2e-control-token-wrong-token')).status).toBe(404);
  });

  it('refuses a malformed advance with 422 in Chinese', async () => {
    for (const advance_seconds of ['1e3', -1, 'abc', 99_999_999]) {
      const res = await advance(controlled, { advance_seconds });
      expect(res.status, String(advance_seconds)).toBe(422);
      expect(res.body.errors?.advance_seconds?.[0]).toMatch(/快进秒数/);
    }
  });

  it('ships a paid order once the fulfilment delay has passed on the advanced clock', async () => {
    const [goods] = await plainGoods(controlled, 1);
    const order = await orderOf(controlled, demo, [{ goods: goods!, number: goods!.minBuy || goods!.step }]);
    const paid = await controlled.api(`/api/order/${order.id}/pay`, as(demo, json({ method: 'wallet', pay_password: PAY_PASSWORD })));
    expect(paid.status).toBe(200);
    const status = async () => (await controlled.api<OrderDetail>(`/api/order/${order.id}`, as(demo))).body.data.status;

    expect((await advance(controlled, { advance_seconds: 0 })).body.data['ship-paid-orders']).toBe(0);
    expect(await status()).toBe(2);
    const moved = await advance(controlled, { advance_seconds: 3600 });
    expect(moved.body.data['ship-paid-orders']).toBeGreaterThanOrEqual(1);
    expect(await status()).toBe(3);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedOrder } from '../../shared/contract/order';
import { cartItems, orders, sessions, users } from '../../server/db/schema';
import { hashSessionToken } from '../../server/lib/session-token';
import { json, startServer, type ApiResponse, type TestServer } from './harness';
import { as, cartWith, defaultAddressId, plainGoods, type Who } from './order-fixtures';

// POST /api/order looks the session cookie up inside its first statement
// (order_preflight_by_session) instead of before it: the cookie must still
// stand for exactly the buyer it did, and a dead one must still be refused
// before anything is written.

let server: TestServer;
let demo: Who & { cookie: string };

beforeAll(async () => {
  server = await startServer();
  const { token, cookie } = await server.login('demo', 'yaopi123');
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
  demo = { token, cookie, id: row!.id, username: 'demo' };
});
afterAll(() => server?.close());

/** POST /api/order with the session cookie only, as the site's own pages send it. */
const orderByCookie = (cookie: string, body: Record<string, unknown>, key?: string): Promise<ApiResponse<CreatedOrder>> => {
  const init = json(body);
  return server.api<CreatedOrder>('/api/order', {
    ...init,
    headers: { ...(init.headers as Record<string, string>), cookie, ...(key ? { 'idempotency-key': key } : {}) },
  });
};

const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

describe('POST /api/order with the session cookie', () => {
  it('places the order for the buyer the cookie stands for and empties those cart lines', async () => {
    const [item] = await plainGoods(server, 1);
    const ids = await cartWith(server, demo, [{ goods: item!, number: 2 }]);
    const answer = await orderByCookie(demo.cookie, { ids, address_id: await defaultAddressId(server, demo) });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('下单成功');
    const [row] = await server.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, answer.body.data.id));
    expect(row!.userId).toBe(demo.id);
    expect(await server.db.select().from(cartItems).where(eq(cartItems.id, ids[0]!))).toEqual([]);
  });

  it('orders for the store the session switched to, with the store’s cart and address', async () => {
    const [store] = await server.db.select({ id: users.id }).from(users).where(eq(users.ownerId, demo.id)).orderBy(users.id).limit(1);
    const switched = await server.api('/api/user/stores/switch', as(demo, json({ id: store!.id })));
    expect(switched.status).toBe(200);
    try {
      const [item] = await plainGoods(server, 1, 1);
      await server.db.delete(cartItems).where(eq(cartItems.userId, store!.id));
      await server.api('/api/cart', as(demo, json({ params: [{ goods_id: item!.id, number: 1 }] })));
      const [line] = await server.db.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.userId, store!.id));
      const address = await server.api<{ id: number }>(
        '/api/address',
        as(demo, json({ consignee: '赵敏', phone: '13784326150', province: '河北省', city: '石家庄市', district: '长安区', detail: '谈固东街88号' })),
      );
      const answer = await orderByCookie(demo.cookie, { ids: [line!.id], address_id: address.body.data.id });
      expect(answer.status).toBe(200);
      const [row] = await server.db.select({ userId: orders.userId, address: orders.address }).from(orders).where(eq(orders.id, answer.body.data.id));
      expect(row).toEqual({ userId: store!.id, address: '河北省石家庄市长安区谈固东街88号' });
    } finally {
      await server.api('/api/user/stores/switch', as(demo, json({ id: demo.id })));
    }
  });

  it('one Idempotency-Key sent twice at once by cookie makes one order, answered to both', async () => {
    const [item] = await plainGoods(server, 1, 2);
    const ids = await cartWith(server, demo, [{ goods: item!, number: 1 }]);
    const body = { ids, address_id: await defaultAddressId(server, demo) };
    const [first, second] = await Promise.all([orderByCookie(demo.cookie, body, 'cookie-twice'), orderByCookie(demo.cookie, body, 'cookie-twice')]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.data.id).toBe(first.body.data.id);
    expect(await server.db.select({ id: orders.id }).from(orders).where(eq(orders.idempotencyKey, 'cookie-twice'))).toHaveLength(1);
  });

  it('refuses an expired session with 请先登录 and writes nothing', async () => {
    const { cookie } = await server.login('demo', 'yaopi123');
    const [item] = await plainGoods(server, 1, 3);
    const ids = await cartWith(server, demo, [{ goods: item!, number: 1 }]);
    await server.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashSessionToken(tokenOf(cookie))));
    const before = await server.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, demo.id));
    const answer = await orderByCookie(cookie, { ids, address_id: await defaultAddressId(server, demo) });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe(10001);
    expect(await server.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, demo.id))).toHaveLength(before.length);
    expect(await server.db.select().from(cartItems).where(eq(cartItems.id, ids[0]!))).toHaveLength(1);
  });

  it('refuses a logged-out session and a cookie that is no session token with 请先登录', async () => {
    const { cookie } = await server.login('demo', 'yaopi123');
    await server.db.delete(sessions).where(eq(sessions.tokenHash, hashSessionToken(tokenOf(cookie))));
    const [item] = await plainGoods(server, 1, 4);
    const ids = await cartWith(server, demo, [{ goods: item!, number: 1 }]);
    const body = { ids, address_id: await defaultAddressId(server, demo) };
    for (const dead of [cookie, 'yp_session=not-a-token', `yp_session=${'A'.repeat(43)}`]) {
      const answer = await orderByCookie(dead, body);
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('请先登录');
    }
    expect(await server.db.select().from(cartItems).where(eq(cartItems.id, ids[0]!))).toHaveLength(1);
  });
});

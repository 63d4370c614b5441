import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { CreatedOrder } from '../../shared/contract/order';
import { addresses, cartItems, goods, users, type GoodsRow } from '../../server/db/schema';
import type { Database } from '../../server/db/client';
import { json, startServer, type ApiResponse, type TestServer } from './harness';

/** Shared set-up of the order-side API tests (orders, payment, wallet, race). */
export type Who = { token: string; id: number; username: string };

export const as = (who: Who, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${who.token}` },
});

export const withKey = (key: string, init: RequestInit): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), 'idempotency-key': key },
});

/** Fen as the API prints it. */
export const yuan = (fen: number): string => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

export async function loginAs(server: TestServer, username: string): Promise<Who> {
  const { token } = await server.login(username, 'yaopi123');
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return { token, id: row!.id, username };
}

/**
 * Buyable, well-stocked ordinary goods at a flat price (no ladder, no
 * seckill, not 含麻, no single-item free shipping), made sellable one by one
 * (step and minimum 1: this test database is the test's own), so quantities
 * in the tests are what the cart keeps.
 */
export async function plainGoods(server: TestServer, n: number, skip = 0): Promise<GoodsRow[]> {
  const rows = (
    await server.db
      .select()
      .from(goods)
      .where(
        and(
          eq(goods.isBuy, true),
          gt(goods.stock, 500),
          eq(goods.ladderPriceType, 0),
          eq(goods.type, 0),
          eq(goods.isEphedrine, false),
          eq(goods.isDpby, false),
        ),
      )
      .orderBy(asc(goods.id))
  ).slice(skip, skip + n);
  if (rows.length < n) throw new Error(`only ${rows.length} plain goods from ${skip}`);
  for (const row of rows) await server.db.update(goods).set({ step: 1, minBuy: 1 }).where(eq(goods.id, row.id));
  return rows.map((row) => ({ ...row, step: 1, minBuy: 1 }));
}

export async function ephedrineGoods(server: TestServer): Promise<GoodsRow> {
  const [row] = await server.db
    .select()
    .from(goods)
    .where(and(eq(goods.isEphedrine, true), eq(goods.isBuy, true), gt(goods.stock, 50)))
    .orderBy(asc(goods.id))
    .limit(1);
  return row!;
}

export async function goodsRow(server: TestServer, id: number): Promise<GoodsRow> {
  const [row] = await server.db.select().from(goods).where(eq(goods.id, id));
  return row!;
}

/** Empties the buyer's cart and puts these goods in; answers the cart line ids, in the same order. */
export async function cartWith(server: TestServer, who: Who, lines: { goods: GoodsRow; number: number }[]): Promise<number[]> {
  await server.db.delete(cartItems).where(eq(cartItems.userId, who.id));
  const added = await server.api('/api/cart', as(who, json({ params: lines.map((line) => ({ goods_id: line.goods.id, number: line.number })) })));
  if (added.status !== 200) throw new Error(`cart add failed: ${JSON.stringify(added.body)}`);
  const rows = await server.db.select().from(cartItems).where(eq(cartItems.userId, who.id));
  return lines.map((line) => rows.find((row) => row.goodsId === line.goods.id)!.id);
}

export async function defaultAddressId(server: TestServer, who: Who): Promise<number> {
  const [row] = await server.db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.userId, who.id), eq(addresses.isDefault, true)));
  return row!.id;
}

export async function placeOrder(server: TestServer, who: Who, body: Record<string, unknown>, key?: string): Promise<ApiResponse<CreatedOrder>> {
  const init = as(who, json(body));
  return server.api<CreatedOrder>('/api/order', key ? withKey(key, init) : init);
}

/** Cart lines → an unpaid order; throws unless it is created. */
export async function orderOf(
  server: TestServer,
  who: Who,
  lines: { goods: GoodsRow; number: number }[],
  extra: Record<string, unknown> = {},
): Promise<CreatedOrder> {
  const ids = await cartWith(server, who, lines);
  const response = await placeOrder(server, who, { ids, address_id: await defaultAddressId(server, who), ...extra });
  if (response.status !== 200) throw new Error(`order failed: ${JSON.stringify(response.body)}`);
  return response.body.data;
}

export async function balanceOf(server: TestServer, who: Who): Promise<number> {
  const [row] = await server.db.select({ balance: users.balanceFen }).from(users).where(eq(users.id, who.id));
  return row!.balance;
}

/** The 支付密码 the order-side tests set for their buyers (the seed leaves it unset). */
export const PAY_PASSWORD = '274951';

/** Sets the buyer's 支付密码 (first time, with the login password), as the pay page's first-use dialog does. */
export async function setPayPassword(server: TestServer, who: Who, payPassword = PAY_PASSWORD): Promise<void> {
  const response = await server.api('/api/user/pay_password/set', as(who, json({ login_password: 'yaopi123', pay_password: payPassword })));
  if (response.status !== 200) throw new Error(`pay password set failed: ${JSON.stringify(response.body)}`);
}

/** The batched-read tests' set-up: a server with the buyers demo and chain signed in (filled in by beforeAll). */
export function withDemoAndChain(): { server: TestServer; demo: Who; chain: Who } {
  const the = {} as { server: TestServer; demo: Who; chain: Who };
  beforeAll(async () => {
    the.server = await startServer();
    the.demo = await loginAs(the.server, 'demo');
    the.chain = await loginAs(the.server, 'chain');
  });
  afterAll(() => the.server?.close());
  return the;
}

/** `who`'s order of one unit of the `skip`th plain goods, to the default address. */
export async function orderOne(server: TestServer, who: Who, skip: number, key?: string): Promise<ApiResponse<CreatedOrder>> {
  const [item] = await plainGoods(server, 1, skip);
  const ids = await cartWith(server, who, [{ goods: item!, number: 1 }]);
  return placeOrder(server, who, { ids, address_id: await defaultAddressId(server, who) }, key);
}

/** The database, counting the statements (select and execute calls) sent through it. */
export function counting(db: Database): { db: Database; statements: string[] } {
  const statements: string[] = [];
  const spied = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'select' || property === 'execute') statements.push(String(property));
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { db: spied, statements };
}

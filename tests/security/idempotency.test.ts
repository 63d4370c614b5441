import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedOrder, PayResult } from '../../shared/contract/order';
import { cartItems, orders, payments } from '../../server/db/schema';
import { runLifecycle } from '../../server/services/lifecycle';
import { IDEMPOTENCY_KEY_REUSED } from '../../server/services/order/idempotency';
import { startServer, json, type TestServer } from '../api/harness';
import {
  as,
  balanceOf,
  cartWith,
  defaultAddressId,
  loginAs,
  orderOf,
  placeOrder,
  PAY_PASSWORD,
  plainGoods,
  setPayPassword,
  withKey,
  type Who,
} from '../api/order-fixtures';

/**
 * Issue 9 "Money and trust", idempotency keys: a key is bound to the call,
 * the buyer and a hash of the body. The hole: the same Idempotency-Key with
 * another cart answered the first order as if it were the new one.
 */

let server: TestServer;
let demo: Who;
let goodsSkip = 40;

beforeAll(async () => {
  server = await startServer();
  demo = await loginAs(server, 'demo');
  await setPayPassword(server, demo);
});
afterAll(() => server?.close());

const orderCount = async () => (await server.db.select({ n: count() }).from(orders).where(eq(orders.userId, demo.id)))[0]!.n;
const paymentCount = async () => (await server.db.select({ n: count() }).from(payments).where(eq(payments.userId, demo.id)))[0]!.n;
const cartCount = async () => (await server.db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, demo.id)))[0]!.n;
const pay = (id: number, body: Record<string, unknown>, key: string) => server.api<PayResult>(`/api/order/${id}/pay`, withKey(key, as(demo, json(body))));

/** Two cart lines of fresh goods and the default address: two different order bodies. */
async function twoCarts() {
  const goods = await plainGoods(server, 2, goodsSkip);
  goodsSkip += 2;
  const [a, b] = await cartWith(server, demo, [
    { goods: goods[0]!, number: 1 },
    { goods: goods[1]!, number: 1 },
  ]);
  const address_id = await defaultAddressId(server, demo);
  return { first: { ids: [a!], address_id }, second: { ids: [b!], address_id } };
}

function expectKeyRefused(response: { status: number; body: { message: string; errors?: Record<string, string[]> } }) {
  expect(response.status).toBe(422);
  expect(response.body.message).toBe(IDEMPOTENCY_KEY_REUSED);
  expect(response.body.errors).toEqual({ idempotency_key: [IDEMPOTENCY_KEY_REUSED] });
}

describe('POST /api/order', () => {
  it('the same key with another cart → 422 on idempotency_key, no order passed off as the new one, nothing changed', async () => {
    const { first, second } = await twoCarts();
    const made = await placeOrder(server, demo, first, 'key-cart-1');
    expect(made.status).toBe(200);
    const [orders0, cart0] = [await orderCount(), await cartCount()];
    const reused = await placeOrder(server, demo, second, 'key-cart-1');
    expectKeyRefused(reused);
    expect([await orderCount(), await cartCount()]).toEqual([orders0, cart0]);
    // The same body again is a replay: the first order, nothing new.
    const replay = await placeOrder(server, demo, first, 'key-cart-1');
    expect(replay.body.data).toEqual(made.body.data);
    expect(await orderCount()).toBe(orders0);
  });

  it('the same key and body sent concurrently → one order, every answer that order', async () => {
    const { first } = await twoCarts();
    const before = await orderCount();
    const answers = await Promise.all([1, 2, 3].map(() => placeOrder(server, demo, first, 'key-race-same')));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
  });

  it('the same key with two different bodies sent concurrently → one order and one 422', async () => {
    const { first, second } = await twoCarts();
    const before = await orderCount();
    const answers = await Promise.all([placeOrder(server, demo, first, 'key-race-diff'), placeOrder(server, demo, second, 'key-race-diff')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    expectKeyRefused(answers.find((a) => a.status === 422)!);
    expect(await orderCount()).toBe(before + 1);
  });

  it('after 24 h the key is released (lifecycle job) and starts a new order', async () => {
    const { first, second } = await twoCarts();
    const made = await placeOrder(server, demo, first, 'key-old');
    await server.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(orders.id, made.body.data.id));
    const moved = await runLifecycle(server.db, new Date());
    expect(moved['release-idempotency-keys']).toBeGreaterThanOrEqual(1);
    expect((await server.db.select().from(orders).where(eq(orders.id, made.body.data.id)))[0]!.idempotencyKey).toBeNull();
    const fresh = await placeOrder(server, demo, second, 'key-old');
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.id).not.toBe(made.body.data.id);
  });

  it('a key older than 24 h is free even before the job has run', async () => {
    const { first, second } = await twoCarts();
    const made = await placeOrder(server, demo, first, 'key-old-lazy');
    await server.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(orders.id, made.body.data.id));
    const fresh = await placeOrder(server, demo, second, 'key-old-lazy');
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.id).not.toBe(made.body.data.id);
  });
});

describe('POST /api/order/:id/pay', () => {
  async function unpaid(): Promise<CreatedOrder> {
    const [goods] = await plainGoods(server, 1, goodsSkip++);
    return orderOf(server, demo, [{ goods: goods!, number: 1 }]);
  }

  it('the same key for another order → 422, the other order stays unpaid, the wallet untouched', async () => {
    const a = await unpaid();
    const b = await unpaid();
    const paid = await pay(a.id, { method: 'wallet', pay_password: PAY_PASSWORD }, 'pay-key-1');
    expect(paid.body.data.status).toBe('paid');
    const [balance, count0] = [await balanceOf(server, demo), await paymentCount()];
    const reused = await pay(b.id, { method: 'wallet', pay_password: PAY_PASSWORD }, 'pay-key-1');
    expectKeyRefused(reused);
    expect((await server.db.select().from(orders).where(eq(orders.id, b.id)))[0]!.status).toBe(1);
    expect([await balanceOf(server, demo), await paymentCount()]).toEqual([balance, count0]);
    const replay = await pay(a.id, { method: 'wallet', pay_password: PAY_PASSWORD }, 'pay-key-1');
    expect(replay.body.data).toEqual(paid.body.data);
  });

  it('the same key with another method or other transfer details → 422, nothing recorded', async () => {
    const order = await unpaid();
    const declared = await pay(order.id, { method: 'offline', payer_account_name: '刘建华', payer_bank: '建设银行', receipt_no: 'R-IDEM-1' }, 'pay-key-2');
    expect(declared.body.data.status).toBe('submitted');
    const count0 = await paymentCount();
    expectKeyRefused(await pay(order.id, { method: 'offline', payer_account_name: '刘建华', payer_bank: '建设银行', receipt_no: 'R-IDEM-2' }, 'pay-key-2'));
    expectKeyRefused(await pay(order.id, { method: 'wallet', pay_password: PAY_PASSWORD }, 'pay-key-2'));
    expect(await paymentCount()).toBe(count0);
    const stored = await server.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(stored.map((p) => p.detail.receipt_no)).toEqual(['R-IDEM-1']);
  });

  it('an online replay answers the same attempt; concurrent same-key online starts make one attempt', async () => {
    const order = await unpaid();
    const answers = await Promise.all([1, 2].map(() => pay(order.id, { method: 'online' }, 'pay-key-3')));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(new Set(answers.map((a) => a.body.data.payment_no)).size).toBe(1);
    const rows = await server.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows.map((r) => r.status)).toEqual(['pending']);
  });

  it('after 24 h a pay key is released by the lifecycle job', async () => {
    const order = await unpaid();
    const declared = await pay(order.id, { method: 'offline', payer_account_name: '刘建华', payer_bank: '建设银行', receipt_no: 'R-IDEM-3' }, 'pay-key-4');
    await server.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(payments.paymentNo, declared.body.data.payment_no));
    await runLifecycle(server.db, new Date());
    const [row] = await server.db.select().from(payments).where(eq(payments.paymentNo, declared.body.data.payment_no));
    expect(row).toMatchObject({ idempotencyKey: null, requestHash: null });
  });
});

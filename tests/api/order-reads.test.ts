import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, promotionGoods } from '../../server/db/schema';
import { loadActivities, type CartActivities } from '../../server/services/cart/activities';
import { loadShippingRule } from '../../server/services/cart/shipping';
import { loadUsableCoupons } from '../../server/services/coupons';
import { sharedActivities, sharedShippingRule, sharedUsableCoupons } from '../../server/services/order/order-reads';
import type { Database } from '../../server/db/client';
import { startServer, type TestServer } from './harness';
import { cartWith, defaultAddressId, loginAs, placeOrder, plainGoods, type Who } from './order-fixtures';

// The reads that orders priced at the same moment share (order-reads.ts):
// each order must get exactly what its own read would have answered, from
// one statement for the whole batch.

let server: TestServer;
let demo: Who;
let chain: Who;

beforeAll(async () => {
  server = await startServer();
  demo = await loginAs(server, 'demo');
  chain = await loginAs(server, 'chain');
});
afterAll(() => server?.close());

/** The database, counting the statements sent through it. */
function counting(db: Database): { db: Database; statements: string[] } {
  const statements: string[] = [];
  const spied = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'select' || property === 'execute') statements.push(String(property));
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { db: spied, statements };
}

/** What an activities answer says about `goodsIds`. */
const verdicts = (activities: CartActivities, goodsIds: number[]) =>
  goodsIds.map((id) => ({
    id,
    manjian: activities.inManjian(id),
    discount: activities.inDiscount(id),
    welfare: activities.welfareRateOf(id),
    combos: activities.combos.filter((combo) => activities.inCombo(combo, id)).map((combo) => combo.id),
  }));

describe('reads shared by orders priced together', () => {
  it('give each buyer its own freight rule, with its own paid-not-shipped total, from one statement', async () => {
    const [item] = await plainGoods(server, 1, 3);
    const ids = await cartWith(server, demo, [{ goods: item!, number: 1 }]);
    const placed = await placeOrder(server, demo, { ids, address_id: await defaultAddressId(server, demo) });
    expect(placed.status).toBe(200);
    // Paid, not shipped: it counts towards demo's next free-shipping threshold, and not towards chain's.
    await server.db.update(orders).set({ status: 2 }).where(eq(orders.id, placed.body.data.id));

    const alone = await Promise.all([loadShippingRule(server.db, demo.id), loadShippingRule(server.db, chain.id), loadShippingRule(server.db, 999_999)]);
    expect(alone[0].noTransOrderAmount).toBeGreaterThan(alone[1].noTransOrderAmount);

    const { db, statements } = counting(server.db);
    const together = await Promise.all([
      sharedShippingRule(db, demo.id),
      sharedShippingRule(db, chain.id),
      sharedShippingRule(db, 999_999),
      sharedShippingRule(db, demo.id),
    ]);
    expect(together).toEqual([alone[0], alone[1], alone[2], alone[0]]);
    expect(statements).toHaveLength(1);
  });

  it('answer each order about its own goods as its own read would, from one statement', async () => {
    // Goods an activity lists, beside goods none does: the answers must tell them apart as the reads alone do.
    const covered = await server.db.select({ goodsId: promotionGoods.goodsId }).from(promotionGoods).limit(3);
    expect(covered.length).toBeGreaterThan(1);
    const plain = (await plainGoods(server, 3, 5)).map((row) => row.id);
    const first = [...covered.slice(0, 2).map((row) => row.goodsId), plain[0]!];
    const second = [covered.at(-1)?.goodsId ?? plain[1]!, plain[1]!, plain[2]!];
    const third: number[] = [];

    const alone = await Promise.all([first, second, third].map((goodsIds) => loadActivities(server.db, goodsIds)));
    const { db, statements } = counting(server.db);
    const together = await Promise.all([first, second, third].map((goodsIds) => sharedActivities(db, goodsIds)));
    expect(verdicts(alone[0]!, first).some((said) => said.manjian || said.discount || said.welfare !== null || said.combos.length > 0)).toBe(true);
    expect(verdicts(together[0]!, first)).toEqual(verdicts(alone[0]!, first));
    expect(verdicts(together[1]!, second)).toEqual(verdicts(alone[1]!, second));
    expect(together[2]!.manjian?.id).toEqual(alone[2]!.manjian?.id);
    expect(statements).toHaveLength(1);
  });

  it('give each buyer its own usable coupons, from one statement', async () => {
    const now = new Date();
    const alone = await Promise.all([
      loadUsableCoupons(server.db, demo.id, now),
      loadUsableCoupons(server.db, chain.id, now),
      loadUsableCoupons(server.db, 999_999, now),
    ]);
    expect(alone.some((held) => held.length > 0)).toBe(true);
    const { db, statements } = counting(server.db);
    const together = await Promise.all([sharedUsableCoupons(db, demo.id), sharedUsableCoupons(db, chain.id), sharedUsableCoupons(db, 999_999)]);
    expect(together.map((held) => held.map((one) => one.held.id))).toEqual(alone.map((held) => held.map((one) => one.held.id)));
    expect(statements).toHaveLength(1);
  });
});

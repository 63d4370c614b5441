import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, promotionGoods } from '../../server/db/schema';
import { loadActivities, type CartActivities } from '../../server/services/cart/activities';
import { loadShippingRule } from '../../server/services/cart/shipping';
import { loadUsableCoupons } from '../../server/services/coupons';
import { sharedActivities, sharedShippingRule, sharedUsableCoupons } from '../../server/services/order/order-reads';
import { counting, orderOne, plainGoods, withDemoAndChain } from './order-fixtures';

// The reads that orders priced at the same moment share (order-reads.ts):
// each order must get exactly what its own read would have answered, from
// one statement for the whole batch.

const the = withDemoAndChain();

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
    const placed = await orderOne(the.server, the.demo, 3);
    expect(placed.status).toBe(200);
    // Paid, not shipped: it counts towards demo's next free-shipping threshold, and not towards chain's.
    await the.server.db.update(orders).set({ status: 2 }).where(eq(orders.id, placed.body.data.id));

    const alone = await Promise.all([
      loadShippingRule(the.server.db, the.demo.id),
      loadShippingRule(the.server.db, the.chain.id),
      loadShippingRule(the.server.db, 999_999),
    ]);
    expect(alone[0].noTransOrderAmount).toBeGreaterThan(alone[1].noTransOrderAmount);

    const { db, statements } = counting(the.server.db);
    const together = await Promise.all([
      sharedShippingRule(db, the.demo.id),
      sharedShippingRule(db, the.chain.id),
      sharedShippingRule(db, 999_999),
      sharedShippingRule(db, the.demo.id),
    ]);
    expect(together).toEqual([alone[0], alone[1], alone[2], alone[0]]);
    expect(statements).toHaveLength(1);
  });

  it('answer each order about its own goods as its own read would, from one statement', async () => {
    // Goods an activity lists, beside goods none does: the answers must tell them apart as the reads alone do.
    const covered = await the.server.db.select({ goodsId: promotionGoods.goodsId }).from(promotionGoods).limit(3);
    expect(covered.length).toBeGreaterThan(1);
    const plain = (await plainGoods(the.server, 3, 5)).map((row) => row.id);
    const first = [...covered.slice(0, 2).map((row) => row.goodsId), plain[0]!];
    const second = [covered.at(-1)?.goodsId ?? plain[1]!, plain[1]!, plain[2]!];
    const third: number[] = [];

    const alone = await Promise.all([first, second, third].map((goodsIds) => loadActivities(the.server.db, goodsIds)));
    const { db, statements } = counting(the.server.db);
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
      loadUsableCoupons(the.server.db, the.demo.id, now),
      loadUsableCoupons(the.server.db, the.chain.id, now),
      loadUsableCoupons(the.server.db, 999_999, now),
    ]);
    expect(alone.some((held) => held.length > 0)).toBe(true);
    const { db, statements } = counting(the.server.db);
    const together = await Promise.all([sharedUsableCoupons(db, the.demo.id), sharedUsableCoupons(db, the.chain.id), sharedUsableCoupons(db, 999_999)]);
    expect(together.map((held) => held.map((one) => one.held.id))).toEqual(alone.map((held) => held.map((one) => one.held.id)));
    expect(statements).toHaveLength(1);
  });
});

import type { Database } from '../../db/client';
import { loadActivities, type CartActivities } from '../cart/activities';
import { loadShippingRules, type ShippingRule } from '../cart/shipping';
import { loadUsableCouponsOf, type HeldCoupon } from '../coupons';
import { batchesOf, StatementBatches } from './statement-batches';

/**
 * Reads that orders priced at the same moment share (statement-batches.ts):
 * when a hot goods sells, its winners are priced together, and each of them
 * reading the live activities and its freight rule alone cost two statements
 * per order on the pool. Together they cost one of each per batch.
 *
 * - Activities: one read for the union of the orders' goods. Each order only
 *   asks the answer about its own goods, and what is said of a goods does not
 *   depend on which other goods were read with it, so every order of the
 *   batch gets the same answer.
 * - Freight rules: one statement for the batch's buyers (loadShippingRules).
 * - Usable coupons (an order without a coupon notes why none applied): one
 *   statement for the batch's buyers, valid at the moment the batch is read.
 *
 * Only reads: the write (place_order) still guards everything that may have
 * changed in between.
 */
const MOST = { inFlight: 2, perBatch: 200 };

const activityBatches = new WeakMap<object, StatementBatches<readonly number[], CartActivities>>();
const shippingBatches = new WeakMap<object, StatementBatches<number, ShippingRule>>();
const couponBatches = new WeakMap<object, StatementBatches<number, HeldCoupon[]>>();

/** The live activities, as loadActivities answers them for `goodsIds`. */
export function sharedActivities(db: Database, goodsIds: readonly number[]): Promise<CartActivities> {
  return batchesOf(
    activityBatches,
    db,
    () =>
      new StatementBatches(async (idLists) => {
        const all = await loadActivities(db, idLists.flat());
        return idLists.map(() => all);
      }, MOST),
  ).ask(goodsIds);
}

/** The buyer's freight rule, as loadShippingRule answers it. */
export function sharedShippingRule(db: Database, userId: number): Promise<ShippingRule> {
  return batchesOf(shippingBatches, db, () => new StatementBatches((userIds) => loadShippingRules(db, userIds), MOST)).ask(userId);
}

/** The buyer's usable coupons, as loadUsableCoupons answers them at the moment the batch is read. */
export function sharedUsableCoupons(db: Database, userId: number): Promise<HeldCoupon[]> {
  return batchesOf(couponBatches, db, () => new StatementBatches((userIds) => loadUsableCouponsOf(db, userIds, new Date()), MOST)).ask(userId);
}

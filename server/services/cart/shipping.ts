import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { orders, shippingSettings } from '../../db/schema';

export interface ShippingRule {
  /** Freight threshold, fen (spec §9 shipping_data.shipping_amount). */
  shippingAmount: number;
  /** Freight charged below it, fen. */
  freight: number;
  /**
   * The buyer's paid, not yet shipped orders (status 2 待发货), fen (spec
   * no_trans_order_amount): they go out with the next delivery, so they
   * count towards its free-shipping threshold.
   */
  noTransOrderAmount: number;
}

/** The row the seed writes; without it (a fresh, unseeded database) nothing ships free by threshold. */
export const SHIPPING_SETTINGS_ID = 1;

const PAID_NOT_SHIPPED = 2;

export async function loadShippingRule(db: Database | Transaction, userId: number): Promise<ShippingRule> {
  // One after the other: order creation calls this inside its transaction,
  // and a transaction is one connection (pg deprecates overlapping queries on it).
  const [row] = await db.select().from(shippingSettings).where(eq(shippingSettings.id, SHIPPING_SETTINGS_ID)).limit(1);
  const [pending] = await db
    .select({ total: sql<string>`coalesce(sum(${orders.payTotalFen}), 0)` })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, PAID_NOT_SHIPPED)));
  return {
    shippingAmount: row?.shippingAmountFen ?? 0,
    freight: row?.freightFen ?? 0,
    noTransOrderAmount: Number(pending?.total ?? 0),
  };
}

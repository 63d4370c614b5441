import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { shippingSettings } from '../../db/schema';

export interface ShippingRule {
  /** Freight threshold, fen (spec §9 shipping_data.shipping_amount). */
  shippingAmount: number;
  /** Freight charged below it, fen. */
  freight: number;
  /**
   * The buyer's paid, not yet shipped orders, fen (spec no_trans_order_amount).
   * There is no orders table yet (order creation is a later part of this
   * issue), so it is honestly 0 until orders exist.
   */
  noTransOrderAmount: number;
}

/** The row the seed writes; without it (a fresh, unseeded database) nothing ships free by threshold. */
export const SHIPPING_SETTINGS_ID = 1;

export async function loadShippingRule(db: Database | Transaction, _userId: number): Promise<ShippingRule> {
  const [row] = await db.select().from(shippingSettings).where(eq(shippingSettings.id, SHIPPING_SETTINGS_ID)).limit(1);
  return {
    shippingAmount: row?.shippingAmountFen ?? 0,
    freight: row?.freightFen ?? 0,
    noTransOrderAmount: 0,
  };
}

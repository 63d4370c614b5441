import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { Database, Transaction } from '../../db/client';
import { orders, shippingSettings } from '../../db/schema';

export interface ShippingRule {
  /** Freight threshold, fen (docs/product/constants.md shipping_data.shipping_amount). */
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
  // One statement, one round trip (order creation reads it beside its other
  // reads); always one row, with nulls when the settings row is missing.
  const [row] = rowsOf<{ total: string | number; shippingAmountFen: number | null; freightFen: number | null }>(
    await db.execute(sql`
      select (select coalesce(sum(${orders.payTotalFen}), 0) from ${orders}
               where ${orders.userId} = ${userId} and ${orders.status} = ${PAID_NOT_SHIPPED}) as "total",
             (select ${shippingSettings.shippingAmountFen} from ${shippingSettings} where ${shippingSettings.id} = ${SHIPPING_SETTINGS_ID}) as "shippingAmountFen",
             (select ${shippingSettings.freightFen} from ${shippingSettings} where ${shippingSettings.id} = ${SHIPPING_SETTINGS_ID}) as "freightFen"`),
  );
  return {
    shippingAmount: Number(row?.shippingAmountFen ?? 0),
    freight: Number(row?.freightFen ?? 0),
    noTransOrderAmount: Number(row?.total ?? 0),
  };
}

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
  const [rule] = await loadShippingRules(db, [userId]);
  return rule!;
}

/**
 * The freight rule of each buyer in `userIds`, in order, in one statement
 * (orders priced at the same moment share it: services/order/order-reads.ts);
 * with zeros for the settings when their row is missing.
 */
export async function loadShippingRules(db: Database | Transaction, userIds: readonly number[]): Promise<ShippingRule[]> {
  // JSON rather than an array parameter: both drivers pass one jsonb parameter as is.
  const rows = rowsOf<{ userId: number; total: string | number; shippingAmountFen: number | null; freightFen: number | null }>(
    await db.execute(sql`
      select wanted.user_id as "userId",
             (select coalesce(sum(${orders.payTotalFen}), 0) from ${orders}
               where ${orders.userId} = wanted.user_id and ${orders.status} = ${PAID_NOT_SHIPPED}) as "total",
             settings.shipping_amount_fen as "shippingAmountFen",
             settings.freight_fen as "freightFen"
        from (select distinct value::integer as user_id from jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb)) as wanted
        left join ${shippingSettings} as settings on settings.id = ${SHIPPING_SETTINGS_ID}`),
  );
  const byUser = new Map(rows.map((row) => [Number(row.userId), row]));
  return userIds.map((userId) => {
    const row = byUser.get(userId);
    return {
      shippingAmount: Number(row?.shippingAmountFen ?? 0),
      freight: Number(row?.freightFen ?? 0),
      noTransOrderAmount: Number(row?.total ?? 0),
    };
  });
}

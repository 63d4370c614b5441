import type { Transaction } from '../../db/client';
import { orders, type OrderRow } from '../../db/schema';
import { orderNo } from './numbers';

/** How many numbers are drawn before giving up: five clashes in a row mean something else is wrong. */
export const ORDER_NO_ATTEMPTS = 5;

/**
 * Writes an order row under a fresh order_no. The number is the time to the
 * second plus 6 random digits: at a few hundred orders a second two can draw
 * the same one (the checkout bench met it, as a 500). A conflict on order_no
 * alone is skipped and the next number drawn; any other conflict (an
 * Idempotency-Key) still fails the statement as before. Every path that
 * writes an order (checkout, group-buy joins) goes through here.
 */
export async function insertOrder(
  tx: Transaction,
  values: Omit<typeof orders.$inferInsert, 'orderNo'>,
  draw: () => string = () => orderNo(values.createdAt ?? new Date()),
): Promise<OrderRow> {
  for (let attempt = 0; attempt < ORDER_NO_ATTEMPTS; attempt++) {
    const [order] = await tx
      .insert(orders)
      .values({ ...values, orderNo: draw() })
      .onConflictDoNothing({ target: orders.orderNo })
      .returning();
    if (order) return order;
  }
  throw new Error(`${ORDER_NO_ATTEMPTS} order numbers in a row were taken`);
}

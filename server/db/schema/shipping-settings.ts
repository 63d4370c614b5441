import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * Freight rule of the site (one row, id 1): orders whose selected total plus
 * the buyer's paid-but-unshipped orders reach shipping_amount ship free
 * (docs/product/constants.md shipping_data.shipping_amount); below it the order pays
 * freight_fen. A table rather than a site_settings key because order
 * creation will read it inside its transaction with typed columns.
 */
export const shippingSettings = pgTable('shipping_settings', {
  id: integer('id').primaryKey(),
  shippingAmountFen: integer('shipping_amount_fen').notNull(),
  freightFen: integer('freight_fen').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { userRef } from './users';

/**
 * Delivery addresses (收货地址, /zhzx/addr) of a buyer account. An order
 * copies the address it ships to (orders.address_*), so editing or deleting
 * an address never rewrites an order's history. At most one is_default per
 * user: the service clears the others in the same transaction.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: userRef(),
    /** 收货人. */
    consignee: text('consignee').notNull(),
    phone: text('phone').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull().default(''),
    detail: text('detail').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user_id_idx').on(t.userId)],
);

export type AddressRow = typeof addresses.$inferSelect;

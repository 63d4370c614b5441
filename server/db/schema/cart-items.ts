import { boolean, index, integer, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
import { goods } from './goods';
import { users } from './users';

/**
 * Cart lines of a buyer (a login or store account). The header's cart badge
 * counts these rows. price_fen is the unit price the server computed when
 * the line was last written; the cart recomputes it, never trusting a
 * client price.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    priceFen: integer('price_fen').notNull(),
    isSelected: boolean('is_selected').notNull().default(true),
    /** 0 normal, 1 seckill, 3 combination (spec §3 cart item type). */
    type: smallint('type').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_items_user_id_idx').on(t.userId)],
);

export type CartItemRow = typeof cartItems.$inferSelect;

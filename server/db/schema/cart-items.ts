import { boolean, index, integer, pgTable, smallint, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { goods } from './goods';
import { userRef } from './users';

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
    userId: userRef(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    priceFen: integer('price_fen').notNull(),
    isSelected: boolean('is_selected').notNull().default(true),
    /** 0 normal, 1 seckill, 3 combination (docs/product/entities.md cart item type). */
    type: smallint('type').notNull().default(0),
    /**
     * Where the line was added from (docs/product/entities.md add-to-cart line), kept so the
     * order can be traced to the price list, ladder, activity, 议价 and
     * warehouse the buyer saw; 0 = none. They never set the price.
     */
    goodsPriceId: integer('goods_price_id').notNull().default(0),
    ladderPriceId: integer('ladder_price_id').notNull().default(0),
    goodsManjianId: integer('goods_manjian_id').notNull().default(0),
    isYj: smallint('is_yj').notNull().default(0),
    ckId: integer('ck_id').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One line per goods: adding it again adds to that line's quantity.
  (t) => [index('cart_items_user_id_idx').on(t.userId), uniqueIndex('cart_items_user_goods_key').on(t.userId, t.goodsId)],
);

export type CartItemRow = typeof cartItems.$inferSelect;

import { check, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { goods } from './goods';

/** goods.kind of a 套餐 (combination): a package of several goods sold at one price. */
export const COMBINATION_KIND = 'combination';

/**
 * The components of a 套餐 (docs/product/entities.md cart item type 3). The package itself is
 * a goods row of kind 'combination' and type 3, so cart lines, the cart store
 * and orders keep one goods per line; its price is that row's price_fen (no
 * ladder). Its stock is never stored: it is computed from the components
 * (min over them of floor(stock / number), server/services/combinations), and
 * an order reserves the components' stock, not the package's.
 */
export const combinationItems = pgTable(
  'combination_items',
  {
    combinationGoodsId: integer('combination_goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'restrict' }),
    /** Units of the goods in one package. */
    number: integer('number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.combinationGoodsId, t.goodsId] }),
    // "Which packages contain this goods" (the detail page's 优惠套餐).
    index('combination_items_goods_id_idx').on(t.goodsId),
    check('combination_items_number_positive', sql`${t.number} > 0`),
  ],
);

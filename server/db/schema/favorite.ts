import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { goods } from './goods';
import { userRef } from './users';

/**
 * A buyer's favourite goods (docs/product/calls.md /api/favorite). The pair is the key, so
 * favouriting twice is a no-op (INSERT … ON CONFLICT DO NOTHING) rather than
 * a duplicate; the list pages newest first.
 */
export const favorites = pgTable(
  'favorites',
  {
    userId: userRef(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.goodsId] }), index('favorites_user_created_idx').on(t.userId, t.createdAt)],
);

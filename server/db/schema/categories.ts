import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/**
 * The three-level goods category tree (top → middle → leaf). Goods hang on
 * leaves. `icon` is set on top categories only: a key such as 'pill' that
 * /img/category/<icon>.svg draws, and that picks the zone menus (herb and
 * slices → 中药专区, device → 器械专区).
 */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    /** 1 top, 2 middle, 3 leaf. */
    level: smallint('level').notNull(),
    name: text('name').notNull(),
    /** Ascending display order among siblings. */
    sort: integer('sort').notNull().default(0),
    icon: text('icon'),
  },
  (t) => [index('categories_parent_id_idx').on(t.parentId)],
);

export type CategoryRow = typeof categories.$inferSelect;

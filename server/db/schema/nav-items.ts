import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** The header's navigation (GET /api/global/links); the header shows the first 9. */
export const navItems = pgTable('nav_items', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  parentId: integer('parent_id').references((): AnyPgColumn => navItems.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** Site path or absolute URL; '' when the link has no target yet (then `message` is shown). */
  url: text('url').notNull().default(''),
  image: text('image').notNull().default(''),
  /** Small badge next to the name, e.g. 热 / 新. */
  badge: text('badge').notNull().default(''),
  /** Opens in a new window. */
  isOpen: boolean('is_open').notNull().default(false),
  message: text('message').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export type NavItemRow = typeof navItems.$inferSelect;

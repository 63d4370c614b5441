import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Help centre sections (新手指南, 服务保障 …); the footer shows them with their articles. */
export const helpCategories = pgTable('help_categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

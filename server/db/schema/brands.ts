import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Brands of the brand zone (/ppzq) and the header's brand list. */
export const brands = pgTable('brands', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  /** Manufacturer, matching goods.sccj so a brand page can list its goods. */
  sccj: text('sccj').notNull().default(''),
  intro: text('intro').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export type BrandRow = typeof brands.$inferSelect;

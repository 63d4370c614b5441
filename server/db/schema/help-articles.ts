import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { helpCategories } from './help-categories';

/**
 * Help articles (/help/xrzn/hyzc?id=<id>). Ids are stable links: the footer's
 * licence links point at id 66 (spec §2), which the seed gives to the site
 * qualifications article.
 */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => helpCategories.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Plain text; paragraphs separated by a blank line. */
    body: text('body').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('help_articles_category_id_idx').on(t.categoryId)],
);

export type HelpArticleRow = typeof helpArticles.$inferSelect;

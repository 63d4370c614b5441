import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { helpCategories } from './help-categories';

/**
 * Help articles (/help/xrzn/hyzc?id=<id>). Ids are stable links: the footer's
 * licence links point at id 66 (docs/product/routes.md), which the seed gives to the site
 * qualifications article. The body is rich text, sanitised whenever it is
 * read (server/lib/rich-text.ts). slug names the articles that have a page
 * of their own (/help/zfps/ddzf → 'ddzf'); null for the others.
 */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => helpCategories.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Rich text (HTML); never sent out unsanitised. */
    body: text('body').notNull().default(''),
    slug: text('slug'),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('help_articles_category_id_idx').on(t.categoryId),
    uniqueIndex('help_articles_slug_key').on(t.slug),
    check('help_articles_slug_check', sql`${t.slug} ~ '^[a-z][a-z0-9]{1,31}$'`),
  ],
);

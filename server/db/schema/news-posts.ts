import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * News centre posts (/news/info/{id}/{type}): type 1 行业资讯, 2 公司新闻
 * (shared/domain/news.ts). body is rich text, sanitised whenever it is read
 * (server/lib/rich-text.ts); summary is plain text for lists. Lists and
 * previous/next read newest first by published_at, then id.
 */
export const newsPosts = pgTable(
  'news_posts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    type: smallint('type').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    /** Where the item comes from (本站, 国家药监局 …); '' when it is the site's own. */
    source: text('source').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('news_posts_type_published_idx').on(t.type, t.publishedAt.desc(), t.id.desc()),
    check('news_posts_type_check', sql`${t.type} in (1, 2)`),
    check('news_posts_title_check', sql`length(${t.title}) between 1 and 120`),
  ],
);

export type NewsPostRow = typeof newsPosts.$inferSelect;

import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Page views the site reports on each route change (docs/product/routes.md), stored by the
 * local statistics provider. Views are batched in memory: one row stands for
 * `views` identical views (same path, title, referrer, viewer, IP, agent and
 * day) counted since the previous flush, so count views with sum(views).
 */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    path: text('path').notNull(),
    title: text('title').notNull().default(''),
    referrer: text('referrer').notNull().default(''),
    /** The member who viewed, null for visitors; kept when the account goes. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    views: integer('views').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_views_created_at_idx').on(t.createdAt)],
);

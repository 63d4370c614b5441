import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Site-wide settings as key → JSON value (hot line, licences, hot searches …).
 * server/services/site-settings.ts owns the keys and their types.
 */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SiteSettingRow = typeof siteSettings.$inferSelect;

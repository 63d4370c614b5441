import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets the server generates for itself once and shares through the
 * database, so several API nodes agree and a restart keeps what was signed
 * valid. `session_signing` signs access tokens and known-device cookies
 * unless SESSION_SIGNING_SECRET is set.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

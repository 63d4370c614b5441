import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Account managers (客户经理) shown in the header as 专属服务 name and phone.
 * The one row with is_default stands for the service desk: buyers without an
 * exclusive manager are served by it, and the header then drops the prefix.
 */
export const accountManagers = pgTable('account_managers', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  /** 业务员 code the ERP knows the manager by (UserState.ywy). */
  code: text('code').notNull().unique(),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AccountManagerRow = typeof accountManagers.$inferSelect;

import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { uploads } from './upload';
import { userRef } from './users';

/**
 * A buyer's qualification document (资质): one per kind (shared/domain/licences.ts).
 * status pending → approved | rejected by the reviewer (npm run admin);
 * re-uploading puts it back to pending. scope: the 经营范围 categories the
 * licence grants once approved (set from the kind's default at approval);
 * the buyer's scope is the union over approved licences not yet expired.
 */
export const licences = pgTable(
  'licences',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: userRef(),
    kind: text('kind').notNull(),
    number: text('number').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    fileId: integer('file_id').references(() => uploads.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    scope: text('scope')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    rejectReason: text('reject_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('licences_user_kind_key').on(t.userId, t.kind), check('licences_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`)],
);

import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { userRef } from './users';

/**
 * Who signed which version of the purchase agreement (电子采购合同, /dzht),
 * when, from where. One row per buyer and version (signing again is a
 * no-op); an order needs a row for the current version (docs/product/errors.md code 459).
 */
export const contractSignatures = pgTable(
  'contract_signatures',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: userRef(),
    version: text('version').notNull(),
    /** The contact person's name as signed (users.name at the time). */
    signerName: text('signer_name').notNull().default(''),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contract_signatures_user_version').on(t.userId, t.version), index('contract_signatures_user_idx').on(t.userId)],
);

import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Step 2 of registration as the draft holds it until the account is written. */
export interface DraftBusinessJson {
  company: string;
  type: string;
  name: string;
  province: string;
  city: string;
  district: string;
  address_detail: string;
}

/**
 * A registration in progress (services/registration). Step 1 (phone, code,
 * password) or, for a store added by a logged-in owner (owner_id), nothing;
 * step 2 the business; step 3's files hang off it (licence_files.draft_id).
 * The account is written only by the final submit, in one transaction, so
 * no half-finished registration ever becomes a user. The browser holds the
 * draft's token in an HttpOnly cookie; only its sha256 is stored. Drafts
 * live 2 hours.
 */
export const registrationDrafts = pgTable(
  'registration_drafts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull().default(''),
    username: text('username').notNull().default(''),
    passwordHash: text('password_hash'),
    business: jsonb('business').$type<DraftBusinessJson>(),
    /** /register/wechat: the scanned WeChat the account is bound to at submit ('' otherwise). */
    wechatOpenId: text('wechat_open_id').notNull().default(''),
    wechatNickname: text('wechat_nickname').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('registration_drafts_expires_idx').on(t.expiresAt)],
);

/**
 * An uploaded licence image or PDF. The bytes live outside the web root
 * under storage_name (random, server-chosen; services/licences/storage.ts);
 * mime is what the content's magic bytes said, never the client's claim.
 * Owned by a user, or by a draft until the registration completes.
 */
export const licenceFiles = pgTable(
  'licence_files',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    draftId: integer('draft_id').references((): AnyPgColumn => registrationDrafts.id, { onDelete: 'cascade' }),
    storageName: text('storage_name').notNull().unique(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    originalName: text('original_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('licence_files_user_id_idx').on(t.userId),
    index('licence_files_draft_id_idx').on(t.draftId),
    check('licence_files_mime_check', sql`${t.mime} in ('image/jpeg', 'image/png', 'application/pdf')`),
    check('licence_files_owner_check', sql`${t.userId} is not null or ${t.draftId} is not null`),
  ],
);

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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    number: text('number').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    fileId: integer('file_id').references(() => licenceFiles.id, { onDelete: 'set null' }),
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

export type LicenceRow = typeof licences.$inferSelect;
export type LicenceFileRow = typeof licenceFiles.$inferSelect;

import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
 * step 2 the business; step 3's files hang off it (uploads.draft_id).
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

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * SMS verification codes (短信验证码). Only the HMAC of the code is stored
 * (services/sms/codes.ts), so the table cannot be read back into codes.
 * purpose: register | reset (忘记密码) | change_phone. A code is spent by
 * a conditional update of consumed_at (single use); wrong_tries counts wrong
 * guesses, and at 5 the code is dead. The rows are also the send history the
 * per-phone and per-client limits count (client_key: the requesting IP), so
 * the limits hold across API nodes without Redis.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    clientKey: text('client_key').notNull().default(''),
    wrongTries: smallint('wrong_tries').notNull().default(0),
    /** Written from the app's clock (tests move it), not now(). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('sms_codes_phone_created_idx').on(t.phone, t.createdAt),
    index('sms_codes_client_created_idx').on(t.clientKey, t.createdAt),
    check('sms_codes_purpose_check', sql`${t.purpose} in ('register', 'reset', 'change_phone')`),
    check('sms_codes_wrong_tries_range', sql`${t.wrongTries} between 0 and 5`),
  ],
);

/**
 * What the local SMS provider "sent" (services/sms/local.ts): the message
 * text as a phone would show it. A real gateway keeps no such table; this is
 * where tests and a person running `npm start` read the code.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone, t.id)],
);

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * 绑定微信 QR tickets (services/wechat). The buyer's page asks for a ticket,
 * shows its QR code and polls; the WeChat provider (the local one: opening
 * the QR's URL on this machine) records the scan with the WeChat account's
 * openid and nickname, and the poll then binds it. Only the sha256 of the
 * ticket is kept, like sessions.
 *
 * purpose 'login' (微信扫码登录 on /login) has no user yet: the scan either
 * logs its bound account in or hands its openid to a /register/wechat draft.
 */
export const wechatScans = pgTable(
  'wechat_scans',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The login binding its WeChat ('bind'); null for a 'login' ticket. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull().default('bind'),
    ticketHash: text('ticket_hash').notNull().unique(),
    openId: text('open_id').notNull().default(''),
    nickname: text('nickname').notNull().default(''),
    /** Set once when the QR is scanned; null while waiting. */
    scannedAt: timestamp('scanned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('wechat_scans_user_id_idx').on(t.userId),
    check('wechat_scans_purpose_check', sql`${t.purpose} in ('bind', 'login')`),
    check('wechat_scans_bind_user_check', sql`${t.purpose} = 'login' or ${t.userId} is not null`),
  ],
);

import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * 绑定微信 QR tickets (services/wechat). The buyer's page asks for a ticket,
 * shows its QR code and polls; the WeChat provider (the local one: opening
 * the QR's URL on this machine) records the scan with the WeChat account's
 * openid and nickname, and the poll then binds it. Only the sha256 of the
 * ticket is kept, like sessions.
 */
export const wechatScans = pgTable(
  'wechat_scans',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ticketHash: text('ticket_hash').notNull().unique(),
    openId: text('open_id').notNull().default(''),
    nickname: text('nickname').notNull().default(''),
    /** Set once when the QR is scanned; null while waiting. */
    scannedAt: timestamp('scanned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('wechat_scans_user_id_idx').on(t.userId)],
);

export type WechatScanRow = typeof wechatScans.$inferSelect;

import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users, userRef } from './users';

/**
 * Login sessions. Only the sha256 of the token is stored, so a leaked
 * database cannot be replayed as logins; the token itself lives in the
 * yp_session cookie or the client's Bearer header.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: userRef(),
    /** Hex sha256 of the bearer token. */
    tokenHash: text('token_hash').notNull().unique(),
    /**
     * The store (门店) this session buys for: null for the login account
     * itself, else one of its stores (users.owner_id = user_id). Every
     * per-buyer call acts for coalesce(buyer_id, user_id); only
     * POST /api/user/stores/switch changes it, after checking ownership.
     */
    buyerId: integer('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

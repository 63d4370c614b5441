import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users, userRef } from './users';

/**
 * The partner registry (合作方): who may embed yaopi on their own pages. Each
 * row is an OAuth 2.0 client (client_id) whose pages' origins are allowed
 * for CORS and for framing the pages meant for frames, read at run time
 * (services/partners/registry.ts). Managed with `npm run admin -- partner …`.
 */
export const partners = pgTable(
  'partners',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The public OAuth client id, e.g. 'demo-partner'. */
    clientId: text('client_id').notNull().unique(),
    /** Shown to the buyer on the consent page and in 授权管理. */
    name: text('name').notNull(),
    /** Exact origins (scheme://host[:port]) of the partner's pages. */
    origins: text('origins')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Exact redirect URIs the authorisation code may be sent to (RFC 6749 §3.1.2). */
    redirectUris: text('redirect_uris')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Widget tags the partner embeds (documentation for the consent page and the registry list). */
    widgets: text('widgets')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** scrypt hash of the client secret (the partner's server uses it to refresh); null: public client only. */
    secretHash: text('secret_hash'),
    /** 'disabled' partners lose CORS, sign-in and every token at once. */
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('partners_status_check', sql`${t.status} in ('active', 'disabled')`)],
);

/**
 * A buyer's consent to one partner (授权): at most one live grant per
 * partner and login account. Revoking it (授权管理 › 撤销授权) sets
 * revoked_at and deletes its codes and tokens.
 */
export const oauthGrants = pgTable(
  'oauth_grants',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    /** The login account that approved. */
    userId: userRef(),
    /** The store (门店) the session bought for when approving; null: the login account itself. */
    buyerId: integer('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    scope: text('scope').notNull().default('buyer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('oauth_grants_live_idx')
      .on(t.partnerId, t.userId)
      .where(sql`${t.revokedAt} is null`),
    index('oauth_grants_user_id_idx').on(t.userId),
    check('oauth_grants_scope_check', sql`${t.scope} in ('buyer')`),
  ],
);

/** Authorisation codes: sha256 only, single use (used_at), 60 s, bound to a redirect URI and a PKCE S256 challenge. */
export const oauthCodes = pgTable(
  'oauth_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    grantId: integer('grant_id')
      .notNull()
      .references(() => oauthGrants.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    redirectUri: text('redirect_uri').notNull(),
    codeChallenge: text('code_challenge').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('oauth_codes_grant_id_idx').on(t.grantId)],
);

/**
 * Access (15 min) and refresh (30 days) tokens, sha256 only. Every token
 * descends from one code (code_id): a replayed code or a rotated refresh
 * token presented again deletes that whole family.
 */
export const oauthTokens = pgTable(
  'oauth_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    grantId: integer('grant_id')
      .notNull()
      .references(() => oauthGrants.id, { onDelete: 'cascade' }),
    codeId: integer('code_id')
      .notNull()
      .references(() => oauthCodes.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** A refresh token is used once (rotation); set when exchanged. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('oauth_tokens_grant_id_idx').on(t.grantId),
    index('oauth_tokens_code_id_idx').on(t.codeId),
    check('oauth_tokens_kind_check', sql`${t.kind} in ('access', 'refresh')`),
  ],
);

import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The wholesaler's systems (ERP, WMS) that call /api/seller/v1, registered
 * with `npm run admin -- seller-client …`. key_hash is the SHA-256 of the
 * secret handed out once; requests are signed with that hash as the HMAC
 * key (services/seller/signature.ts), so the secret itself is never stored.
 * scopes: orders, fulfilment, catalogue, after-sales, reviews.
 */
export const sellerClients = pgTable('seller_clients', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  clientId: text('client_id').notNull().unique(),
  name: text('name').notNull(),
  scopes: text('scopes').array().notNull(),
  keyHash: text('key_hash').notNull(),
  /** Where this client's webhooks are delivered; null: none. */
  webhookUrl: text('webhook_url'),
  /** active | disabled */
  status: text('status').notNull().default('active'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Nonces of accepted signed requests. The primary key refuses a replay on
 * every API node at once; rows older than the signature window are pruned
 * (a request that old is refused by its timestamp anyway).
 */
export const sellerNonces = pgTable(
  'seller_nonces',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => sellerClients.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'seller_nonces_pk', columns: [t.clientId, t.nonce] }), index('seller_nonces_created_idx').on(t.createdAt)],
);

/**
 * Write requests already applied, by the client's X-Request-Id: written in
 * the same transaction as the change, so a request sent twice applies once
 * and the second answer is the first one's.
 */
export const sellerRequests = pgTable(
  'seller_requests',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => sellerClients.id, { onDelete: 'cascade' }),
    requestId: text('request_id').notNull(),
    /** The call (method and path) the id was first used for. */
    operation: text('operation').notNull(),
    /** SHA-256 of the body: the same id with another body is refused. */
    bodyHash: text('body_hash').notNull(),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'seller_requests_pk', columns: [t.clientId, t.requestId] })],
);

export type SellerClientRow = typeof sellerClients.$inferSelect;

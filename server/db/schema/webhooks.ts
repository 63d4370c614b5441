import { bigint, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { sellerClients } from './seller-clients';

/**
 * The webhook outbox (services/seller/webhooks): one row per event, written
 * in the transaction of the change it announces. Its id is the object's
 * version: a later change of the same object (serialised by that object's
 * row lock) always gets a larger id.
 */
export const webhookEvents = pgTable('webhook_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  eventId: text('event_id').notNull().unique(),
  type: text('type').notNull(),
  objectType: text('object_type').notNull(),
  objectId: text('object_id').notNull(),
  object: jsonb('object').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One event to one seller client's URL: pending → delivered, or failed after 24 hours of retries. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => sellerClients.id, { onDelete: 'cascade' }),
    /** pending | delivered | failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** The 24 hours of retries count from here (the event, or the last replay). */
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** A node's claim: until then no other node sends this delivery. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('webhook_deliveries_event_client_unique').on(table.eventId, table.clientId),
    index('webhook_deliveries_client_idx').on(table.clientId, table.id),
  ],
);

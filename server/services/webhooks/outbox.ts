import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { webhookEvents } from '../../db/schema';

/** The events a seller client's webhook URL receives. */
export const WEBHOOK_EVENT_TYPES = [
  'order.paid',
  'order.cancelled',
  'order.cancel_requested',
  'order.transfer_declared',
  'return.requested',
  'registration.submitted',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What an event is about: the kind of object, its key, and a few fields to act on (the rest is read through /api/seller/v1). */
export interface WebhookObject {
  object: 'order' | 'after_sale' | 'registration';
  id: string;
  [field: string]: unknown;
}

/**
 * The transactional outbox: records an event, and one pending delivery per
 * active seller client with a webhook URL, inside the caller's transaction.
 * If that transaction rolls back, nothing is announced; once it commits,
 * services/webhooks/deliver.ts sends it until the receiver takes it.
 */
export async function recordEvent(tx: Transaction, type: WebhookEventType, object: WebhookObject): Promise<void> {
  const [event] = await tx
    .insert(webhookEvents)
    .values({ eventId: `evt_${randomUUID().replaceAll('-', '')}`, type, objectType: object.object, objectId: object.id, object })
    .returning({ id: webhookEvents.id, createdAt: webhookEvents.createdAt });
  await tx.execute(sql`
    insert into webhook_deliveries (event_id, client_id, window_start, next_attempt_at)
    select ${event!.id}, c.id, ${event!.createdAt}, ${event!.createdAt}
    from seller_clients c
    where c.status = 'active' and c.webhook_url is not null`);
}

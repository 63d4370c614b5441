import { and, asc, eq, gt } from 'drizzle-orm';
import type { SellerWebhookDelivery } from '../../../shared/contract/seller/webhooks';
import type { Database, Transaction } from '../../db/client';
import { webhookDeliveries, webhookEvents } from '../../db/schema';
import { AppError } from '../../errors';

export const DELIVERY_NOT_FOUND = '没有这条投递记录';

const columns = {
  id: webhookDeliveries.id,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  lastStatus: webhookDeliveries.lastStatus,
  lastError: webhookDeliveries.lastError,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  deliveredAt: webhookDeliveries.deliveredAt,
  createdAt: webhookDeliveries.createdAt,
  eventId: webhookEvents.eventId,
  version: webhookEvents.id,
  type: webhookEvents.type,
  object: webhookEvents.object,
};

interface Row {
  id: number;
  status: string;
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  nextAttemptAt: Date;
  deliveredAt: Date | null;
  createdAt: Date;
  eventId: string;
  version: number;
  type: string;
  object: unknown;
}

function present(row: Row): SellerWebhookDelivery {
  const status = row.status === 'delivered' || row.status === 'failed' ? row.status : 'pending';
  return {
    id: row.id,
    event_id: row.eventId,
    type: row.type,
    version: row.version,
    status,
    attempts: row.attempts,
    last_status: row.lastStatus,
    last_error: row.lastError,
    next_attempt_at: status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    object: row.object as Record<string, unknown>,
  };
}

/** A client's own delivery log, by id ascending; another client's deliveries are never listed. */
export async function listWebhookDeliveries(
  db: Database | Transaction,
  clientId: number,
  status: SellerWebhookDelivery['status'] | undefined,
  afterId: number,
  limit: number,
): Promise<{ deliveries: SellerWebhookDelivery[]; next_after_id: number | null }> {
  const rows = await db
    .select(columns)
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(and(eq(webhookDeliveries.clientId, clientId), gt(webhookDeliveries.id, afterId), status ? eq(webhookDeliveries.status, status) : undefined))
    .orderBy(asc(webhookDeliveries.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit).map(present);
  return { deliveries: page, next_after_id: rows.length > limit ? page[page.length - 1]!.id : null };
}

/**
 * Sends a delivery again: due now, its 24 hours of retries counted afresh.
 * The event id stays the same, so a receiver that already took it can
 * recognise the repeat. A delivery in flight keeps its lease (the sending
 * node records its outcome; a failure is then retried). 404 for another
 * client's delivery.
 */
export async function replayWebhookDelivery(tx: Transaction, clientId: number, id: number, now: Date): Promise<{ delivery: SellerWebhookDelivery }> {
  const moved = await tx
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: now, windowStart: now })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.clientId, clientId)))
    .returning({ id: webhookDeliveries.id });
  if (moved.length === 0) throw AppError.notFound(DELIVERY_NOT_FOUND);
  const [row] = await tx
    .select(columns)
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.id, id));
  return { delivery: present(row!) };
}

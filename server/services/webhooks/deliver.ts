import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { nextAttemptAfterFailure } from './schedule';
import { WEBHOOK_SIGNATURE_HEADER, webhookSignature } from './signature';

/** How long a node holds a claimed delivery: longer than a send can take, so a live claim is never taken over. */
export const WEBHOOK_LEASE_MS = 60_000;
/** One send's limit; a receiver slower than this counts as down. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
const BATCH = 50;

interface Claimed {
  id: number;
  attempts: number;
  window_start: Date | string;
  lease_until: Date | string;
  webhook_url: string;
  key_hash: string;
  event_id: string;
  event_seq: number | string;
  type: string;
  object: unknown;
  created_at: Date | string;
}

/** The body a receiver gets; `version` orders the events of one object, so arrival order does not matter. */
export function webhookBody(row: Pick<Claimed, 'event_id' | 'event_seq' | 'type' | 'object' | 'created_at'>): string {
  return JSON.stringify({
    id: row.event_id,
    type: row.type,
    version: Number(row.event_seq),
    created_at: new Date(row.created_at).toISOString(),
    data: { object: row.object },
  });
}

/**
 * Takes up to BATCH due deliveries for this node: FOR UPDATE SKIP LOCKED
 * makes a concurrent claim pass over the rows, and the lease keeps them
 * this node's after the claim commits, so two nodes never send one delivery.
 * A lease left by a node that died expires and the delivery is due again.
 */
async function claimDue(db: Database, now: Date): Promise<Claimed[]> {
  const leaseUntil = new Date(now.getTime() + WEBHOOK_LEASE_MS);
  const result = await db.execute(sql`
    with due as (
      select d.id from webhook_deliveries d
      where d.status = 'pending' and d.next_attempt_at <= ${now} and (d.lease_until is null or d.lease_until < ${now})
      order by d.next_attempt_at, d.id
      limit ${BATCH}
      for update skip locked
    ), claimed as (
      update webhook_deliveries d set lease_until = ${leaseUntil}, attempts = d.attempts + 1
      from due where d.id = due.id
      returning d.id, d.attempts, d.window_start, d.lease_until, d.client_id, d.event_id
    )
    select claimed.id, claimed.attempts, claimed.window_start, claimed.lease_until,
           c.webhook_url, c.key_hash, e.event_id, e.id as event_seq, e.type, e.object, e.created_at
    from claimed
    join seller_clients c on c.id = claimed.client_id
    join webhook_events e on e.id = claimed.event_id
    order by claimed.id`);
  return rowsOf<Claimed>(result);
}

export type WebhookSender = (url: string, init: { headers: Record<string, string>; body: string }) => Promise<{ status: number }>;

/** Real HTTP POST with a timeout; redirects are not followed (a 3xx is not an acceptance). */
export const httpSender: WebhookSender = async (url, init) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: init.headers,
    body: init.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  });
  await response.body?.cancel();
  return { status: response.status };
};

async function send(row: Claimed, now: Date, sender: WebhookSender): Promise<{ ok: boolean; status: number | null; error: string | null }> {
  const body = webhookBody(row);
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'user-agent': 'yaopi-webhooks/1',
    [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(row.key_hash, Math.floor(now.getTime() / 1000), body),
    'yaopi-event-id': row.event_id,
    'yaopi-delivery-id': String(row.id),
  };
  try {
    const { status } = await sender(row.webhook_url, { headers, body });
    return { ok: status >= 200 && status < 300, status, error: status >= 200 && status < 300 ? null : `HTTP ${status}` };
  } catch (error) {
    const cause = (error as Error).cause as { code?: string } | undefined;
    return { ok: false, status: null, error: (cause?.code ?? (error as Error).message ?? 'error').slice(0, 300) };
  }
}

/**
 * Lifecycle job (or its own timer): sends every due delivery once, signed,
 * and records the outcome: delivered, or the next attempt by the backoff
 * schedule, or failed after 24 hours. Only the node holding the lease
 * records (the update checks it). Answers how many were delivered.
 */
export async function deliverWebhooks(db: Database, now: Date, sender: WebhookSender = httpSender): Promise<number> {
  let delivered = 0;
  for (;;) {
    const claimed = await claimDue(db, now);
    if (claimed.length === 0) return delivered;
    const outcomes = await Promise.all(claimed.map((row) => send(row, now, sender)));
    for (const [index, row] of claimed.entries()) {
      const outcome = outcomes[index]!;
      const lease = new Date(row.lease_until);
      if (outcome.ok) {
        delivered += 1;
        await db.execute(sql`
          update webhook_deliveries set status = 'delivered', delivered_at = ${now}, lease_until = null, last_status = ${outcome.status}, last_error = null
          where id = ${row.id} and lease_until = ${lease}`);
        continue;
      }
      const next = nextAttemptAfterFailure(new Date(row.window_start), row.attempts, now);
      await db.execute(sql`
        update webhook_deliveries
        set status = ${next ? 'pending' : 'failed'}, next_attempt_at = ${next ?? now}, lease_until = null,
            last_status = ${outcome.status}, last_error = ${outcome.error}
        where id = ${row.id} and lease_until = ${lease}`);
    }
    if (claimed.length < BATCH) return delivered;
  }
}

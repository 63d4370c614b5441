import { createHash } from 'node:crypto';
import { and, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { AppError } from '../../errors';

/**
 * Idempotency-Key (POST /api/order, POST /api/order/:id/pay) bound to the
 * request: beside the key we keep a hash of the call and its parsed body,
 * so the key answers the first response only to the same request. The same
 * key with another body (another cart, another order, another method) is a
 * 422, never the first order passed off as the new one. Keys live 24 h;
 * then the lifecycle job (releaseIdempotencyKeys) frees them, and a lookup
 * meanwhile treats an older key as free too.
 */

export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_KEY_REUSED = '该请求编号已用于另一笔不同的提交，请刷新页面后重试';

/**
 * Input fields never hashed: a secret's hash beside the key would be a
 * copy of it (a 6-digit password's sha256 falls to a million guesses).
 */
const SECRET_FIELDS: ReadonlySet<string> = new Set(['pay_password']);

/** JSON with object keys sorted at every depth, so equal inputs give equal text whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item === undefined ? null : item)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** sha256 (hex) of the call name and the canonical JSON of its parsed input, secrets left out. */
export function requestHash(call: string, input: Record<string, unknown>): string {
  const kept = Object.fromEntries(Object.entries(input).filter(([key]) => !SECRET_FIELDS.has(key)));
  return createHash('sha256').update(call).update('\n').update(canonicalJson(kept)).digest('hex');
}

/** Whether a key written at `createdAt` still holds at `now` (younger than 24 h). */
export function isKeyLive(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() < IDEMPOTENCY_KEY_TTL_MS;
}

/**
 * What a key found on a row means for this request: 'replay' (same request,
 * answer the first response), 'expired' (older than 24 h: free it and go on),
 * or a 422 on idempotency_key when the body differs. A row from before the
 * hash existed (null) counts as the same request.
 */
export function keyVerdict(row: { createdAt: Date; hash: string | null }, hash: string, now: Date): 'replay' | 'expired' {
  if (!isKeyLive(row.createdAt, now)) return 'expired';
  if (row.hash !== null && row.hash !== hash) throw AppError.field('idempotency_key', IDEMPOTENCY_KEY_REUSED);
  return 'replay';
}

/**
 * Lifecycle job: keys older than 24 h are released (set to null) on orders
 * and payments, so the same key may start a new request and the unique
 * indexes stay small. Answers how many keys it released.
 */
export async function releaseIdempotencyKeys(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
  const freedOrders = await db
    .update(orders)
    .set({ idempotencyKey: null, idempotencyHash: null })
    .where(and(isNotNull(orders.idempotencyKey), lt(orders.createdAt, before)))
    .returning({ id: orders.id });
  const freedPayments = await db
    .update(payments)
    .set({ idempotencyKey: null, requestHash: null })
    .where(and(isNotNull(payments.idempotencyKey), lt(payments.createdAt, before)))
    .returning({ id: payments.id });
  return freedOrders.length + freedPayments.length;
}

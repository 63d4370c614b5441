import '../sender';
import { IDEMPOTENCY_HEADER } from '../../contract/calls/order';
import type { CallOptions } from '../../contract/define-call';

export * as orderApi from '../../contract/calls/order';

/** A fresh Idempotency-Key: one per submit intent (a page visit of step 2, one pay click), reused on retries. */
export function newIdempotencyKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The options of a call sent under `key` (POST /api/order, pay): the same key again answers the first result. */
export function withIdempotencyKey(key: string, options?: CallOptions): CallOptions {
  return { ...options, headers: { ...options?.headers, [IDEMPOTENCY_HEADER]: key } };
}

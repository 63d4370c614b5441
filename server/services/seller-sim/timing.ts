import { afterSaleReviewSeconds } from '../after-sale/constants';
import { fulfilmentDelaySeconds } from '../fulfilment/ship';
import type { LocalSellerTiming } from './simulator';

/** The delays, read from the environment when a step runs (FULFILMENT_DELAY_SECONDS, AFTER_SALE_REVIEW_SECONDS). */
export function localSellerTiming(env: NodeJS.ProcessEnv = process.env): LocalSellerTiming {
  return { shipAfterSeconds: fulfilmentDelaySeconds(env), reviewAfterSeconds: afterSaleReviewSeconds(env) };
}

/**
 * How often the lifecycle tick runs the local seller's catch-up poll
 * (LOCAL_SELLER_POLL_SECONDS, default 600): the webhooks drive it, the poll
 * only finds what a webhook could not (events before the node registered,
 * steps scheduled on a node that restarted). 0 polls on every tick.
 */
export const DEFAULT_LOCAL_SELLER_POLL_SECONDS = 600;

export function localSellerPollSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.LOCAL_SELLER_POLL_SECONDS;
  const value = raw ? Number(raw) : Number.NaN;
  return Number.isFinite(value) && value >= 0 ? value : DEFAULT_LOCAL_SELLER_POLL_SECONDS;
}

import type { LifecycleJob, LifecycleServices } from '../lifecycle';
import { afterSaleReviewSeconds } from '../after-sale/constants';
import { fulfilmentDelaySeconds } from '../fulfilment/ship';
import type { SellerApiClient } from './client';
import { reviewDueAfterSales, reviewDueCancelRequests, shipDueOrders, type LocalSellerTiming } from './simulator';

/** The delays, read from the environment when the job runs (FULFILMENT_DELAY_SECONDS, AFTER_SALE_REVIEW_SECONDS). */
export function localSellerTiming(env: NodeJS.ProcessEnv = process.env): LocalSellerTiming {
  return { shipAfterSeconds: fulfilmentDelaySeconds(env), reviewAfterSeconds: afterSaleReviewSeconds(env) };
}

function step(name: string, run: (api: SellerApiClient, now: Date, timing: LocalSellerTiming) => Promise<number>): LifecycleJob {
  return {
    name,
    run: async (_db, now, services?: LifecycleServices) => {
      // No client (LOCAL_SELLER=off, or a caller without the app): the ERP does this through the API.
      const api = services?.localSeller ? await services.localSeller() : null;
      return api ? run(api, now, localSellerTiming()) : 0;
    },
  };
}

/**
 * The local seller's lifecycle jobs: each a pass of the simulator
 * (simulator.ts) through /api/seller/v1 with the app's own seller client,
 * never the database. The names stay those of the jobs they replace, so a
 * tick's report reads the same.
 */
export const LOCAL_SELLER_JOBS = {
  ship: step('ship-paid-orders', shipDueOrders),
  afterSales: step('review-after-sales', reviewDueAfterSales),
  cancelRequests: step('review-cancel-requests', reviewDueCancelRequests),
} as const;

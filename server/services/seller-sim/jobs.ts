import type { LifecycleJob, LifecycleServices } from '../lifecycle';
import type { SellerApiClient } from './client';
import { reviewDueAfterSales, reviewDueCancelRequests, shipDueOrders, type LocalSellerTiming } from './simulator';
import { localSellerTiming } from './timing';

export { localSellerTiming } from './timing';

/**
 * A catch-up pass of the poll, gated when the caller asks (main.ts's tick
 * passes localSellerCatchUpSeconds): the first tick on this node polls (at
 * start), later ones only once that long has passed on the real clock. A
 * direct run (the test double of time, tests) always polls.
 */
function step(name: string, run: (api: SellerApiClient, now: Date, timing: LocalSellerTiming) => Promise<number>): LifecycleJob {
  let lastPolledAt = Number.NEGATIVE_INFINITY;
  return {
    name,
    run: async (_db, now, services?: LifecycleServices) => {
      // No client (LOCAL_SELLER=off, or a caller without the app): the ERP does this through the API.
      const api = services?.localSeller ? await services.localSeller() : null;
      if (!api) return 0;
      const gate = services?.localSellerCatchUpSeconds;
      if (gate !== undefined && Date.now() - lastPolledAt < gate * 1000) return 0;
      lastPolledAt = Date.now();
      return run(api, now, localSellerTiming());
    },
  };
}

/**
 * The local seller's catch-up lifecycle jobs: each a pass of the simulator
 * (simulator.ts) through /api/seller/v1 with the app's own seller client,
 * never the database. The webhooks drive the local seller (reactor.ts);
 * these find what they missed. The names stay those of the jobs they
 * replace, so a tick's report reads the same.
 */
export const LOCAL_SELLER_JOBS = {
  ship: step('ship-paid-orders', shipDueOrders),
  afterSales: step('review-after-sales', reviewDueAfterSales),
  cancelRequests: step('review-cancel-requests', reviewDueCancelRequests),
} as const;

import type { FastifyInstance } from 'fastify';
import type { SellerApiClient } from '../../../server/services/seller-sim/client';
import { localSellerTiming } from '../../../server/services/seller-sim/jobs';
import { reviewDueAfterSales, reviewDueCancelRequests, shipDueOrders, type LocalSellerTiming } from '../../../server/services/seller-sim/simulator';

/**
 * One pass of each local seller step, as the lifecycle jobs run them: through
 * the app's own seller client (app.localSeller, registered on first use) over
 * real HTTP, with `now` moved by the test.
 */
export function localSeller(app: FastifyInstance) {
  async function client() {
    const api = await app.localSeller();
    if (!api) throw new Error('the local seller is off (LOCAL_SELLER) or the app does not listen');
    return api;
  }
  return {
    ship: async (now: Date) => shipDueOrders(await client(), now, localSellerTiming()),
    afterSales: async (now: Date) => reviewDueAfterSales(await client(), now, localSellerTiming()),
    cancelRequests: async (now: Date) => reviewDueCancelRequests(await client(), now, localSellerTiming()),
  };
}

/** One pass of every local seller step: cancel requests first (a pending one blocks shipping), then shipping, then returns. */
export async function runLocalSeller(api: SellerApiClient, now: Date, timing: LocalSellerTiming): Promise<number> {
  const cancelled = await reviewDueCancelRequests(api, now, timing);
  const shipped = await shipDueOrders(api, now, timing);
  const reviewed = await reviewDueAfterSales(api, now, timing);
  return cancelled + shipped + reviewed;
}

import type { FastifyInstance } from 'fastify';
import { localSellerTiming } from '../../../server/services/seller-sim/jobs';
import { reviewDueAfterSales, reviewDueCancelRequests, shipDueOrders } from '../../../server/services/seller-sim/simulator';

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

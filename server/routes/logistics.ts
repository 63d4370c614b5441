import type { FastifyInstance } from 'fastify';
import * as calls from '../../shared/contract/calls';
import { memberRoute, type AppDeps } from '../http/route';
import { orderLogistics } from '../services/logistics/order-logistics';

/**
 * An order's logistics trace (/order/wl/{id} shows it on the order page).
 * GET /api/order/hm (含麻 receipts) is registered with the order routes
 * (routes/order.ts): one registration only, Fastify refuses a second.
 */
export function registerLogisticsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  memberRoute(app, deps, calls.orderLogistics, ({ input, session }) => orderLogistics(db, deps.logistics, session.userId, input.id));
}

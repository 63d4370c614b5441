import type { FastifyInstance } from 'fastify';
import * as calls from '../../shared/contract/calls';
import { memberRoute, route, type AppDeps } from '../http/route';
import { cashbackZone, orderCashback, welfareZone } from '../services/cashback/zones';

/** /hb 满额返现 and /welfare 福利专区 (issue 12), and an order's cashback. */
export function registerCashbackWelfareRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  route(app, deps, calls.cashbackZone, () => cashbackZone(db, new Date()));
  route(app, deps, calls.welfareZone, () => welfareZone(db, new Date()));
  memberRoute(app, deps, calls.orderCashback, ({ input, session }) => orderCashback(db, session.userId, input.id));
}

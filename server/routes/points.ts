import type { FastifyInstance } from 'fastify';
import * as calls from '../../shared/contract/calls';
import { memberRoute, type AppDeps } from '../http/route';
import { exchangeGift } from '../services/points/exchange';
import { listGifts, listPointsOrders } from '../services/points/gifts';
import { pointsLog } from '../services/points/ledger';

export const POINTS_EXCHANGED = '兑换成功';

/** The points mall: gifts, the exchange, and the buyer's points orders (/jfdd). */
export function registerPointsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  memberRoute(app, deps, calls.pointsGifts, () => listGifts(db));
  memberRoute(app, deps, calls.pointsExchange, ({ input, session }) => exchangeGift(db, session.userId, input), { message: POINTS_EXCHANGED });
  memberRoute(app, deps, calls.pointsLog, ({ input, session }) => pointsLog(db, session.userId, input));
  memberRoute(app, deps, calls.pointsOrders, ({ input, session }) => listPointsOrders(db, session.userId, input.page, input.per_page));
}

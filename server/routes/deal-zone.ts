import type { FastifyInstance } from 'fastify';
import * as calls from '../../shared/contract/calls';
import { memberRoute, route, type AppDeps } from '../http/route';
import { claimCouponBatch, listCouponBatches } from '../services/deal-zone/coupon-centre';
import { groupDealOfGoods, joinGroupDeal, listGroupDeals } from '../services/deal-zone/group-buy';
import { dealZoneFocus } from '../services/deal-zone/zone-focus';
import { goodsViewer } from '../services/goods/viewer';

/** Deal zones (issue 12): group buys (/ptzq, /list/info-pt/{id}) and the coupon centre (/lqzx). */
export function registerDealZoneRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  route(app, deps, calls.groupDeals, async ({ input, session }) => listGroupDeals(db, await goodsViewer(db, session), input));
  route(app, deps, calls.groupDealOfGoods, async ({ input, session }) => groupDealOfGoods(db, await goodsViewer(db, session), input.id));
  memberRoute(
    app,
    deps,
    calls.groupDealJoin,
    async ({ input, session }) => joinGroupDeal(db, { ...(await goodsViewer(db, session)), userId: session.userId }, input),
    { message: '参团成功' },
  );
  route(app, deps, calls.dealZoneFocus, ({ input }) => dealZoneFocus(db, input.zone));
  route(app, deps, calls.couponCentre, ({ input, session }) => listCouponBatches(db, session?.userId ?? null, input));
  memberRoute(app, deps, calls.couponClaim, ({ input, session }) => claimCouponBatch(db, session.userId, input.batch_id), { message: '领取成功' });
}

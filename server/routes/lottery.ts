import type { FastifyInstance } from 'fastify';
import * as calls from '../../shared/contract/calls';
import { memberRoute, route, type AppDeps } from '../http/route';
import { drawActivityDetail, drawAds, drawSimple, latestWinners, myDrawRecords } from '../services/lottery/activity';
import { drawOnce } from '../services/lottery/draw';

/** The lottery (抽奖, docs/product/calls.md "Lottery"): the home pop-up's calls. */
export function registerLotteryRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  route(app, deps, calls.drawSimple, ({ session }) => drawSimple(db, session?.userId ?? null));
  route(app, deps, calls.drawActivity, ({ input, session }) => drawActivityDetail(db, session?.userId ?? null, input.id));
  memberRoute(app, deps, calls.drawNow, ({ input, session }) => drawOnce(db, session.userId, input.id), { message: '抽奖成功' });
  route(app, deps, calls.drawWinners, ({ input }) => latestWinners(db, input.id));
  memberRoute(app, deps, calls.drawRecords, ({ input, session }) => myDrawRecords(db, session.userId, input));
  route(app, deps, calls.drawAds, ({ input }) => drawAds(db, input.id));
}

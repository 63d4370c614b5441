import type { FastifyInstance } from 'fastify';
import * as calls from '../../shared/contract/calls';
import { memberRoute, type AppDeps } from '../http/route';
import { availableCoupons, couponCount, listCoupons } from '../services/coupons';
import { walletInfo, walletLog } from '../services/wallet';

/** The wallet (/wdqb: balance and ledger) and coupons (docs/product/calls.md User calls). */
export function registerWalletRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  memberRoute(app, deps, calls.userMoney, ({ session }) => walletInfo(db, session.userId));
  memberRoute(app, deps, calls.userMoneyLog, ({ input, session }) => walletLog(db, session.userId, input));
  memberRoute(app, deps, calls.userCoupons, ({ input, session }) => listCoupons(db, session.userId, input));
  memberRoute(app, deps, calls.availableCoupons, ({ input, session }) => availableCoupons(db, session.userId, input));
  memberRoute(app, deps, calls.couponNum, ({ session }) => couponCount(db, session.userId));
}

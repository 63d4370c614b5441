import type { FastifyInstance } from 'fastify';
import * as calls from '../../shared/contract/calls';
import { memberRoute, type AppDeps } from '../http/route';
import { applyReturn, returnForm } from '../services/after-sale/apply';
import { cancelAfterSale } from '../services/after-sale/cancel';
import { afterSaleDetail, listAfterSales, salesReturnDetail } from '../services/after-sale/read';

export const RETURN_APPLIED = '售后申请已提交，请等待审核';
export const AFTER_SALE_CANCELLED = '售后申请已撤销';

/** After-sales: member calls; every read and write is scoped to the session's own user id (another buyer's id → 404). */
export function registerAfterSaleRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  memberRoute(app, deps, calls.returnForm, ({ input, session }) => returnForm(db, session.userId, input.id));
  memberRoute(app, deps, calls.returnApply, ({ input, session }) => applyReturn(db, session.userId, input), { message: RETURN_APPLIED });
  memberRoute(app, deps, calls.afterSaleList, ({ input, session }) => listAfterSales(db, session.userId, input.page, input.per_page));
  memberRoute(app, deps, calls.afterSaleDetail, ({ input, session }) => afterSaleDetail(db, session.userId, input.id));
  memberRoute(app, deps, calls.afterSaleCancel, ({ input, session }) => cancelAfterSale(db, session.userId, input.id), {
    message: AFTER_SALE_CANCELLED,
  });
  memberRoute(app, deps, calls.salesReturnDetail, ({ input, session }) => salesReturnDetail(db, session.userId, input.id));
}

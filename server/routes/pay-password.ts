import type { FastifyInstance } from 'fastify';
import * as calls from '../../shared/contract/calls';
import { memberRoute, type AppDeps } from '../http/route';
import { changePayPassword, payPasswordState, setPayPassword } from '../services/payment/pay-password';

/**
 * 支付密码 (services/payment/pay-password.ts): the session's own account
 * only. Guessing is limited by the tries counted in the database (5, then
 * a 15-minute lock), which holds across sessions and API nodes.
 */
export function registerPayPasswordRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  memberRoute(app, deps, calls.payPasswordState, ({ session }) => payPasswordState(db, session.accountId));
  memberRoute(app, deps, calls.payPasswordSet, ({ input, session }) => setPayPassword(db, session.accountId, input), { message: '支付密码设置成功' });
  memberRoute(app, deps, calls.payPasswordChange, ({ input, session }) => changePayPassword(db, session.accountId, input), { message: '支付密码修改成功' });
}

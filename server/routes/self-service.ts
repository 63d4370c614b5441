import type { FastifyInstance } from 'fastify';
import * as calls from '../../shared/contract/calls';
import { memberRoute, type AppDeps } from '../http/route';
import { fastBuy } from '../services/self-service/fast-buy';

/** Self-service (/zzfw, spec §7 User calls). */
export function registerSelfServiceRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  memberRoute(app, deps, calls.fastBuy, ({ input, session }) => fastBuy(db, session.userId, input));
}

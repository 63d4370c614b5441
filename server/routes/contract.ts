import type { FastifyInstance } from 'fastify';
import * as calls from '../../shared/contract/calls';
import { clientMeta } from '../http/client-meta';
import { memberRoute, type AppDeps } from '../http/route';
import { showContract, signContract } from '../services/contract/signatures';

/** The purchase agreement (/dzht): read it, sign it. */
export function registerContractRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  memberRoute(app, deps, calls.contractShow, ({ session }) => showContract(db, session.userId));
  memberRoute(app, deps, calls.contractSign, ({ input, session, request }) => signContract(db, session.userId, input.version, clientMeta(request)), {
    message: '签署成功',
  });
}

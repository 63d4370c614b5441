import type { FastifyInstance } from 'fastify';
import * as calls from '../../shared/contract/calls';
import { memberRoute, type AppDeps } from '../http/route';
import { createFeedback, listFeedback } from '../services/self-service/feedback';
import { fastBuy } from '../services/self-service/fast-buy';
import { createVarietyRequest, listVarietyRequests, varietyRequestDetail } from '../services/self-service/variety-requests';
import { registerUploadRoutes } from './upload';

/** Self-service (/zzfw, docs/product/calls.md User calls) and the photo uploads its forms use. */
export function registerSelfServiceRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  memberRoute(app, deps, calls.fastBuy, ({ input, session }) => fastBuy(db, session.userId, input));
  memberRoute(app, deps, calls.varietyRequests, ({ input, session }) => listVarietyRequests(db, session.userId, input.page, input.per_page));
  memberRoute(app, deps, calls.varietyRequest, ({ input, session }) => varietyRequestDetail(db, session.userId, input.id));
  memberRoute(app, deps, calls.varietyCreate, ({ input, session }) => createVarietyRequest(db, session.userId, input), { message: '求购已提交' });
  memberRoute(app, deps, calls.feedbackList, ({ input, session }) => listFeedback(db, session.userId, input.page, input.per_page));
  memberRoute(app, deps, calls.feedbackCreate, ({ input, session }) => createFeedback(db, session.userId, input), { message: '反馈已提交' });
  registerUploadRoutes(app, deps);
}

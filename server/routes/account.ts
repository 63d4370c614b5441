import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import * as calls from '../../shared/contract/calls';
import { id } from '../../shared/contract/calls/fields';
import { AppError } from '../errors';
import { memberRoute, type AppDeps } from '../http/route';
import { presentedToken } from '../http/session';
import { parseInput } from '../http/validation';
import { filterReports, reportFile } from '../services/account/inspection-reports';
import { listMessages, markAllRead, markRead } from '../services/account/messages';
import { isPhoneAvailable, updateUserInfo } from '../services/account/profile';
import { listStores, switchStore } from '../services/account/stores';
import { resolveSession, tokenForPage } from '../services/auth';
import { buildUserState } from '../services/user-state';

const reportParams = z.object({ id: id('报告编号') });

/**
 * The account centre (/zhzx): stores (多门店管理), basic info, messages and
 * drug inspection reports. Store-level data acts for the session's current
 * store (session.userId); the store list and switching belong to the login
 * (session.accountId).
 */
export function registerAccountRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  memberRoute(app, deps, calls.accountStores, ({ session }) => listStores(db, session));
  memberRoute(
    app,
    deps,
    calls.accountStoreSwitch,
    async ({ input, session }) => {
      await switchStore(db, session, input.id);
      return buildUserState(db, input.id, await tokenForPage(deps.auth, session));
    },
    { message: '已切换门店' },
  );

  memberRoute(
    app,
    deps,
    calls.updateUserInfo,
    async ({ input, session }) => {
      await updateUserInfo(db, session, input, { limits: deps.sms.limits, now: new Date(deps.auth.clock()) });
      return buildUserState(db, session.userId, await tokenForPage(deps.auth, session));
    },
    { message: '保存成功' },
  );
  memberRoute(app, deps, calls.phoneAvailability, async ({ input, session }) => ({
    available: (await isPhoneAvailable(db, session.accountId, input.value)) ? (1 as const) : (0 as const),
  }));

  memberRoute(app, deps, calls.accountMessages, ({ input, session }) => listMessages(db, session.userId, input.page, input.per_page));
  memberRoute(app, deps, calls.accountMessageRead, ({ input, session }) => markRead(db, session.userId, input.id));
  memberRoute(app, deps, calls.accountMessagesReadAll, ({ session }) => markAllRead(db, session.userId), { message: '已全部标为已读' });

  memberRoute(app, deps, calls.inspectionReports, ({ input }) => filterReports(db, input));
  // The document itself: opened in a new tab (cookie) or fetched with a Bearer token; members only like the list.
  app.get<{ Params: Record<string, unknown> }>('/api/jybg/:id/file', async (request, reply) => {
    const presented = presentedToken(request);
    const session = presented ? await resolveSession(db, deps.auth, presented) : null;
    if (!session) throw AppError.loginRequired();
    const { id: reportId } = parseInput(reportParams, request.params);
    const file = await reportFile(db, reportId);
    return reply
      .type(file.type)
      .header('cache-control', 'private, max-age=3600')
      .header('content-disposition', `inline; filename="${file.filename}"`)
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  });
}

import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as calls from '../../shared/contract/calls';
import { Code } from '../../shared/contract/codes';
import { uploads } from '../db/schema';
import { AppError } from '../errors';
import { clientMeta } from '../http/client-meta';
import { memberRoute, route, sessionOf, type AppDeps } from '../http/route';
import { deviceCookieOf, setDeviceCookie, setSessionCookie } from '../http/session';
import { acceptUploads } from '../http/upload';
import { openSession } from '../services/auth';
import { EXTENSION, LICENCE_UPLOAD, type LicenceMime } from '../services/licences/file-type';
import { buyerScope, licenceBlockedReason, licenceOverview, renewLicence } from '../services/licences/licences';
import { resetPassword } from '../services/onboarding/password-reset';
import { regionChildren } from '../services/onboarding/regions';
import {
  DRAFT_TTL_SECONDS,
  presentDraft,
  requireDraft,
  saveBusiness,
  startBuyerDraft,
  startStoreDraft,
  storeLicenceFile,
  submitRegistration,
} from '../services/onboarding/registration';
import { checkSmsCode } from '../services/sms/codes';
import { pendingRegistrationScan, WECHAT_SCAN_USED } from '../services/wechat/login';

/** The registration draft's token (services/onboarding/registration.ts): HttpOnly, only sent to the registration calls. */
const DRAFT_COOKIE = 'yp_reg';
const DRAFT_COOKIE_PATH = '/api/register';

function setDraftCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(DRAFT_COOKIE, token, { httpOnly: true, sameSite: 'lax', path: DRAFT_COOKIE_PATH, secure, maxAge: DRAFT_TTL_SECONDS });
}

const LICENCE_FILE_NOT_MOVED = '证件文件暂时无法查看，请稍后再试或重新上传';

const draftToken = (request: FastifyRequest): string | undefined => request.cookies[DRAFT_COOKIE] || undefined;

export function registerOnboardingRoutes(app: FastifyInstance, deps: AppDeps): void {
  const now = () => deps.auth.clock();

  route(app, deps, calls.regions, ({ input }) => ({ list: regionChildren(input.parent) }));

  route(
    app,
    deps,
    calls.checkCode,
    async ({ input }) => {
      await checkSmsCode(deps.db, { phone: input.phone, purpose: input.type, code: input.code, now: new Date(now()) }, deps.sms.limits);
      return null;
    },
    { message: '验证成功' },
  );

  route(
    app,
    deps,
    calls.resetPassword,
    async ({ input }) => {
      await resetPassword(deps.db, input, now());
      return null;
    },
    { message: '密码已重置，请使用新密码登录' },
  );

  route(app, deps, calls.registerStep1, async ({ input, reply }) => {
    const { token, draft } = await startBuyerDraft(deps.db, input, now());
    setDraftCookie(reply, token, deps.cookieSecure);
    return draft;
  });

  // /register/wechat (services/wechat/login.ts): the scanned login ticket starts a draft carrying its WeChat.
  route(app, deps, calls.wechatRegistrationScan, async ({ input }) => {
    const scan = await pendingRegistrationScan(deps.db, input.ticket, new Date(now()));
    if (!scan) throw AppError.notFound(WECHAT_SCAN_USED);
    return scan;
  });
  route(app, deps, calls.registerWechatStep1, async ({ input, reply }) => {
    const { token, draft } = await startBuyerDraft(deps.db, input, now());
    setDraftCookie(reply, token, deps.cookieSecure);
    return draft;
  });

  memberRoute(app, deps, calls.registerStoreStart, async ({ session, reply }) => {
    const { token, draft } = await startStoreDraft(deps.db, session.accountId, now());
    setDraftCookie(reply, token, deps.cookieSecure);
    return draft;
  });

  route(app, deps, calls.registrationDraft, async ({ request }) => presentDraft(deps.db, await requireDraft(deps.db, draftToken(request), now())));

  route(app, deps, calls.registerStep2, async ({ input, request }) => saveBusiness(deps.db, await requireDraft(deps.db, draftToken(request), now()), input));

  route(
    app,
    deps,
    calls.registerSubmit,
    async ({ input, request, reply }) => {
      const result = await submitRegistration(deps.db, await requireDraft(deps.db, draftToken(request), now()), input.licences, now());
      reply.clearCookie(DRAFT_COOKIE, { httpOnly: true, sameSite: 'lax', path: DRAFT_COOKIE_PATH, secure: deps.cookieSecure });
      if (result.mode === 'store') return { username: result.username, mode: result.mode, user: null };
      // The buyer proved the phone (SMS code) and chose the password a moment ago: signed in as a login would, not sent to log in again.
      const session = await openSession(deps.db, deps.auth, result.userId, { ...clientMeta(request), deviceCookie: deviceCookieOf(request) });
      setSessionCookie(reply, session.sessionToken, deps.cookieSecure);
      setDeviceCookie(reply, session.deviceCookie, deps.cookieSecure);
      return { username: result.username, mode: result.mode, user: session.user };
    },
    { message: '注册成功，资质审核中' },
  );

  memberRoute(app, deps, calls.zizhi, async ({ session }) => licenceOverview(deps.db, session.userId, now()));
  memberRoute(app, deps, calls.zizhiRenew, async ({ session, input }) => renewLicence(deps.db, session.userId, input, now()), {
    message: '已提交，资质审核中',
  });
  memberRoute(app, deps, calls.jyfw, async ({ session }) => ({
    scope: await buyerScope(deps.db, session.userId, now()),
    blocked_reason: (await licenceBlockedReason(deps.db, session.userId, now())) ?? '',
  }));

  // The owner's licence file: only the session's own files (another buyer's id answers 404 like an unknown one).
  app.get('/api/user/zizhi/file/:id', async (request, reply) => {
    const session = await sessionOf(request, deps);
    if (!session) throw AppError.loginRequired();
    const raw = (request.params as { id?: string }).id ?? '';
    if (!/^[1-9][0-9]{0,8}$/.test(raw)) throw AppError.notFound();
    const [file] = await deps.db
      .select({ id: uploads.id, mime: uploads.mime, data: uploads.data })
      .from(uploads)
      .where(and(eq(uploads.id, Number(raw)), eq(uploads.userId, session.userId), eq(uploads.purpose, 'licence')))
      .limit(1);
    if (!file) throw AppError.notFound();
    // A pre-release file from before the one store (migration 0028) whose bytes never reached the database.
    if (!file.data) throw AppError.notFound(LICENCE_FILE_NOT_MOVED);
    const bytes = file.data;
    const mime = file.mime as LicenceMime;
    return reply
      .header('content-type', mime)
      .header('content-disposition', `inline; filename="licence-${file.id}.${EXTENSION[mime]}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
      .send(bytes);
  });

  // Multipart uploads live in their own scope: only these two routes accept multipart/form-data.
  void app.register(async (scope) => {
    const uploadedFile = await acceptUploads(scope, LICENCE_UPLOAD);

    scope.post('/api/register/upload', async (request, reply) => {
      await sessionOf(request, deps); // the origin check for cookie-borne unsafe requests
      const draft = await requireDraft(deps.db, draftToken(request), now());
      const stored = await storeLicenceFile(deps.db, { draftId: draft.id }, await uploadedFile(request));
      return reply.send({ code: Code.OK, message: '上传成功', data: stored });
    });

    scope.post('/api/user/zizhi/upload', async (request, reply) => {
      const session = await sessionOf(request, deps);
      if (!session) throw AppError.loginRequired();
      const stored = await storeLicenceFile(deps.db, { userId: session.userId }, await uploadedFile(request));
      return reply.send({ code: Code.OK, message: '上传成功', data: { ...stored, url: `/api/user/zizhi/file/${stored.id}` } });
    });
  });
}

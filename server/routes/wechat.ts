import { createHash, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as calls from '../../shared/contract/calls';
import { AppError } from '../errors';
import { memberRoute, route, type AppDeps } from '../http/route';
import { clientMeta } from '../http/client-meta';
import { deviceCookieOf, setDeviceCookie, setSessionCookie } from '../http/session';
import { openSession } from '../services/auth';
import { createWechatQr, recordScan, unbindWechat, waitingTicketPurpose, wechatBinding, wechatScanState } from '../services/wechat/binding';
import { createLoginQr, loginScanState } from '../services/wechat/login';
import { WECHAT_SANDBOX_PATH } from '../services/wechat/provider';
import { wechatResultPage, wechatScanPage } from '../services/wechat/sandbox-page';

const ticketOf = (value: unknown): string => (typeof value === 'string' && /^[A-Za-z0-9_-]{20,64}$/.test(value) ? value : '');
const EXPIRED = '二维码已失效，请回到药批刷新二维码';

function html(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').header('x-robots-tag', 'noindex').send(body);
}

function originOf(request: { protocol: string; host: string }, deps: AppDeps): string {
  return deps.publicUrl ?? `${request.protocol}://${request.host}`;
}

/**
 * 绑定微信 (/zhzx/bdwx): the login's binding, a QR ticket, its poll, unbind;
 * and with the local provider its scan page under /wechat/sandbox (outside
 * /api: a phone opens it from the QR code). No provider: the calls answer
 * that binding is unavailable and the page is a 404.
 */
export function registerWechatRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, wechat } = deps;
  // The auth clock (tests/e2e/clock.ts can move it), so a ticket's age is measured one way.
  const clock = () => new Date(deps.auth.clock());
  memberRoute(app, deps, calls.wechatBinding, ({ session }) => wechatBinding(db, session.accountId));
  memberRoute(app, deps, calls.wechatQr, ({ session, request }) => {
    if (!wechat) throw AppError.field('wechat', '微信绑定暂不可用，请稍后再试');
    return createWechatQr(db, wechat, session.accountId, originOf(request, deps), clock());
  });
  memberRoute(app, deps, calls.wechatScanState, ({ input, session }) => wechatScanState(db, session.accountId, input.ticket, clock()));
  memberRoute(app, deps, calls.unbindWechat, ({ session }) => unbindWechat(db, session.accountId), { message: '已解除微信绑定' });

  // 微信扫码登录 (services/wechat/login.ts): the same provider and tickets, purpose 'login'.
  route(app, deps, calls.wechatLoginQr, ({ request }) => {
    if (!wechat) throw AppError.field('wechat', '微信登录暂不可用，请使用账号密码登录');
    return createLoginQr(db, wechat, originOf(request, deps), clock());
  });
  route(app, deps, calls.wechatLoginState, async ({ input, request, reply }) => {
    const state = await loginScanState(db, input.ticket, clock());
    if (state.status !== 'logged_in') return { status: state.status, nickname: state.nickname, token: '', user: null };
    const result = await openSession(db, deps.auth, state.accountId, { ...clientMeta(request), deviceCookie: deviceCookieOf(request) });
    setSessionCookie(reply, result.sessionToken, deps.cookieSecure);
    setDeviceCookie(reply, result.deviceCookie, deps.cookieSecure);
    return { status: 'logged_in' as const, nickname: state.nickname, token: result.accessToken, user: result.user };
  });

  if (wechat?.name !== 'sandbox') {
    app.route({
      method: ['GET', 'HEAD', 'POST'],
      url: WECHAT_SANDBOX_PATH,
      handler: (_request, reply) => html(reply, 404, wechatResultPage('微信扫码沙箱未开启')),
    });
    return;
  }
  app.get<{ Querystring: Record<string, unknown> }>(WECHAT_SANDBOX_PATH, async (request, reply) => {
    const ticket = ticketOf(request.query?.t);
    const purpose = ticket ? await waitingTicketPurpose(db, ticket, clock()) : null;
    if (!purpose) return html(reply, 404, wechatResultPage(EXPIRED));
    return html(reply, 200, wechatScanPage(ticket, `微信用户${randomInt(1000, 10000)}`, purpose));
  });
  app.post<{ Body: unknown }>(WECHAT_SANDBOX_PATH, async (request, reply) => {
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    const ticket = ticketOf(body.t);
    const raw = typeof body.nickname === 'string' ? body.nickname.trim() : '';
    // eslint-disable-next-line no-control-regex
    const nickname = /^[^\u0000-\u001f\u007f]{1,20}$/u.test(raw) ? raw : '';
    if (!nickname) return html(reply, 422, wechatResultPage('请填写微信昵称（最多20个字）'));
    // One nickname is one made-up WeChat account, so binding it twice shows the "already bound" rule.
    const openId = `sandbox_${createHash('sha256').update(nickname).digest('hex').slice(0, 28)}`;
    const purpose = ticket ? await recordScan(db, ticket, { openId, nickname }, clock()) : null;
    if (!purpose) return html(reply, 404, wechatResultPage(EXPIRED));
    return html(reply, 200, wechatResultPage('授权成功，请回到药批页面查看', purpose));
  });
}

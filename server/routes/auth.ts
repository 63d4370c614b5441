import type { FastifyInstance } from 'fastify';
import * as calls from '../../shared/contract/calls';
import { clientMeta } from '../http/client-meta';
import { memberRoute, route, type AppDeps } from '../http/route';
import { clearSessionCookie, deviceCookieOf, setDeviceCookie, setSessionCookie } from '../http/session';
import { assertSessionScope, changePassword, endAllSessions, endSession, listSessions, login, tokenForPage } from '../services/auth';
import { LoginThrottled } from '../services/auth/login-throttle';
import { buildUserState } from '../services/user-state';

export function registerAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Throttled inside the service (services/auth/login-throttle.ts): per
  // account and per client, failures only, growing delays.
  route(app, deps, calls.login, async ({ input, request, reply }) => {
    try {
      const result = await login(deps.db, deps.auth, input, { ...clientMeta(request), deviceCookie: deviceCookieOf(request) });
      setSessionCookie(reply, result.sessionToken, deps.cookieSecure);
      setDeviceCookie(reply, result.deviceCookie, deps.cookieSecure);
      // The body carries the access token only: the session token stays in the HttpOnly cookie.
      return { token: result.accessToken, user: result.user };
    } catch (error) {
      if (error instanceof LoginThrottled) reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
  });

  // Asked on every page with a header: a guest is answered, not failed (route.ts `probe`).
  memberRoute(app, deps, calls.userBase, async ({ session }) => buildUserState(deps.db, session.userId, await tokenForPage(deps.auth, session)), {
    probe: 'visitor',
  });

  // Works without a session too: the cookie is cleared either way, so a
  // client with a stale cookie can always get back to a clean state. Ends
  // the cookie's session; an access token may not end sessions (403).
  route(app, deps, calls.logout, async ({ session, reply }) => {
    if (session) {
      assertSessionScope(session);
      await endSession(deps.db, session.sessionId);
    }
    clearSessionCookie(reply, deps.cookieSecure);
    return null;
  });

  memberRoute(app, deps, calls.userSessions, async ({ session }) => {
    assertSessionScope(session);
    return { list: await listSessions(deps.db, session) };
  });

  memberRoute(
    app,
    deps,
    calls.logoutAll,
    async ({ session, reply }) => {
      assertSessionScope(session);
      await endAllSessions(deps.db, session.accountId);
      clearSessionCookie(reply, deps.cookieSecure);
      return null;
    },
    { message: '已退出所有设备' },
  );

  memberRoute(
    app,
    deps,
    calls.changePassword,
    async ({ input, session }) => {
      await changePassword(deps.db, deps.auth, session, input);
      return null;
    },
    { message: '密码已修改，其他设备已退出登录' },
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as calls from '../../shared/contract/calls';
import { clientMeta } from '../http/client-meta';
import { memberRoute, route, type AppDeps } from '../http/route';
import { clearSessionCookie, presentedToken, setSessionCookie } from '../http/session';
import { login, logout } from '../services/auth';
import { buildUserState } from '../services/user-state';

export interface LoginRateLimit {
  /** Attempts per window for one IP and username. */
  max: number;
  timeWindowMs: number;
}

export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimit = { max: 10, timeWindowMs: 60_000 };

// Keyed by IP and the username tried, so one office behind a single IP can
// still log in its several buyers, while guessing one account's password is
// slowed to 10 tries a minute.
function loginKey(request: FastifyRequest): string {
  const body = request.body as { username?: unknown } | null | undefined;
  const username = typeof body?.username === 'string' ? body.username.trim().toLowerCase().slice(0, 64) : '';
  return `login|${request.ip}|${username}`;
}

export function registerAuthRoutes(app: FastifyInstance, deps: AppDeps, rateLimit: LoginRateLimit): void {
  route(
    app,
    deps,
    calls.login,
    async ({ input, request, reply }) => {
      const result = await login(deps.db, input, clientMeta(request));
      setSessionCookie(reply, result.token, deps.cookieSecure);
      return result;
    },
    {
      config: {
        rateLimit: {
          max: rateLimit.max,
          timeWindow: rateLimit.timeWindowMs,
          // After body parsing, so the key can include the username.
          hook: 'preHandler',
          keyGenerator: loginKey,
        },
      },
    },
  );

  memberRoute(app, deps, calls.userBase, ({ session }) => buildUserState(deps.db, session.userId, session.token));

  // Works without a session too: the cookie is cleared either way, so a
  // client with a stale cookie can always get back to a clean state.
  route(app, deps, calls.logout, async ({ request, reply }) => {
    await logout(deps.db, presentedToken(request)?.token ?? null);
    clearSessionCookie(reply, deps.cookieSecure);
    return null;
  });
}

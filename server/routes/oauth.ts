import { createHash } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as calls from '../../shared/contract/calls';
import type { OauthTokenRateLimit } from '../config';
import { answerError } from '../http/error-handler';
import { memberRoute, route, type AppDeps } from '../http/route';
import { assertSessionScope } from '../services/auth';
import { approve, authorizeInfo, deny } from '../services/oauth/authorize';
import { listGrants, revokeGrant } from '../services/oauth/grants';
import { OAuthError, revokeToken, tokenRequest } from '../services/oauth/tokens';

const GRANT_TYPES = new Set(['authorization_code', 'refresh_token']);

/** What the token endpoint answers: an OAuthError, or the rate limit's refusal (not one of RFC 6749's codes, see below). */
type TokenEndpointError = Pick<OAuthError, 'description'> & { error: OAuthError['error'] | 'too_many_requests'; status: OAuthError['status'] | 429 };

const TOO_MANY = '请求过于频繁，请稍后再试';

/**
 * Token requests are counted per client_id and IP: the endpoint verifies a
 * confidential client's secret with scrypt, so unlimited guesses would cost
 * CPU more than they risk the 256-bit secret. The client_id is read from the
 * body or the Basic header, hence the preHandler hook (the body is parsed
 * by then); hashed, as it reaches Redis keys and logs.
 */
function tokenRateKey(request: FastifyRequest): string {
  const body = typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};
  const clientId = withBasicAuth(body, request.headers.authorization).client_id;
  const client = typeof clientId === 'string' ? createHash('sha256').update(clientId).digest('hex').slice(0, 32) : '-';
  return `oauth-token|${client}|${request.ip}`;
}

// The limiter throws this; the route's error handler answers it in the endpoint's own format.
class TokenRateLimited extends Error {
  readonly statusCode = 429;
}

function oauthError(reply: FastifyReply, error: TokenEndpointError): FastifyReply {
  if (error.status === 401) reply.header('www-authenticate', 'Basic realm="yaopi"');
  return reply
    .code(error.status)
    .header('cache-control', 'no-store')
    .header('pragma', 'no-cache')
    .send({ error: error.error, error_description: error.description });
}

/**
 * Partner sign-in (OAuth 2.0 authorisation code with PKCE). The consent
 * calls and 授权管理 are contract calls like any other; the token and
 * revocation endpoints speak the protocol's own JSON (RFC 6749 §5, RFC
 * 7009), since OAuth client libraries read exactly that: bad input there is
 * 400 invalid_request, not the envelope's 422.
 */
export function registerOauthRoutes(app: FastifyInstance, deps: AppDeps, tokenLimit: OauthTokenRateLimit): void {
  const { db } = deps;
  const clock = deps.auth.clock;

  route(app, deps, calls.oauthAuthorizeInfo, ({ input, session }) => authorizeInfo(db, input, session));

  memberRoute(app, deps, calls.oauthApprove, ({ input, session }) => {
    // Consent is given on the yaopi site itself, with its cookie: no token (not even the login's own) approves a partner.
    assertSessionScope(session);
    return approve(db, clock, session, input);
  });

  route(app, deps, calls.oauthDeny, ({ input }) => deny(db, input));

  memberRoute(app, deps, calls.oauthGrants, async ({ session }) => ({ list: await listGrants(db, session.accountId) }));

  memberRoute(
    app,
    deps,
    calls.oauthGrantRevoke,
    async ({ input, session }) => {
      await revokeGrant(db, session.accountId, input.id);
      return null;
    },
    { message: '已撤销授权' },
  );

  app.post(
    '/api/oauth/token',
    {
      config: {
        rateLimit: {
          max: tokenLimit.max,
          timeWindow: tokenLimit.timeWindowMs,
          hook: 'preHandler',
          keyGenerator: tokenRateKey,
          errorResponseBuilder: () => new TokenRateLimited(TOO_MANY),
        },
      },
      // RFC 6749 §5.2 has no code for "slow down" at this endpoint; 429 with Retry-After (set by the limiter) and
      // too_many_requests, as the common authorisation servers answer, which OAuth clients surface as an error.
      errorHandler: (error: FastifyError, request, reply) => {
        if (error instanceof TokenRateLimited) void oauthError(reply, { error: 'too_many_requests', description: TOO_MANY, status: 429 });
        else void answerError(error, request, reply);
      },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const grantType = typeof body.grant_type === 'string' ? body.grant_type : undefined;
      if (grantType === undefined) return oauthError(reply, new OAuthError('invalid_request', '缺少 grant_type'));
      if (!GRANT_TYPES.has(grantType)) return oauthError(reply, new OAuthError('unsupported_grant_type', '仅支持 authorization_code 与 refresh_token'));
      const parsed = calls.oauthTokenInput.safeParse(withBasicAuth(body, request.headers.authorization));
      if (!parsed.success) {
        const field = parsed.error.issues[0]?.path.join('.') ?? '';
        return oauthError(reply, new OAuthError('invalid_request', `参数 ${field} 缺失或格式不正确`));
      }
      try {
        const pair = await tokenRequest(db, clock(), parsed.data);
        return reply.code(200).header('cache-control', 'no-store').header('pragma', 'no-cache').send(pair);
      } catch (error) {
        if (error instanceof OAuthError) return oauthError(reply, error);
        throw error;
      }
    },
  );

  app.post('/api/oauth/revoke', async (request, reply) => {
    const parsed = calls.oauthRevokeInput.safeParse(withBasicAuth((request.body ?? {}) as Record<string, unknown>, request.headers.authorization));
    if (!parsed.success) return oauthError(reply, new OAuthError('invalid_request', '参数 token 或 client_id 缺失或格式不正确'));
    await revokeToken(db, parsed.data);
    return reply.code(200).header('cache-control', 'no-store').send({});
  });
}

/**
 * client_secret_basic (RFC 6749 §2.3.1): `Authorization: Basic
 * base64(client_id:client_secret)`, each part form-urlencoded. Merged into
 * the body's fields; a body naming another client_id is refused by the
 * schema's checks later (the Basic one wins).
 */
function withBasicAuth(body: Record<string, unknown>, header: string | undefined): Record<string, unknown> {
  const match = typeof header === 'string' ? /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header) : null;
  if (!match?.[1]) return body;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return body;
  try {
    return {
      ...body,
      client_id: decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' ')),
      client_secret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' ')),
    };
  } catch {
    return body;
  }
}

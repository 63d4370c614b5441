import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CallDef, OutputOf, ParsedInputOf } from '../../shared/contract/define-call';
import type { Envelope } from '../../shared/contract/envelope';
import { Code, Messages } from '../../shared/contract/codes';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { resolveSession, type AuthDeps, type AuthSession, type SessionClaim } from '../services/auth';
import type { AttemptStore } from '../services/auth/attempt-store';
import type { ChatProvider } from '../services/chat/provider';
import type { LogisticsProvider } from '../services/logistics/provider';
import type { OnlinePaymentProvider } from '../services/payment/provider';
import type { ReceivingBank } from '../config';
import type { PartnerOrigins } from '../services/partners/origins';
import type { SmsLimits } from '../services/sms/codes';
import type { SmsProvider } from '../services/sms/provider';
import type { StatsProvider } from '../services/stats';
import type { WechatProvider } from '../services/wechat/provider';
import { ACCOUNT_LEVEL_CALLS, PARTNER_TOKEN_REFUSED } from './account-level';
import { sessionClaimOf } from './auth';
import { clearSessionCookie, presentedToken } from './session';
import { checkAgainstContract, type ContractBreakHandler } from './contract-check';
import { parseInput } from './validation';

/** What route handlers get besides the request: the app's services and settings. */
export interface AppDeps {
  db: Database;
  stats: StatsProvider;
  /** Configured and development origins (CORS, and trusted for cookie-authenticated writes). */
  allowedOrigins: ReadonlySet<string>;
  /** The active partners' origins from the registry (CORS and framing only: partner pages use tokens, never the cookie). */
  partners: PartnerOrigins;
  cookieSecure: boolean;
  /** PUBLIC_URL when set: the site's origin for absolute links (QR codes). */
  publicUrl: string | undefined;
  /** Where a shipped order's parcel is (services/logistics; the local provider unless one is given). */
  logistics: LogisticsProvider;
  /** The online payment provider (services/payment; the sandbox when PAYMENT_SANDBOX allows it), or null: none configured. */
  payments: OnlinePaymentProvider | null;
  /** The marketplace's receiving account for transfers (config RECEIVING_*). */
  bank: ReceivingBank;
  /** Customer-service chat (services/chat; the local auto-reply desk unless one is given). */
  chat: ChatProvider;
  /** Signing keys, login throttle and clock for sessions and access tokens (services/auth). */
  auth: AuthDeps;
  /** WeChat sign-in for 绑定微信 (services/wechat; the local provider when WECHAT_SANDBOX allows it), or null: none configured. */
  wechat: WechatProvider | null;
  /** Attempt and rate counters: in memory, or Redis shared by all nodes when REDIS_URL is set. */
  counters: AttemptStore;
  /** Test servers only: every success answer is checked against its call's output schema (http/contract-check.ts). */
  contractCheck: ContractBreakHandler | null;

  /** Text messages (services/sms; the local outbox provider unless one is given) and the code send limits. */
  sms: { provider: SmsProvider; limits: SmsLimits };
}

export interface CallContext<C> {
  input: ParsedInputOf<C>;
  /** The caller's session, if the request presented a live one. */
  session: AuthSession | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface MemberContext<C> extends CallContext<C> {
  session: AuthSession;
}

/**
 * A member call that resolves a cookie session itself: `caller` is the
 * session when the route resolved it (a Bearer token), else the cookie's
 * claim, which the handler looks up in its own first statement and answers
 * 请先登录 (AppError.loginRequired) when no live session has it.
 */
export interface ClaimContext<C> extends CallContext<C> {
  caller: AuthSession | SessionClaim;
}

type Handler<C> = (ctx: CallContext<C>) => Promise<OutputOf<C>> | OutputOf<C>;
type MemberHandler<C> = (ctx: MemberContext<C>) => Promise<OutputOf<C>> | OutputOf<C>;
type ClaimHandler<C> = (ctx: ClaimContext<C>) => Promise<OutputOf<C>> | OutputOf<C>;

export interface RouteOptions {
  /** Route config, e.g. `{ rateLimit: {...} }` for @fastify/rate-limit. */
  config?: FastifyContextConfig;
  /** The success envelope's message when it should say what happened (e.g. 收藏成功); default 操作成功. */
  message?: string;
  /**
   * 'visitor' for the call that asks who the caller is (GET /api/user/base),
   * made on every page with a header: a request that presents no credential
   * at all is a visitor, a normal answer rather than a failure, so it gets
   * code 10001 with HTTP 200 and the browser logs no failed request for
   * every guest page view. A credential that no longer holds still gets
   * HTTP 401 (the session ended), and a dead session cookie is cleared with
   * it, so the next page is a plain visitor's.
   */
  probe?: 'visitor';
}

/** What a visitor's probe is answered (docs/product/errors.md code 10001, over HTTP 200). */
const VISITOR_ENVELOPE: Envelope<null> = { code: Code.LOGIN_REQUIRED, message: Messages.loginRequired, data: null };

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Input of a call: the query for GET/DELETE, the body for POST/PUT; path
 * parameters are merged over either, since the path is what was addressed.
 * A body that is not an object (a JSON array or string) is passed as is, and
 * the call's object schema reports it.
 */
function rawInput(request: FastifyRequest, method: string): unknown {
  const params = isPlainObject(request.params) ? request.params : {};
  const source = method === 'GET' || method === 'DELETE' ? request.query : request.body;
  if (source === undefined || source === null) return { ...params };
  if (!isPlainObject(source)) return source;
  return { ...source, ...params };
}

/**
 * A cookie is sent by the browser whichever page makes the request, so a
 * state-changing call authenticated by cookie must come from the site itself
 * or an allowlisted origin (SameSite=Lax already stops cross-site POSTs; this
 * also covers same-site neighbours such as another port on localhost).
 */
function assertTrustedOrigin(request: FastifyRequest, allowed: ReadonlySet<string>): void {
  const origin = request.headers.origin;
  if (!origin) return;
  const own = `${request.protocol}://${request.host}`;
  if (origin === own || allowed.has(origin)) return;
  throw AppError.forbidden();
}

/**
 * The request's live session, or null, with the same origin check as every
 * call: for the few routes that are not contract calls (the multipart
 * upload, the owner-only image answer).
 */
export async function sessionOf(request: FastifyRequest, deps: AppDeps): Promise<AuthSession | null> {
  const presented = presentedToken(request);
  if (!presented) return null;
  if (presented.via === 'cookie' && UNSAFE_METHODS.has(request.method)) assertTrustedOrigin(request, deps.allowedOrigins);
  return resolveSession(deps.db, deps.auth, presented);
}

function register<C extends CallDef>(
  app: FastifyInstance,
  deps: AppDeps,
  call: C,
  handler: (ctx: CallContext<C> & { claim: SessionClaim | null }) => Promise<OutputOf<C>> | OutputOf<C>,
  options: RouteOptions,
  claims = false,
): void {
  app.route({
    method: call.method,
    url: call.path,
    ...(options.config ? { config: options.config } : {}),
    handler: async (request, reply) => {
      const presented = presentedToken(request);
      if (presented?.via === 'cookie' && UNSAFE_METHODS.has(request.method)) assertTrustedOrigin(request, deps.allowedOrigins);
      if (call.access === 'member' && !presented) {
        if (options.probe === 'visitor') return reply.code(200).send(VISITOR_ENVELOPE);
        throw AppError.loginRequired();
      }
      // The input is parsed before the session is looked up: a refused input
      // costs no database round trip (a form's bad value, a scanner's junk).
      const input = parseInput(call.input, rawInput(request, call.method)) as ParsedInputOf<C>;
      // A route that takes claims looks a cookie session up in its own statement (one round trip fewer).
      const claim = claims ? sessionClaimOf(request) : null;
      const session = presented && !claim ? await resolveSession(deps.db, deps.auth, presented) : null;
      if (call.access === 'member' && !session && !claim) {
        if (options.probe === 'visitor' && presented?.via === 'cookie') clearSessionCookie(reply, deps.cookieSecure);
        throw AppError.loginRequired();
      }
      if (session?.scope === 'partner' && ACCOUNT_LEVEL_CALLS.has(call)) throw AppError.forbidden(PARTNER_TOKEN_REFUSED);
      const data = await handler({ input, session, claim, request, reply });
      if (deps.contractCheck) checkAgainstContract(call, data ?? null, deps.contractCheck);
      const body: Envelope<OutputOf<C> | null> = { code: Code.OK, message: options.message ?? Messages.ok, data: data ?? null };
      return reply.code(200).send(body);
    },
  });
}

/**
 * Registers a route from its shared/contract call definition: the method,
 * path and access come from the contract, the input is parsed with the
 * call's schema (bad input → 422 before the handler runs), a member call
 * without a live session answers 10001 (HTTP 401), and the handler's return
 * value is wrapped in the success envelope `{code: 10000, message: '操作成功', data}`.
 * Use memberRoute for calls with access 'member', so the handler's session
 * is typed as present.
 */
export function route<C extends CallDef>(app: FastifyInstance, deps: AppDeps, call: C, handler: Handler<C>, options: RouteOptions = {}): void {
  register(app, deps, call, handler, options);
}

/** route() for a member-only call: the handler always has a session. */
export function memberRoute<C extends CallDef>(app: FastifyInstance, deps: AppDeps, call: C, handler: MemberHandler<C>, options: RouteOptions = {}): void {
  if (call.access !== 'member') throw new Error(`memberRoute: ${call.method} ${call.path} is not a member call`);
  register(app, deps, call, (ctx) => handler(ctx as MemberContext<C>), options);
}

/**
 * memberRoute() for a call whose first statement can also look up the
 * buyer's session (POST /api/order: order_preflight_by_session): a session
 * cookie is not resolved here but handed over as a claim, so a burst of
 * orders costs one statement each before the stock is known, not two.
 */
export function memberRouteResolvingSession<C extends CallDef>(
  app: FastifyInstance,
  deps: AppDeps,
  call: C,
  handler: ClaimHandler<C>,
  options: RouteOptions = {},
): void {
  if (call.access !== 'member') throw new Error(`memberRouteResolvingSession: ${call.method} ${call.path} is not a member call`);
  register(app, deps, call, (ctx) => handler({ ...ctx, caller: ctx.session ?? ctx.claim! }), options, true);
}

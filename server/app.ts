import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import type { ContractBreakHandler } from './http/contract-check';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Redis } from 'ioredis';
import {
  allowedOriginsFromEnv,
  cookieSecureFromEnv,
  frameAncestorsFromEnv,
  oauthTokenRateLimitFromEnv,
  redisPrefixFromEnv,
  paymentSandboxFromEnv,
  receivingBankFromEnv,
  wechatSandboxFromEnv,
  type OauthTokenRateLimit,
  type ReceivingBank,
} from './config';
import type { Database } from './db/client';
import { BODY_LIMIT_BYTES, parseUrlEncoded } from './http/body-parsing';
import { answerClientError, answerFrameworkError, installErrorHandler } from './http/error-handler';
import type { AppDeps } from './http/route';
import { installSecurityHeaders } from './http/security-headers';
import { registerStaticSite } from './http/static-site';
import { registerAddressRoutes } from './routes/address';
import { registerAfterSaleRoutes } from './routes/after-sale';
import { registerAuthRoutes } from './routes/auth';
import { registerCartRoutes } from './routes/cart';
import { registerDealZoneRoutes } from './routes/deal-zone';
import { registerCashbackWelfareRoutes } from './routes/cashback';
import { registerComboGiftRoutes } from './routes/combo-gift';
import { DEFAULT_CHAT_RATE_LIMIT, registerChatRoutes, type ChatRateLimit } from './routes/chat';
import { registerContentRoutes } from './routes/content';
import { registerAdRoutes } from './routes/ad';
import { registerContractRoutes } from './routes/contract';
import { registerFavoriteRoutes } from './routes/favorite';
import { registerGoodsImageRoutes } from './routes/goods-images';
import { registerGoodsRoutes } from './routes/goods';
import { registerZoneRoutes } from './routes/zone';
import { registerHelpRoutes } from './routes/help';
import { registerImageRoutes } from './routes/images';
import { registerLogisticsRoutes } from './routes/logistics';
import { registerOrderRoutes } from './routes/order';
import { registerPaymentRoutes } from './routes/payment';
import { registerPayPasswordRoutes } from './routes/pay-password';
import { registerAccountRoutes } from './routes/account';
import { registerWechatRoutes } from './routes/wechat';
import { localWechatProvider, type WechatProvider } from './services/wechat/provider';
import { registerPointsRoutes } from './routes/points';
import { registerInvoiceRoutes } from './routes/invoice';
import { registerSearchRoutes } from './routes/search';
import { registerSelfServiceRoutes } from './routes/self-service';
import { registerTestControlRoutes } from './routes/test-control';
import { registerOnboardingRoutes } from './routes/onboarding';
import { registerOauthRoutes } from './routes/oauth';
import { registerEmbedRoutes } from './routes/embed';
import { partnerOrigins, PARTNER_ORIGINS_TTL_MS } from './services/partners/origins';
import { registerSmsRoutes } from './routes/sms';
import { registerSellerRoutes } from './routes/seller';
import { registerLotteryRoutes } from './routes/lottery';
import { registerStatsRoutes, type PageViewLimit } from './routes/stats';
import { registerWalletRoutes } from './routes/wallet';
import { localChatProvider } from './services/chat/local';
import type { ChatProvider } from './services/chat/provider';
import { localLogisticsProvider } from './services/logistics/local';
import { localSellerSource, type LocalSellerSource } from './services/seller-sim/register';
import { listeningOrigin } from './http/listening-origin';
import { shipFrom } from './services/logistics/ship-from';
import { erpTraceOr } from './services/seller/parcel-trace';
import type { LogisticsProvider } from './services/logistics/provider';
import { sandboxProvider } from './services/payment/sandbox';
import { onlineProviderFromEnv } from './services/payment/configured';
import { smsProviderFromEnv } from './services/sms/configured';
import type { OnlinePaymentProvider } from './services/payment/provider';
import { failoverAttemptStore, memoryAttemptStore, redisAttemptStore, type AttemptStore } from './services/auth/attempt-store';
import { redisLink, type RedisLink } from './services/redis-link';
import { countersRateLimitStore } from './http/rate-limit-store';
import { registerHealthRoutes, type Readiness } from './http/health';
import { REQUEST_TIMEOUT_MS } from './timeouts';
import { trackInFlight, type InFlight } from './http/in-flight';
import { DEFAULT_LOGIN_THROTTLE, loginThrottle, type LoginThrottlePolicy } from './services/auth/login-throttle';
import { signingKeySource } from './services/auth/signing-secret';
import { DEFAULT_SMS_LIMITS, type SmsLimits } from './services/sms/codes';
import { localSmsProvider } from './services/sms/local';
import type { SmsProvider } from './services/sms/provider';
import { databaseStatsProvider, type StatsProvider } from './services/stats';

declare module 'fastify' {
  interface FastifyInstance {
    /** The page-view provider, so tests and main.ts can flush its buffer. */
    pageViews: StatsProvider;
    /** Requests being answered, for main.ts's shutdown (http/in-flight.ts). */
    inFlight: InFlight;
    /** The online payment provider the app pays and refunds through, for main.ts's lifecycle jobs (a cancelled order's refund). */
    onlinePayments: OnlinePaymentProvider | null;
    /** The local seller simulation's client of /api/seller/v1 on this app's own address, for the lifecycle jobs (services/seller-sim). */
    localSeller: LocalSellerSource;
  }
}

export interface BuildAppOptions {
  /** Turns on the test double of time (routes/test-control.ts); main.ts passes TEST_CONTROL_TOKEN outside production. */
  testControlToken?: string | null;
  db: Database;
  /** Fastify logger options; off by default (tests), main.ts turns it on. */
  logger?: FastifyServerOptions['logger'];
  /**
   * CORS-with-credentials allowlist besides the partner registry; default
   * ALLOWED_ORIGINS, plus the development origins unless NODE_ENV=production.
   * The active partners' origins (table partners) are allowed too, read at
   * run time (services/partners/origins.ts).
   */
  allowedOrigins?: string[];
  /** Who may frame the pages meant for frames (order frame, chat) besides the partners' origins; default FRAME_ANCESTORS, else the allowlist. */
  frameAncestors?: string[];
  /** How long the partner registry's origins are cached (ms); default 5 s. Tests pass 0 to see a change at once. */
  partnerOriginsTtlMs?: number;
  /** Secure session cookie (behind https); default COOKIE_SECURE=1. */
  cookieSecure?: boolean;
  /** Trust X-Forwarded-* from a load balancer; default TRUST_PROXY=1. */
  trustProxy?: boolean;
  /** The site's public origin for absolute links; default PUBLIC_URL, else the request's origin. */
  publicUrl?: string;
  /** Page views; default the buffered database provider (services/stats.ts), flushed on close. */
  stats?: StatsProvider;
  /** Per-client page-view limit; default 60 a minute. */
  pageViewLimit?: PageViewLimit;
  /** Parcel traces; default the local provider (services/logistics/local.ts). */
  logistics?: LogisticsProvider;
  /**
   * Online payments; default the sandbox provider (services/payment/sandbox.ts)
   * when PAYMENT_SANDBOX allows it (config.ts paymentSandboxFromEnv), else
   * none. null: no online provider (在线支付 shown disabled).
   */
  payments?: OnlinePaymentProvider | null;
  /** WeChat sign-in; default the local provider (services/wechat/provider.ts) when WECHAT_SANDBOX allows it, else none. */
  wechat?: WechatProvider | null;
  /** The environment read for defaults; default process.env. */
  env?: NodeJS.ProcessEnv;
  /** The receiving account for transfers; default RECEIVING_* from the environment. */
  bank?: ReceivingBank;
  /** Free failures and delays of the login throttle; default services/auth/login-throttle.ts. */
  loginThrottle?: LoginThrottlePolicy;
  /** Epoch ms; default Date.now. Throttle delays and access-token expiry follow it (tests move it). */
  clock?: () => number;
  /** Signs access tokens and device cookies; default SESSION_SIGNING_SECRET, else a secret kept in the database. */
  sessionSigningSecret?: string;
  /** Customer-service chat; default the local auto-reply desk (services/chat/local.ts). */
  chat?: ChatProvider;
  chatRateLimit?: ChatRateLimit;
  /** Token requests per window for one client_id at one IP; default OAUTH_TOKEN_RATE_LIMIT a minute (60). */
  oauthTokenRateLimit?: OauthTokenRateLimit;
  /**
   * An ioredis client (REDIS_URL): login counters and rate limits then live
   * in Redis, shared by all API nodes, and in this node's memory while Redis
   * is down (services/redis-link.ts). main.ts passes one made by
   * acceleratorRedis(), which never queues a command while disconnected.
   */
  redis?: Redis;
  /** Key prefix of this app's counters in Redis; default REDIS_PREFIX, else 'yaopi:'. Tests pass their own. */
  redisPrefix?: string;
  /** Fastify's handlerTimeout (ms): a request not answered by then gets 503; default REQUEST_TIMEOUT_MS (server/timeouts.ts). */
  requestTimeoutMs?: number;
  /** What GET /health/ready checks besides the database (main.ts: draining on SIGTERM); default always serving. */
  readiness?: Readiness;
  /** Text messages; default the local provider (services/sms/local.ts: the sms_outbox table and a log line). */
  sms?: SmsProvider;
  /** Verification-code send limits; default services/sms/codes.ts DEFAULT_SMS_LIMITS. */
  smsLimits?: SmsLimits;
  /** Folder holding dist/ and demo/; default the project root. */
  projectRoot?: string;
  /**
   * Test servers: check every success answer against its call's output
   * schema and report breaks here (the request then answers 500). main.ts
   * turns it on with CONTRACT_CHECK=1 outside production, logging each break.
   */
  contractCheck?: ContractBreakHandler;
}

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The API and site server. Not listening yet: main.ts and the tests call listen(). */
export function buildApp(options: BuildAppOptions): FastifyInstance {
  const env = options.env ?? process.env;
  const sandbox = paymentSandboxFromEnv(env);
  const allowedOrigins = options.allowedOrigins ?? allowedOriginsFromEnv(env);
  const clock = options.clock ?? Date.now;
  const redisPrefix = options.redisPrefix ?? redisPrefixFromEnv(env);
  // Views that fail to write are reported on the app's log; the app exists by the time a flush runs.
  const late: { app?: FastifyInstance } = {};
  const link: RedisLink | null = options.redis
    ? redisLink(options.redis, {
        warn: (details, message) => late.app?.log.warn(details, message),
        info: (details, message) => late.app?.log.info(details, message),
      })
    : null;
  const counters: AttemptStore = link ? failoverAttemptStore(link, redisAttemptStore(link.redis, `${redisPrefix}attempts:`)) : memoryAttemptStore();
  const stats =
    options.stats ??
    databaseStatsProvider(options.db, { onError: (error) => late.app?.log.error({ err: error }, '访问统计写入失败 / page views not written') });
  const partners = partnerOrigins(options.db, { ttlMs: options.partnerOriginsTtlMs ?? PARTNER_ORIGINS_TTL_MS });
  const deps: AppDeps = {
    db: options.db,
    partners,
    stats,
    counters,
    auth: {
      keys: signingKeySource(options.db, options.sessionSigningSecret ?? env.SESSION_SIGNING_SECRET),
      throttle: loginThrottle(counters, options.loginThrottle ?? DEFAULT_LOGIN_THROTTLE, clock),
      clock,
    },
    allowedOrigins: new Set(allowedOrigins),
    cookieSecure: options.cookieSecure ?? cookieSecureFromEnv(env),
    publicUrl: options.publicUrl ?? (env.PUBLIC_URL || undefined),
    logistics:
      options.logistics ??
      erpTraceOr(
        options.db,
        localLogisticsProvider(() => shipFrom(options.db)),
      ),
    // A real provider when PAYMENT_PROVIDER names one; else the sandbox where allowed.
    payments: options.payments !== undefined ? options.payments : (onlineProviderFromEnv(env) ?? (sandbox === 'off' ? null : sandboxProvider())),
    bank: options.bank ?? receivingBankFromEnv(env),
    chat: options.chat ?? localChatProvider(options.db),
    contractCheck: options.contractCheck ?? null,

    sms: {
      provider:
        options.sms ??
        smsProviderFromEnv(env) ??
        localSmsProvider(options.db, (message) =>
          late.app?.log.info({ phone: message.phone, purpose: message.purpose }, `本地短信（未真实发送）/ local SMS to ${message.phone}: ${message.body}`),
        ),
      limits: options.smsLimits ?? DEFAULT_SMS_LIMITS,
    },
    wechat: options.wechat !== undefined ? options.wechat : wechatSandboxFromEnv(env) === 'off' ? null : localWechatProvider(),
  };

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? env.TRUST_PROXY === '1',
    routerOptions: { querystringParser: parseUrlEncoded },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    handlerTimeout: options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
  });
  late.app = app;
  app.decorate('inFlight', trackInFlight(app));

  // The sandbox pays without money: say so loudly whenever it is on.
  if (deps.payments?.name === 'sandbox') {
    app.log.warn(
      { paymentSandbox: sandbox },
      '沙箱支付已开启：扫码即可“支付”，不产生真实扣款，生产环境请设置 PAYMENT_SANDBOX=0 / payment sandbox is ON (a test double; off in production unless PAYMENT_SANDBOX=force)',
    );
  } else if (sandbox === 'off' && ['1', 'true', 'on'].includes((env.PAYMENT_SANDBOX ?? '').trim().toLowerCase())) {
    app.log.warn('NODE_ENV=production 下 PAYMENT_SANDBOX=1 不生效，如确需开启请设置 PAYMENT_SANDBOX=force / PAYMENT_SANDBOX=1 is ignored in production');
  }
  app.decorate('pageViews', stats);
  app.decorate('onlinePayments', deps.payments);
  app.decorate(
    'localSeller',
    localSellerSource(
      deps.db,
      () => listeningOrigin(app),
      (error) => app.log.error({ err: error }, '本地演示商家处理失败 / local seller step failed'),
    ),
  );
  // Its webhook listener and scheduled steps end with the app.
  app.addHook('onClose', async () => app.localSeller.close());
  // Buffered page views are written before the database closes (main.ts closes the app first).
  app.addHook('onClose', async () => {
    await stats.close?.();
    // The client's owner quits it next: its closing is no outage to report.
    link?.close();
  });

  installErrorHandler(app);
  const configuredFrameAncestors = options.frameAncestors ?? frameAncestorsFromEnv(env, allowedOrigins);
  installSecurityHeaders(app, {
    frameAncestors: async () => [...configuredFrameAncestors, ...(await partners.list())],
    publicUrl: deps.publicUrl,
  });

  // Bodies: JSON (Fastify's own parser) and form-encoded via qs, the spec's
  // client default. Plain text is not an input format here; without this
  // a text body would reach handlers as a string.
  app.removeContentTypeParser('text/plain');
  app.register(fastifyFormbody, { parser: parseUrlEncoded, bodyLimit: BODY_LIMIT_BYTES });
  app.register(fastifyCookie);
  app.register(fastifyCors, {
    // Configured and development origins at once; any other is looked up in the partner registry (cached briefly).
    origin: (origin, callback) => {
      if (origin === undefined || deps.allowedOrigins.has(origin)) return callback(null, true);
      partners.has(origin).then(
        (allowed) => callback(null, allowed),
        (error: unknown) => callback(error as Error, false),
      );
    },
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', 'X-Requested-With', 'Idempotency-Key'],
    maxAge: 600,
  });
  app.register(fastifyRateLimit, {
    global: false,
    // On the login counters (Redis, falling back to this node's memory): one place that knows whether Redis is up.
    store: countersRateLimitStore(counters, clock),
  });
  registerHealthRoutes(app, { db: options.db, redis: link, readiness: options.readiness });

  app.register(async (api) => {
    registerAuthRoutes(api, deps);
    registerContentRoutes(api, deps);
    registerHelpRoutes(api, deps);
    registerAdRoutes(api, deps);
    registerStatsRoutes(api, deps, options.pageViewLimit);
    registerImageRoutes(api, deps);
    registerGoodsRoutes(api, deps);
    registerZoneRoutes(api, deps);
    registerFavoriteRoutes(api, deps);
    registerGoodsImageRoutes(api, deps);
    registerSearchRoutes(api, deps);
    registerCartRoutes(api, deps);
    registerOrderRoutes(api, deps);
    registerDealZoneRoutes(api, deps);
    registerCashbackWelfareRoutes(api, deps);
    registerComboGiftRoutes(api, deps);
    registerPaymentRoutes(api, deps);
    registerPayPasswordRoutes(api, deps);
    registerAccountRoutes(api, deps);
    registerWechatRoutes(api, deps);
    registerAddressRoutes(api, deps);
    registerWalletRoutes(api, deps);
    registerAfterSaleRoutes(api, deps);
    registerLogisticsRoutes(api, deps);
    registerPointsRoutes(api, deps);
    registerInvoiceRoutes(api, deps);
    registerSelfServiceRoutes(api, deps);
    registerContractRoutes(api, deps);
    registerChatRoutes(api, deps, options.chatRateLimit ?? DEFAULT_CHAT_RATE_LIMIT);
    registerSmsRoutes(api, deps);
    registerLotteryRoutes(api, deps);
    registerOauthRoutes(api, deps, options.oauthTokenRateLimit ?? oauthTokenRateLimitFromEnv(env));
    registerEmbedRoutes(api, deps);
    registerOnboardingRoutes(api, deps);
    registerSellerRoutes(api, deps);
    if (options.testControlToken) registerTestControlRoutes(api, deps.db, options.testControlToken, { payments: deps.payments, localSeller: app.localSeller });
  });

  registerStaticSite(app, options.projectRoot ?? PROJECT_ROOT);
  return app;
}

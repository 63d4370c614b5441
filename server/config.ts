import { hostname } from 'node:os';

/**
 * Settings read from the environment, in one place so app.ts and main.ts
 * agree on names and defaults.
 */

/**
 * NODE_ENV=production means production; anything else (unset, development,
 * test) is development. `npm start`, the test servers and `npm run dev` run
 * in development unless NODE_ENV=production is set.
 */
export function isProductionFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === 'production';
}

/**
 * The local origins a developer's tools run on. Allowed for CORS (and so for
 * framing) in development only: in production nothing but ALLOWED_ORIGINS.
 */
export const DEVELOPMENT_ORIGINS: readonly string[] = [
  // `npm start` opened as localhost while the API answers on 127.0.0.1 (the demo pages).
  'http://localhost:8080',
  'http://127.0.0.1:8080',
  // web-test-runner serves the widget tests from here.
  'http://localhost:8000',
  'http://127.0.0.1:8000',
  // Vite dev server.
  'http://127.0.0.1:5173',
  'http://localhost:5173',
];

/** "a, b c" → ['a', 'b', 'c'] without empties or trailing slashes. */
export function listFromEnv(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(/[\s,]+/)
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter((item) => item.length > 0);
}

/** Origins allowed to call the API with credentials: ALLOWED_ORIGINS, plus DEVELOPMENT_ORIGINS outside production. */
export function allowedOriginsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  const development = isProductionFromEnv(env) ? [] : DEVELOPMENT_ORIGINS;
  return [...new Set([...development, ...listFromEnv(env.ALLOWED_ORIGINS)])];
}

/**
 * Who may put the pages meant for frames (the order frame, the chat) in a
 * frame: FRAME_ANCESTORS when set, else the CORS allowlist (which holds the
 * development origins only outside production). Every other page may be
 * framed by the site alone (server/http/page-policy.ts).
 */
export function frameAncestorsFromEnv(env: NodeJS.ProcessEnv, allowedOrigins: readonly string[]): string[] {
  const configured = listFromEnv(env.FRAME_ANCESTORS);
  return configured.length > 0 ? configured : [...allowedOrigins];
}

/**
 * The origins the demo partner page (demo/partner.html) is served from, so
 * main.ts can register them for the demo partner at start:
 * DEMO_PARTNER_ORIGIN (comma-separated) when set; otherwise, outside
 * production, http://localhost:<PORT> (the demo opened at localhost while
 * the site answers on 127.0.0.1). Production registers none unless asked.
 */
export function demoPartnerOriginsFromEnv(env: NodeJS.ProcessEnv, port: number): string[] {
  const configured = listFromEnv(env.DEMO_PARTNER_ORIGIN);
  if (configured.length > 0) return configured;
  return isProductionFromEnv(env) ? [] : [`http://localhost:${port}`];
}

/** COOKIE_SECURE=1 when the site is served over https (behind a TLS proxy). */
export function cookieSecureFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.COOKIE_SECURE === '1' || env.COOKIE_SECURE === 'true';
}

/** The marketplace's receiving account for transfers (线下转账 / 对公转账), shown on the pay page. */
export interface ReceivingBank {
  /** 开户银行. */
  name: string;
  /** 账户名称. */
  account_name: string;
  account: string;
}

/** RECEIVING_BANK_NAME / RECEIVING_ACCOUNT_NAME / RECEIVING_ACCOUNT, defaulting to the demo company's account. */
export function receivingBankFromEnv(env: NodeJS.ProcessEnv = process.env): ReceivingBank {
  return {
    name: env.RECEIVING_BANK_NAME || '中国工商银行石家庄中山路支行',
    account_name: env.RECEIVING_ACCOUNT_NAME || '河北药批医药科技有限公司',
    account: env.RECEIVING_ACCOUNT || '0402 0211 0930 0123 456',
  };
}

/** LIFECYCLE_INTERVAL_SECONDS: how often main.ts runs the order lifecycle jobs; 0 turns them off. Default 30. */
export function lifecycleIntervalFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.LIFECYCLE_INTERVAL_SECONDS ?? 30);
  return Number.isFinite(value) && value >= 0 ? value : 30;
}

/** Requests per window to the OAuth token endpoint from one client_id at one IP (routes/oauth.ts). */
export interface OauthTokenRateLimit {
  max: number;
  timeWindowMs: number;
}

/**
 * OAUTH_TOKEN_RATE_LIMIT: token requests a minute for one client_id from one
 * IP; default 60. A browser partner page refreshes about four times an hour
 * per buyer; a partner's server exchanging for many buyers from one address
 * may need more.
 */
export function oauthTokenRateLimitFromEnv(env: NodeJS.ProcessEnv = process.env): OauthTokenRateLimit {
  const value = Number(env.OAUTH_TOKEN_RATE_LIMIT || 60);
  return { max: Number.isInteger(value) && value > 0 ? value : 60, timeWindowMs: 60_000 };
}

/**
 * NODE_NAME: this API node's name in the lifecycle's lease rows and log
 * lines (who ran which job); default <host name>:<PORT>, which tells apart
 * two nodes on one machine as well as nodes on several.
 */
export function nodeNameFromEnv(env: NodeJS.ProcessEnv, port: number, host: string = hostname()): string {
  const configured = (env.NODE_NAME ?? '').trim();
  return configured !== '' ? configured.slice(0, 100) : `${host}:${port}`;
}

/**
 * The sandbox payment gateway (services/payment/sandbox.ts) is a test
 * double: anyone holding its QR code pays without money. PAYMENT_SANDBOX:
 * - unset: on in development and tests, off when NODE_ENV=production;
 * - 1 / true / on: on, except under NODE_ENV=production (not enough there);
 * - 0 / false / off: off;
 * - force: on even in production (a staging site; logged loudly).
 * Off with no real provider configured, 在线支付 is offered disabled.
 */
export type SandboxSetting = 'on' | 'off' | 'forced';

export function paymentSandboxFromEnv(env: NodeJS.ProcessEnv = process.env): SandboxSetting {
  const value = (env.PAYMENT_SANDBOX ?? '').trim().toLowerCase();
  if (value === 'force') return 'forced';
  if (value === '0' || value === 'false' || value === 'off') return 'off';
  return env.NODE_ENV === 'production' ? 'off' : 'on';
}

/**
 * The local WeChat provider (services/wechat/provider.ts) binds a made-up
 * WeChat account to whoever opens its QR code. WECHAT_SANDBOX reads like
 * PAYMENT_SANDBOX: on in development and tests, off under
 * NODE_ENV=production unless 'force'; 0 / false / off turns it off.
 */
export function wechatSandboxFromEnv(env: NodeJS.ProcessEnv = process.env): SandboxSetting {
  return paymentSandboxFromEnv({ NODE_ENV: env.NODE_ENV, PAYMENT_SANDBOX: env.WECHAT_SANDBOX });
}

/**
 * TEST_CONTROL_TOKEN: turns on the test double of time (routes/test-control.ts)
 * for end-to-end tests, which run the order lifecycle "later" instead of
 * waiting. Never in production, whatever is set: null there, and for a token
 * too short to be a secret.
 */
/** CONTRACT_CHECK=1 outside production: check every answer against its call's output schema (test servers). */
export function contractCheckFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return !isProductionFromEnv(env) && env.CONTRACT_CHECK === '1';
}

export function testControlTokenFromEnv(env: NodeJS.ProcessEnv = process.env): string | null {
  if (isProductionFromEnv(env)) return null;
  const token = env.TEST_CONTROL_TOKEN ?? '';
  return token.length >= 16 ? token : null;
}

/**
 * REDIS_PREFIX: the start of every key this deployment writes to Redis
 * (login counters, rate limits), default 'yaopi:'. Two deployments (staging
 * and production, or two sites) can then share one Redis without counting
 * each other's logins.
 */
export function redisPrefixFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const configured = (env.REDIS_PREFIX ?? '').trim();
  return configured !== '' ? configured.slice(0, 100) : 'yaopi:';
}

import { and, desc, eq, gt, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { UserState } from '../../shared/contract/user';
import type { Database } from '../db/client';
import { preparedOn } from '../db/prepared';
import { sessions, users } from '../db/schema';
import { AppError } from '../errors';
import { newDeviceId, signDeviceCookie, verifyDeviceCookie } from '../lib/device-cookie';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../lib/password';
import { hashSessionToken, looksLikeAccessToken, newSessionToken, signAccessToken, verifyAccessToken, type AccessScope } from '../lib/session-token';
import { retryAfterSeconds } from './auth/delay-schedule';
import type { LoginThrottle } from './auth/login-throttle';
import type { SigningKeySource } from './auth/signing-secret';
import { buildUserState } from './user-state';
import { ACCESS_TOKEN_PREFIX } from './oauth/secrets';
import { resolvePartnerToken } from './oauth/tokens';

/** Sessions last 7 days from login; the cookie's Max-Age matches. */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
/** Access tokens (what page script and partner widgets get) live 2 hours, and never longer than their session. */
export const ACCESS_TOKEN_TTL_SECONDS = 2 * 60 * 60;

/**
 * A live session as a request presents it. `scope` says how: 'session' by
 * the session cookie (the account itself: password, sessions), 'buyer'
 * by a signed access token (buying, not the account), or 'partner' by a
 * partner's OAuth access token (services/oauth: buying on the partner's
 * page; refused on every account-level call, http/account-level.ts).
 */
export interface AuthSession {
  /** The sessions row; 0 for a partner token, which stands for an OAuth grant instead. */
  sessionId: number;
  /**
   * The buyer the session acts for: the current store (门店, sessions.buyer_id)
   * or, when none is chosen, the login account itself. Carts, orders,
   * addresses, wallet and every other per-buyer call use this id.
   */
  userId: number;
  /** The login account (sessions.user_id): password, sessions, 支付密码 and the store list belong to it. */
  accountId: number;
  scope: 'session' | AccessScope | 'partner';
  /** The presented access token when scope is 'buyer' or 'partner'; null for the cookie. */
  accessToken: string | null;
  /** When the session itself ends (epoch ms). */
  expiresAt: number;
}

export interface ClientMeta {
  ip: string;
  userAgent: string;
}

/** What the auth services need besides the database: the signing keys, the login throttle and the clock. */
export interface AuthDeps {
  keys: SigningKeySource;
  throttle: LoginThrottle;
  clock: () => number;
}

// One message for an unknown account and a wrong password, so the form does
// not tell anyone which usernames exist.
export const WRONG_CREDENTIALS = '用户名或密码错误';
export const ACCESS_TOKEN_REFUSED = '当前凭证无权进行此操作，请在药批网站登录后重试';

export interface LoginResult {
  /** The session token: for the HttpOnly cookie only, never a JSON body. */
  sessionToken: string;
  /** The access token the body carries. */
  accessToken: string;
  /** The signed known-device cookie value for this browser and account. */
  deviceCookie: string;
  user: UserState;
}

/** Signs an access token for a session: 2 h, cut short by the session's own end. */
export async function issueAccessToken(auth: AuthDeps, session: { sessionId: number; expiresAt: number }): Promise<string> {
  const keys = await auth.keys();
  const expiresAt = Math.floor(Math.min(auth.clock() + ACCESS_TOKEN_TTL_SECONDS * 1000, session.expiresAt) / 1000);
  return signAccessToken(keys.accessToken, { sessionId: session.sessionId, expiresAt, scope: 'buyer' });
}

/**
 * The token a user state carries: an access token never mints another
 * (it hands back itself), the cookie gets a fresh one.
 */
export async function tokenForPage(auth: AuthDeps, session: AuthSession): Promise<string> {
  return session.accessToken ?? issueAccessToken(auth, session);
}

/**
 * Logs a buyer in by username or phone. Wrong credentials are a 422 on the
 * password field: the login form shows it under the field, and clients
 * following docs/product/errors.md show the first field message. Attempts go through the
 * throttle first (429 LoginThrottled without checking the password).
 */
export async function login(
  db: Database,
  auth: AuthDeps,
  credentials: { username: string; password: string },
  meta: ClientMeta & { deviceCookie: string | undefined },
): Promise<LoginResult> {
  const { username, password } = credentials;
  // Only login accounts (not store accounts, which have no password). A
  // username match wins over a phone match should the two ever collide.
  const [account] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(and(isNull(users.ownerId), isNotNull(users.passwordHash), or(eq(users.username, username), eq(users.phone, username))))
    .orderBy(desc(sql`${users.username} = ${username}`))
    .limit(1);

  const keys = await auth.keys();
  const device = verifyDeviceCookie(keys.deviceCookie, meta.deviceCookie);
  const attempt = await auth.throttle.begin({ accountId: account?.id ?? null, name: username }, meta.ip, device);

  const matches = await verifyPassword(password, account?.passwordHash ?? (await decoyPasswordHash()));
  if (!account || !matches) {
    await attempt.failed();
    throw AppError.field('password', WRONG_CREDENTIALS);
  }
  await attempt.succeeded();
  return openSession(db, auth, account.id, meta);
}

/**
 * A new session for a login account that proved who it is (password, or a
 * scan by its bound WeChat: services/wechat/login.ts), with its access
 * token, known-device cookie and user state.
 */
export async function openSession(
  db: Database,
  auth: AuthDeps,
  accountId: number,
  meta: ClientMeta & { deviceCookie: string | undefined },
): Promise<LoginResult> {
  const keys = await auth.keys();
  const account = { id: accountId };
  const device = verifyDeviceCookie(keys.deviceCookie, meta.deviceCookie);
  const sessionToken = newSessionToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
  const sessionId = await db.transaction(async (tx) => {
    // Housekeeping on the way in keeps the table from growing without a cron.
    await tx.delete(sessions).where(and(eq(sessions.userId, account.id), lt(sessions.expiresAt, new Date())));
    const [row] = await tx
      .insert(sessions)
      .values({
        userId: account.id,
        tokenHash: hashSessionToken(sessionToken),
        ip: meta.ip.slice(0, 64),
        userAgent: meta.userAgent.slice(0, 512),
        expiresAt,
      })
      .returning({ id: sessions.id });
    return row!.id;
  });

  const accessToken = await issueAccessToken(auth, { sessionId, expiresAt: expiresAt.getTime() });
  // Keep the device id this browser already had for this account; any other cookie is replaced.
  const deviceId = device?.userId === account.id ? device.deviceId : newDeviceId();
  return {
    sessionToken,
    accessToken,
    deviceCookie: signDeviceCookie(keys.deviceCookie, { userId: account.id, deviceId }),
    user: await buildUserState(db, account.id, accessToken),
  };
}

/** Who a session row acts for: its current store, else the login account. */
function actors(row: { accountId: number; buyerId: number | null }): Pick<AuthSession, 'userId' | 'accountId'> {
  return { userId: row.buyerId ?? row.accountId, accountId: row.accountId };
}

/** Every member call asks this first: prepared once (server/db/prepared.ts). */
const sessionByTokenHash = (db: Database) =>
  db
    .select({ id: sessions.id, accountId: sessions.userId, buyerId: sessions.buyerId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`)))
    .limit(1)
    .prepare('session_by_token_hash');

/**
 * The live session a presented token stands for, or null (unknown, forged,
 * logged out or expired). The cookie must hold a session token; a Bearer
 * header must hold an access token, so the session secret has no use
 * outside its HttpOnly cookie.
 */
export async function resolveSession(db: Database, auth: AuthDeps, presented: { token: string; via: 'cookie' | 'bearer' }): Promise<AuthSession | null> {
  const { token, via } = presented;
  if (via === 'bearer') {
    if (token.startsWith(ACCESS_TOKEN_PREFIX)) return resolvePartnerToken(db, token, auth.clock());
    if (!looksLikeAccessToken(token)) return null;
    const claims = verifyAccessToken((await auth.keys()).accessToken, token, auth.clock());
    if (!claims) return null;
    const [row] = await db
      .select({ id: sessions.id, accountId: sessions.userId, buyerId: sessions.buyerId, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(and(eq(sessions.id, claims.sessionId), gt(sessions.expiresAt, new Date())))
      .limit(1);
    return row ? { ...actors(row), sessionId: row.id, scope: claims.scope, accessToken: token, expiresAt: row.expiresAt.getTime() } : null;
  }
  const claim = sessionClaimOf(token);
  if (!claim) return null;
  const [row] = await preparedOn(db, 'session_by_token_hash', sessionByTokenHash).execute({ hash: claim.tokenHash, now: claim.now.toISOString() });
  return row ? cookieSessionOf({ ...row, expiresAt: row.expiresAt.getTime() }) : null;
}

/**
 * A session token as a statement looks it up: the live sessions row with
 * this hash at `now`. A route whose own first statement can do the lookup
 * (POST /api/order) takes the claim instead of a resolved session, and
 * answers cookieSessionOf its row, or 请先登录 when there is none.
 */
export interface SessionClaim {
  tokenHash: string;
  now: Date;
}

/** The claim a session cookie's token makes, or null when it cannot be a session token at all. */
export function sessionClaimOf(token: string, now = new Date()): SessionClaim | null {
  // Session tokens are 43 base64url characters; anything else cannot match and is not worth a query.
  if (!/^[A-Za-z0-9_-]{20,128}$/.test(token)) return null;
  return { tokenHash: hashSessionToken(token), now };
}

/** The session a live sessions row found by its token's hash stands for (a cookie session). */
export function cookieSessionOf(row: { id: number; accountId: number; buyerId: number | null; expiresAt: number }): AuthSession {
  return { ...actors(row), sessionId: row.id, scope: 'session', accessToken: null, expiresAt: row.expiresAt };
}

/** Account-level calls (password, sessions) need the session cookie; an access token is refused. */
export function assertSessionScope(session: AuthSession): void {
  if (session.scope !== 'session') throw AppError.forbidden(ACCESS_TOKEN_REFUSED);
}

/** Ends one session; unknown ids are fine (logout is idempotent). */
export async function endSession(db: Database, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** 退出所有设备: ends every session of the buyer, this one included; their access tokens die with them. */
export async function endAllSessions(db: Database, userId: number): Promise<number> {
  const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return ended.length;
}

export interface SessionListItem {
  id: number;
  ip: string;
  user_agent: string;
  /** Login time, unix seconds (docs/product/constants.md). */
  created_at: number;
  current: 0 | 1;
}

/** The buyer's live sessions, newest first, the current one marked. */
export async function listSessions(db: Database, session: AuthSession): Promise<SessionListItem[]> {
  const rows = await db
    .select({ id: sessions.id, ip: sessions.ip, userAgent: sessions.userAgent, createdAt: sessions.createdAt })
    .from(sessions)
    .where(and(eq(sessions.userId, session.accountId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    ip: row.ip,
    user_agent: row.userAgent,
    created_at: Math.floor(row.createdAt.getTime() / 1000),
    current: row.id === session.sessionId ? 1 : 0,
  }));
}

export const PASSWORD_MESSAGES = {
  wrongOld: '原密码不正确',
  sameAsAccount: '新密码不能与用户名或手机号相同',
  sameAsOld: '新密码不能与原密码相同',
} as const;

/**
 * 修改登录密码: checks the old password (its failures are throttled like
 * logins, per account), refuses a new one equal to the username or phone,
 * stores the new hash and ends every other session; this one stays.
 */
export async function changePassword(db: Database, auth: AuthDeps, session: AuthSession, input: { old_password: string; password: string }): Promise<void> {
  assertSessionScope(session);
  const [user] = await db
    .select({ username: users.username, phone: users.phone, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, session.accountId))
    .limit(1);
  if (!user?.passwordHash) throw AppError.loginRequired();

  const key = `password:acct:${session.accountId}`;
  const { store, policy, clock } = auth.throttle;
  const wait = await store.attempt(key, clock(), policy.account);
  if (wait > 0) {
    throw AppError.field('old_password', `尝试过于频繁，请${retryAfterSeconds(wait)}秒后再试`);
  }
  if (!(await verifyPassword(input.old_password, user.passwordHash))) throw AppError.field('old_password', PASSWORD_MESSAGES.wrongOld);
  await store.clear(key);

  const lowered = input.password.toLowerCase();
  if (lowered === user.username.toLowerCase() || (user.phone !== '' && lowered === user.phone.toLowerCase())) {
    throw AppError.field('password', PASSWORD_MESSAGES.sameAsAccount);
  }
  if (input.password === input.old_password) throw AppError.field('password', PASSWORD_MESSAGES.sameAsOld);

  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, session.accountId));
    await tx.delete(sessions).where(and(eq(sessions.userId, session.accountId), ne(sessions.id, session.sessionId)));
  });
}

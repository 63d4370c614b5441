import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new session token: 32 random bytes, base64url (43 characters). Lives only in the HttpOnly cookie. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the sessions table stores instead of the token (hex sha256). */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Scope of an access token. 'buyer': everything a buyer does on the site
 * (cart, orders, favourites …) but not the account itself: no password
 * change, no ending sessions, no minting further tokens. Only the session
 * cookie may do those.
 */
export type AccessScope = 'buyer';

export interface AccessClaims {
  sessionId: number;
  /** Unix seconds. */
  expiresAt: number;
  scope: AccessScope;
}

const ACCESS_PREFIX = 'v1';
const SCOPES: ReadonlySet<string> = new Set<AccessScope>(['buyer']);

function mac(secret: Buffer, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/**
 * `v1.<sessionId>.<expiry unix s>.<scope>.<HMAC-SHA256 base64url>`: what
 * page script and partner widgets get instead of the session token. It is
 * bound to its session (the server still checks the session is alive), so
 * it dies with the session, and it expires on its own.
 */
export function signAccessToken(secret: Buffer, claims: AccessClaims): string {
  const payload = `${ACCESS_PREFIX}.${claims.sessionId}.${claims.expiresAt}.${claims.scope}`;
  return `${payload}.${mac(secret, payload)}`;
}

const ACCESS_SHAPE = /^v1\.([1-9]\d{0,9})\.(\d{1,12})\.([a-z]{1,16})\.([A-Za-z0-9_-]{43})$/;

/** The claims of a well-formed, correctly signed, unexpired access token, else null. `now` in ms. */
export function verifyAccessToken(secret: Buffer, token: string, now: number): AccessClaims | null {
  const match = ACCESS_SHAPE.exec(token);
  if (!match) return null;
  const [, id, expiry, scope, signature] = match as unknown as [string, string, string, string, string];
  const payload = `${ACCESS_PREFIX}.${id}.${expiry}.${scope}`;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (!SCOPES.has(scope)) return null;
  const sessionId = Number(id);
  const expiresAt = Number(expiry);
  if (!Number.isSafeInteger(sessionId) || sessionId > 2_147_483_647) return null;
  if (expiresAt * 1000 <= now) return null;
  return { sessionId, expiresAt, scope: scope as AccessScope };
}

/** Whether a string has the shape of an access token (as opposed to a session token). */
export function looksLikeAccessToken(token: string): boolean {
  return token.startsWith(`${ACCESS_PREFIX}.`);
}

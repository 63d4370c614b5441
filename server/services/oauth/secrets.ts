import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The opaque strings of the partner sign-in: codes and tokens are 32 random
 * bytes (base64url) behind a prefix that says what they are; the database
 * keeps only their sha256, like sessions. The prefixes let resolveSession
 * tell a partner token from a login access token without a query.
 */
export const ACCESS_TOKEN_PREFIX = 'ypat_';
export const REFRESH_TOKEN_PREFIX = 'yprt_';
export const CODE_PREFIX = 'ypac_';

export function newOpaque(prefix: string): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}

export function opaqueHash(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Whether a presented string has the shape of one of ours (a cheap refusal before any query). */
export function looksLike(prefix: string, value: string): boolean {
  return value.startsWith(prefix) && /^[A-Za-z0-9_-]{43}$/.test(value.slice(prefix.length));
}

/**
 * RFC 7636 §4.6, method S256: BASE64URL(SHA256(ASCII(code_verifier))) must
 * equal the stored code_challenge; compared in constant time.
 */
export function pkceMatches(verifier: string, challenge: string): boolean {
  const computed = Buffer.from(createHash('sha256').update(verifier, 'ascii').digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}

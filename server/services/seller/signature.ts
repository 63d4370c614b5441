import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed requests of /api/seller/v1. The client sends
 *   X-Yaopi-Client     its client id
 *   X-Yaopi-Timestamp  Unix seconds
 *   X-Yaopi-Nonce      16-64 characters of [A-Za-z0-9_-], never reused
 *   X-Yaopi-Signature  hex HMAC-SHA256 of the canonical string below
 * where the HMAC key is the SHA-256 (hex) of the secret it was given, and
 * the canonical string is five lines:
 *   METHOD \n path-with-query \n timestamp \n nonce \n hex SHA-256 of the body
 * (the empty body hashes to e3b0c442…). Pure functions, shared by the server,
 * the seller simulator and the examples in docs/seller-api.md.
 */
export const SIGNATURE_HEADERS = {
  client: 'x-yaopi-client',
  timestamp: 'x-yaopi-timestamp',
  nonce: 'x-yaopi-nonce',
  signature: 'x-yaopi-signature',
  requestId: 'x-request-id',
} as const;

/** A signed request older or newer than this (seconds) is refused. */
export const SIGNATURE_WINDOW_SECONDS = 300;

export const NONCE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** The HMAC key a client's secret stands for: what the server keeps (seller_clients.key_hash). */
export function signingKeyOf(secret: string): string {
  return sha256Hex(secret);
}

export interface SignedParts {
  method: string;
  /** Path and query exactly as sent, e.g. /api/seller/v1/orders?status=2 */
  path: string;
  timestamp: string;
  nonce: string;
  body: string | Buffer;
}

export function canonicalString(parts: SignedParts): string {
  return [parts.method.toUpperCase(), parts.path, parts.timestamp, parts.nonce, sha256Hex(parts.body)].join('\n');
}

export function signRequest(signingKey: string, parts: SignedParts): string {
  return createHmac('sha256', signingKey).update(canonicalString(parts)).digest('hex');
}

/** Constant-time comparison of a presented signature with the expected one. */
export function signatureMatches(signingKey: string, parts: SignedParts, presented: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(presented)) return false;
  const expected = Buffer.from(signRequest(signingKey, parts), 'hex');
  return timingSafeEqual(expected, Buffer.from(presented, 'hex'));
}

/** Whether a timestamp header is within the window around now (ms). */
export function timestampFresh(timestamp: string, nowMs: number): boolean {
  if (!/^\d{1,12}$/.test(timestamp)) return false;
  return Math.abs(nowMs / 1000 - Number(timestamp)) <= SIGNATURE_WINDOW_SECONDS;
}

/** The headers of a signed request, for clients (simulator, examples, tests). */
export function signedHeaders(
  clientId: string,
  secret: string,
  parts: Omit<SignedParts, 'timestamp' | 'nonce'> & { timestamp?: string; nonce?: string },
): Record<string, string> {
  const timestamp = parts.timestamp ?? String(Math.floor(Date.now() / 1000));
  const nonce = parts.nonce ?? crypto.randomUUID().replaceAll('-', '');
  const signature = signRequest(signingKeyOf(secret), { ...parts, timestamp, nonce });
  return {
    [SIGNATURE_HEADERS.client]: clientId,
    [SIGNATURE_HEADERS.timestamp]: timestamp,
    [SIGNATURE_HEADERS.nonce]: nonce,
    [SIGNATURE_HEADERS.signature]: signature,
  };
}

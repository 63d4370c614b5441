import { createHash, randomBytes } from 'node:crypto';

/** A new bearer token: 32 random bytes, base64url (43 characters). */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the sessions table stores instead of the token (hex sha256). */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

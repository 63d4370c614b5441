import { createHash, randomBytes } from 'node:crypto';

/**
 * The single-use token in an online attempt's pay URL (the QR code): 256
 * random bits, so a payment number alone pays nothing. Only its sha256 is
 * stored (payments.confirm_token_hash); using it clears the hash with a
 * conditional update, so it works once.
 */
export function newPayerToken(): string {
  return randomBytes(32).toString('base64url');
}

export function payerTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

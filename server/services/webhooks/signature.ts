import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Webhook signatures in the Stripe style: header
 *   Yaopi-Signature: t=<Unix seconds>,v1=<hex HMAC-SHA256(key, t + "." + body)>
 * The key is the client's signing key, the SHA-256 (hex) of its secret:
 * the same key it signs its own requests with (services/seller/signature.ts).
 */
export const WEBHOOK_SIGNATURE_HEADER = 'yaopi-signature';

export function webhookSignature(signingKey: string, timestamp: number, body: string): string {
  const v1 = createHmac('sha256', signingKey).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** The receiver's check: the signature matches and t is within toleranceSeconds of now. */
export function verifyWebhookSignature(signingKey: string, header: string, body: string, nowMs: number, toleranceSeconds = 300): boolean {
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(v1) || Math.abs(nowMs / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', signingKey).update(`${t}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}

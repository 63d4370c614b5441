import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The "known device" cookie (OWASP's device-cookie approach to lockouts): a
 * browser that has logged in to an account before carries
 * `d1.<userId>.<deviceId>.<HMAC>`, and its failed logins are counted apart
 * from strangers', so strangers failing on purpose do not slow the owner.
 */
export interface KnownDevice {
  userId: number;
  /** Random, names this browser's own failure counter. */
  deviceId: string;
}

function mac(secret: Buffer, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export function newDeviceId(): string {
  return randomBytes(16).toString('base64url');
}

export function signDeviceCookie(secret: Buffer, device: KnownDevice): string {
  const payload = `d1.${device.userId}.${device.deviceId}`;
  return `${payload}.${mac(secret, payload)}`;
}

const SHAPE = /^d1\.([1-9]\d{0,9})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/** The device a correctly signed cookie names, else null (forged, truncated or foreign cookies count as strangers). */
export function verifyDeviceCookie(secret: Buffer, value: string | undefined): KnownDevice | null {
  if (!value) return null;
  const match = SHAPE.exec(value);
  if (!match) return null;
  const [, id, deviceId, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(mac(secret, `d1.${id}.${deviceId}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId: Number(id), deviceId };
}

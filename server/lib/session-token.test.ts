import { describe, expect, it } from 'vitest';
import { newDeviceId, signDeviceCookie, verifyDeviceCookie } from './device-cookie';
import { looksLikeAccessToken, newSessionToken, signAccessToken, verifyAccessToken } from './session-token';

const secret = Buffer.alloc(32, 7);
const other = Buffer.alloc(32, 8);
const now = 1_800_000_000_000;
const claims = { sessionId: 42, expiresAt: now / 1000 + 7_200, scope: 'buyer' as const };
const token = signAccessToken(secret, claims);

describe('access tokens', () => {
  it('round-trips its claims', () => {
    expect(token).toMatch(/^v1\.42\.1800007200\.buyer\.[A-Za-z0-9_-]{43}$/);
    expect(verifyAccessToken(secret, token, now)).toEqual(claims);
    expect(looksLikeAccessToken(token)).toBe(true);
    expect(looksLikeAccessToken(newSessionToken())).toBe(false);
  });

  it.each([
    ['expired at its expiry', token, secret, now + 7_200_000],
    ['another secret', token, other, now],
    ['another session', token.replace('v1.42.', 'v1.43.'), secret, now],
    ['a later expiry', token.replace('.1800007200.', '.1900007200.'), secret, now],
    ['another scope', token.replace('.buyer.', '.admin.'), secret, now],
    ['a cut signature', token.slice(0, -1), secret, now],
    ['a session id past the integer range', signAccessToken(secret, { ...claims, sessionId: 9_999_999_999 }), secret, now],
    ['a session token', newSessionToken(), secret, now],
    ['empty', '', secret, now],
  ])('refuses %s', (_label, value, key, at) => {
    expect(verifyAccessToken(key, value, at)).toBeNull();
  });
});

describe('known-device cookies', () => {
  const device = { userId: 7, deviceId: newDeviceId() };
  const cookie = signDeviceCookie(secret, device);

  it('round-trips', () => {
    expect(verifyDeviceCookie(secret, cookie)).toEqual(device);
  });

  it.each([
    ['missing', undefined, secret],
    ['another secret', cookie, other],
    ['another user', cookie.replace('d1.7.', 'd1.8.'), secret],
    ['garbage', 'd1.7.x.y', secret],
  ])('refuses %s', (_label, value, key) => {
    expect(verifyDeviceCookie(key, value)).toBeNull();
  });
});

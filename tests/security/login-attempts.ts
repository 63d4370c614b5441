import { expect } from 'vitest';
import type { ApiResponse, TestServer } from '../api/harness';

/**
 * What the login-throttle tests share (login-throttle.test.ts, one node;
 * login-throttle-redis.test.ts, two nodes on one Redis): the servers' clock,
 * which the tests move, a fresh client IP per test, and one login attempt.
 */
export const HOUR = 60 * 60_000;
export const time = { now: Date.UTC(2026, 10, 24, 9, 0, 0) };
export const clock = () => time.now;

let ipSeq = 0;
export const newIp = () => `203.0.113.${(ipSeq += 1)}`;

export interface Attempt {
  username: string;
  password: string;
  ip: string;
  /** A yp_device cookie value to send. */
  device?: string;
  on: TestServer;
}

export async function attempt({ username, password, ip, device, on }: Attempt): Promise<ApiResponse<{ token: string }>> {
  return on.api('/api/login', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      ...(device ? { cookie: `yp_device=${device}` } : {}),
    },
    body: JSON.stringify({ username, password }),
  });
}

export function deviceCookieOf(res: ApiResponse): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('yp_device='));
  if (!cookie) throw new Error('no yp_device cookie');
  expect(cookie).toMatch(/HttpOnly/i);
  return cookie.split(';')[0]!.slice('yp_device='.length);
}

export function expectSlowed(res: ApiResponse, seconds: number): void {
  expect(res.status).toBe(429);
  expect(res.body).toMatchObject({ code: 429, message: `登录尝试过于频繁，请${seconds}秒后再试`, data: null });
  expect(res.headers.get('retry-after')).toBe(String(seconds));
  expect(res.headers.getSetCookie().some((c) => c.startsWith('yp_session='))).toBe(false);
}

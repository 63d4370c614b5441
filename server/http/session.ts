import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_TTL_SECONDS } from '../services/auth';

export const SESSION_COOKIE = 'yp_session';
/** The signed known-device cookie (services/auth/login-throttle.ts): only the login call reads it. */
export const DEVICE_COOKIE = 'yp_device';
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export interface PresentedToken {
  token: string;
  /** Cookie-borne sessions get the cross-site checks of route.ts; Bearer ones cannot be sent by a foreign page. */
  via: 'cookie' | 'bearer';
}

/**
 * The token a request presents: `Authorization: Bearer` first (an access
 * token: embedded widgets on partner origins, where third-party cookies are
 * blocked, and the ERP page), then the yp_session cookie (the session token).
 */
export function presentedToken(request: FastifyRequest): PresentedToken | null {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (match?.[1]) return { token: match[1], via: 'bearer' };
  }
  const cookie = request.cookies[SESSION_COOKIE];
  if (cookie) return { token: cookie, via: 'cookie' };
  return null;
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    maxAge: SESSION_TTL_SECONDS,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure });
}

export function deviceCookieOf(request: FastifyRequest): string | undefined {
  return request.cookies[DEVICE_COOKIE] || undefined;
}

/** HttpOnly like the session: page script has no use for it, and a stolen one only exempts that browser from strangers' delays. */
export function setDeviceCookie(reply: FastifyReply, value: string, secure: boolean): void {
  reply.setCookie(DEVICE_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/api/login',
    secure,
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}

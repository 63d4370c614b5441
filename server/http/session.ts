import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_TTL_SECONDS } from '../services/auth';

export const SESSION_COOKIE = 'yp_session';

export interface PresentedToken {
  token: string;
  /** Cookie-borne sessions get the cross-site checks of route.ts; Bearer ones cannot be sent by a foreign page. */
  via: 'cookie' | 'bearer';
}

/**
 * The session token a request presents: `Authorization: Bearer` first (the
 * embedded widgets on partner origins, where third-party cookies are
 * blocked), then the yp_session cookie.
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

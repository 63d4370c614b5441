import type { FastifyRequest } from 'fastify';
import { sessionClaimOf as claimOfToken, type SessionClaim } from '../services/auth';
import { presentedToken } from './session';

/**
 * The session claim a request's cookie makes, for a route that looks the
 * session up inside its own first statement: null when the request presents
 * a Bearer token (access and partner tokens are resolved the usual way,
 * route.ts) or a cookie that cannot be a session token.
 */
export function sessionClaimOf(request: FastifyRequest): SessionClaim | null {
  const presented = presentedToken(request);
  return presented?.via === 'cookie' ? claimOfToken(presented.token) : null;
}

import type { FastifyRequest } from 'fastify';
import type { ClientMeta } from '../services/auth';

/** IP (Fastify's, honouring TRUST_PROXY) and user agent, for sessions and page views. */
export function clientMeta(request: FastifyRequest): ClientMeta {
  const agent = request.headers['user-agent'];
  return { ip: request.ip ?? '', userAgent: typeof agent === 'string' ? agent : '' };
}

/**
 * The site's origin for absolute links (QR codes must hold a full URL):
 * PUBLIC_URL when configured, else the origin the request was made to.
 */
export function siteOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}

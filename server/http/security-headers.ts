import type { FastifyInstance } from 'fastify';

/**
 * Headers on every response. HTML pages may be framed only by the site
 * itself and the allowlisted partners (the ERP frames the order page);
 * server-drawn SVGs get a CSP that forbids scripts, so an SVG opened
 * directly cannot run anything; API answers are per user, so never cached.
 */
export function installSecurityHeaders(app: FastifyInstance, frameAncestors: readonly string[]): void {
  const framePolicy = `frame-ancestors ${["'self'", ...frameAncestors].join(' ')}`;
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      reply.header('content-security-policy', framePolicy);
    } else if (type.startsWith('image/svg+xml')) {
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    }
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}

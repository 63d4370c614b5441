import type { FastifyInstance } from 'fastify';
import { pageKind, pagePolicy, styleAttributesOfPage } from './page-policy';

export interface SecurityHeaderOptions {
  /** Who may frame the pages meant for frames (FRAME_ANCESTORS, else the CORS allowlist, and the partner registry's origins): asked per framed page. */
  frameAncestors: readonly string[] | (() => Promise<readonly string[]>);
  /** The site's public origin (PUBLIC_URL), which the demo pages may also talk to. */
  publicUrl?: string;
}

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * Headers on every response. HTML pages get their Content-Security-Policy
 * from server/http/page-policy.ts (scripts only from us; framed only by the
 * site, except the pages meant for frames); a handler that set its own CSP
 * keeps it. Server-drawn SVGs get a CSP that forbids scripts, so an SVG
 * opened directly cannot run anything; API answers are per user, so never
 * cached.
 */
export function installSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const publicOrigin = originOf(options.publicUrl);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    // The sandbox gateway's pages (and the WeChat sandbox's scan page) carry
    // a single-use token in their URL: no page they link to learns it from the Referer.
    const tokenInUrl = request.url.startsWith('/pay/') || request.url.startsWith('/wechat/');
    reply.header('referrer-policy', tokenInUrl ? 'no-referrer' : 'strict-origin-when-cross-origin');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      // The demo pages call the API on 127.0.0.1 at the port they came in on
      // (the port this socket listens on, never a request header).
      const port = request.socket.localPort;
      const siteOrigins = [`http://127.0.0.1:${port}`, `http://localhost:${port}`, ...publicOrigin];
      const { frameAncestors } = options;
      // Only the pages meant for frames name other origins; the registry is not read for the rest.
      const ancestors = pageKind(request.url) !== 'framed' ? [] : typeof frameAncestors === 'function' ? await frameAncestors() : frameAncestors;
      const styleAttributeHashes = styleAttributesOfPage.get(request.raw);
      reply.header('content-security-policy', pagePolicy(request.url, { frameAncestors: ancestors, siteOrigins, styleAttributeHashes }));
      // For browsers without frame-ancestors (it overrides this where both
      // are known). Pages meant for frames get none: X-Frame-Options cannot
      // name several origins.
      if (pageKind(request.url) !== 'framed') reply.header('x-frame-options', 'SAMEORIGIN');
    } else if (type.startsWith('image/svg+xml')) {
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    }
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}

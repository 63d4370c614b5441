/**
 * The Content-Security-Policy of each HTML page the server sends. Pure
 * functions of the path and the configured origins, so the rules can be
 * read (and tested) in one table.
 *
 * - Site pages, the sandbox payment pages the server writes itself
 *   included: scripts and styles only from our origin (the built site and
 *   the server's pages carry no inline script or style), no plugins, no <base>
 *   rewriting, forms post only to us, and only the site itself may frame
 *   them (clickjacking).
 * - Pages meant for frames (the ERP's order frame, the chat the right bar
 *   frames on partner pages): the same, but the configured partner/ERP
 *   origins may frame them too.
 * - Demo pages (/demo/): they stand for a partner's page on another origin,
 *   served here for convenience. They get the policy a partner would write
 *   to embed us (docs/embed.md): our scripts, API, images and frames from
 *   the site origins; still no inline script.
 */

import { isFramedPage } from '../../shared/contract/framed-pages';

export type PageKind = 'site' | 'framed' | 'demo';

/** Which policy a path's HTML gets; the query string is ignored. */
export function pageKind(url: string): PageKind {
  const path = url.split(/[?#]/, 1)[0] ?? '/';
  if (path.startsWith('/demo/')) return 'demo';
  if (isFramedPage(path)) return 'framed';
  return 'site';
}

/**
 * Origins a CSP source list may name: scheme://host[:port], nothing else
 * (a stray ';' or quote in configuration must not add a directive).
 */
export function cspOrigins(origins: readonly string[]): string[] {
  const clean: string[] = [];
  for (const origin of origins) {
    try {
      const url = new URL(origin);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === origin) clean.push(url.origin);
    } catch {
      // Not an origin: left out.
    }
  }
  return [...new Set(clean)];
}

function serialise(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

export interface SitePolicyOptions {
  /** Origins besides the site that may frame the page. */
  frameAncestors?: readonly string[];
  /**
   * Allow <style> blocks and style attributes. The built site needs none:
   * React and Preact set style props through the CSSOM (allowed under any
   * style-src), its CSS comes as files, and the widgets' constructable
   * stylesheets are not subject to style-src. Only pages the server writes
   * itself carry a <style> block; styles cannot run code.
   */
  inlineStyles?: boolean;
  /**
   * Hashes ('sha256-…') of the style attributes a server-rendered page carries (React writes a component's
   * style prop as one): allowed by their exact text with 'unsafe-hashes', nothing else inline.
   */
  styleAttributeHashes?: readonly string[];
}

/**
 * The style attributes each rendered page carries, by its request (server/http/static-site.ts sets it,
 * installSecurityHeaders reads it into the page's policy).
 */
export const styleAttributesOfPage = new WeakMap<object, readonly string[]>();

/** The policy of a site page, a page meant for frames or a page the server writes. */
export function sitePolicy({ frameAncestors = [], inlineStyles = false, styleAttributeHashes = [] }: SitePolicyOptions = {}): string {
  const hashes = styleAttributeHashes.filter((hash) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(hash));
  return serialise({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': inlineStyles ? ["'self'", "'unsafe-inline'"] : hashes.length > 0 ? ["'self'", "'unsafe-hashes'", ...hashes] : ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    // The right bar frames /chat from our own origin.
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'", ...cspOrigins(frameAncestors)],
  });
}

/**
 * The policy of a demo page: what a partner's page needs to embed yaopi
 * from `siteOrigins` (docs/embed.md), with inline scripts still refused
 * (the demo pages' scripts are files next to them).
 */
export function demoPolicy(siteOrigins: readonly string[]): string {
  const site = cspOrigins(siteOrigins);
  return serialise({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...site],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...site],
    'connect-src': ["'self'", ...site],
    'frame-src': ["'self'", ...site],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  });
}

export interface PagePolicyOptions {
  /** Who may frame the pages meant for frames (FRAME_ANCESTORS or the allowlist). */
  frameAncestors: readonly string[];
  /** The yaopi origins a demo page talks to. */
  siteOrigins: readonly string[];
  /** The page's style attributes, hashed (SitePolicyOptions). */
  styleAttributeHashes?: readonly string[];
}

/** The Content-Security-Policy header of the HTML at `url`. */
export function pagePolicy(url: string, options: PagePolicyOptions): string {
  switch (pageKind(url)) {
    case 'demo':
      return demoPolicy(options.siteOrigins);
    case 'framed':
      return sitePolicy({ frameAncestors: options.frameAncestors, styleAttributeHashes: options.styleAttributeHashes });
    case 'site':
      return sitePolicy({ styleAttributeHashes: options.styleAttributeHashes });
  }
}

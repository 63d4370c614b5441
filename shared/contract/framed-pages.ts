/**
 * The only site pages meant to live in another origin's frame: the ERP's
 * order page and the customer-service chat the right bar frames on partner
 * pages. The server lets the configured origins frame exactly these
 * (server/http/page-policy.ts); the host opens anything else in a new tab
 * when one of them is framed (host/layout/frame-exit.ts). Exact shapes, so a
 * path that merely starts like one (/chatroom, /frame/cart) is not one.
 */
export const FRAMED_PAGES: readonly RegExp[] = [/^\/frame\/order\/[^/]+\/?$/, /^\/chat\/?$/];

/** Whether a path (query and fragment ignored) is a page meant for frames. */
export function isFramedPage(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '/';
  return FRAMED_PAGES.some((pattern) => pattern.test(path));
}

/**
 * The parent origin to trust, or null: only a bare http(s) origin
 * ("https://erp.example.com", optional port) passes. '*', 'null', paths,
 * credentials, queries and other schemes are refused, because the value
 * arrives in a URL anyone can write.
 */
export function parseParentOrigin(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const candidate = value.trim().replace(/\/+$/, '');
  if (!/^https?:\/\/[^/?#@\s*]+$/i.test(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // The URL parser normalises (case, default port); only an exact origin passes.
  return url.origin === candidate.toLowerCase() || url.origin === candidate ? url.origin : null;
}

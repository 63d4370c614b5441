import { LOGIN_PATH } from '../../paths';

/**
 * Where to go after logging in: the `redirect` query parameter when it is a
 * path on this site, '/' otherwise. An absolute URL is followed only when it
 * is this origin (turned into its path): anything else would make the login
 * page an open redirect for phishing links. Going back to the login page
 * itself would loop, so that becomes '/' too.
 */
export function safeRedirect(raw: string | null, origin: string): string {
  if (!raw) return '/';
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return '/';
  }
  // "//evil.example" and "/\evil.example" parse to another origin and are caught here.
  if (url.origin !== origin) return '/';
  if (url.pathname === LOGIN_PATH) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

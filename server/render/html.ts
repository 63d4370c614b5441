/** Text for HTML content and double-quoted attributes. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * JSON inside `<script type="application/json">`: nothing in it can close
 * the element or open a comment (`<` `>` `&` escaped as \u00XX, which JSON
 * reads back unchanged), and the two line separators JavaScript once
 * refused are escaped too.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const SITE = 'https://site.invalid';

/**
 * Only paths of this site (and the server's images) go into the first
 * paint's links and images. A browser reads `/\host` and `/<tab>/host` as
 * another host, so the path is resolved as the browser would and kept only
 * when it stays on this origin.
 */
export function sitePath(url: string, fallback = '/'): string {
  if (!url.startsWith('/')) return fallback;
  try {
    return new URL(url, SITE).origin === SITE ? url : fallback;
  } catch {
    return fallback;
  }
}

/**
 * The name of one CSS text in a server-rendered page's stylesheet URL
 * (/ssr-styles/<id>.<id>….css, server/render/page.ts). The browser names
 * the texts its components adopt the same way, to leave out those the page's
 * sheet already holds (shared/ui/served-styles.ts), so it must be cheap and
 * synchronous on both sides: cyrb53, a 53-bit non-cryptographic hash (the
 * texts are the build's own, never a visitor's), as 11 base-36 digits.
 */
export const PAGE_STYLES_PREFIX = '/ssr-styles/';

export function styleId(css: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < css.length; i += 1) {
    const code = css.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36).padStart(11, '0');
}

/** The ids a page stylesheet's URL names, in order; none for any other URL. */
export function styleIdsOf(href: string): string[] {
  const match = /^\/ssr-styles\/((?:[0-9a-z]{11}\.){1,64})css$/.exec(href);
  return match?.[1] ? match[1].slice(0, -1).split('.') : [];
}

/**
 * The dead-link crawl's bookkeeping (dead-links.spec.ts): which hrefs are
 * pages of the site, the key a visited page is known by, and how a route
 * pattern of host/routes.ts becomes a path to visit.
 */

/** Paths the server answers itself, not pages of the site's router: followed by their own tests. */
const SERVER_PREFIXES = ['/api/', '/img/', '/embed/', '/demo/', '/pay/', '/wechat/', '/assets/', '/icons/'];

/** A page address as the crawl knows it: path and query, without the fragment; null for what it does not follow. */
export function crawlKey(href: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (SERVER_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return null;
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}

/** A regular expression for a route pattern (":id" one segment, ":page?" an optional one). */
export function patternRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/?#]+)?' : '/[^/?#]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${body || '/'}(?:\\?.*)?$`);
}

/**
 * The path to visit for a route pattern: its required params from
 * `samples` (by pattern), optional params left out; null when a required
 * param has no sample.
 */
export function fillPattern(pattern: string, samples: Readonly<Record<string, Record<string, string>>>): string | null {
  const values = samples[pattern] ?? {};
  const parts: string[] = [];
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (!segment.startsWith(':')) {
      parts.push(segment);
      continue;
    }
    const optional = segment.endsWith('?');
    const name = segment.slice(1, optional ? -1 : undefined);
    const value = values[name];
    if (value !== undefined) parts.push(encodeURIComponent(value));
    else if (!optional) return null;
  }
  return `/${parts.join('/')}`;
}

import { pageSlot } from '../../page/page-slot';
import { getConfig } from '../../config/config';

/**
 * Page-wide data (categories, navigation, site facts, the home banners) is
 * read by many widgets and the host at once. Under the spec's cancel-previous
 * rule (docs/product/calls.md) their identical calls would abort each other,
 * so they share one request per page instead: the first caller's promise is
 * handed to the rest, and coming back to a page shows the answer at once. A
 * failed or cancelled request is forgotten at once, so the next caller tries
 * again. On the server the memo lives for one render: host/entry-server.tsx
 * clears it before each (renders run one at a time), so no answer reaches
 * another visitor's page.
 */

function memo(): Map<string, Promise<unknown>> {
  // The slot keeps its first name: every copy of the bundle on a page (the site's, a partner's embed) shares it by that name.
  return pageSlot('api.page-memo', 1, () => new Map<string, Promise<unknown>>());
}

export function oncePerPage<T>(name: string, load: () => Promise<T>): Promise<T> {
  // Keyed by API origin too: an embed re-pointed at another server must not reuse the old answer.
  const key = `${getConfig().apiBase}|${name}`;
  const cache = memo();
  const hit = cache.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  const pending = load();
  cache.set(key, pending);
  pending.catch(() => {
    if (cache.get(key) === pending) cache.delete(key);
  });
  return pending;
}

/** Forgets every shared answer (tests; a long-lived page that wants fresh data). */
export function clearPageMemo(): void {
  memo().clear();
}

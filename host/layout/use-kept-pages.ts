import { useMemo, useState } from 'react';
import type { KeptEntry } from '../../shared/ui/kept-state';

/**
 * History entries whose kept values are held: the most recently shown ones.
 * A buyer going back through a longer trail finds older lists loaded anew
 * (from their URL, at their remembered scroll), which bounds the memory a
 * long visit holds.
 */
export const KEPT_ENTRIES_MAX = 12;

/**
 * docs/product/routes.md route flag `keep` (keep alive): each history entry of a route
 * flagged `keep` gets its own store of the page's kept values
 * (shared/ui/kept-state.ts), keyed by the entry's key, which the browser
 * keeps in history.state, so Back and Forward reach the same store. Going
 * back to a list finds its loaded goods, quantities typed and view as they
 * were left, drawn at once; the scroll memory (use-scroll-memory.ts) then
 * puts it where it was. Null for routes not flagged: nothing is kept there.
 * The stores live as long as the layout (this page load).
 */
export function useKeptEntry(locationKey: string, keep: boolean): KeptEntry | null {
  // A Map that lives as long as the layout, in insertion order (the oldest first).
  const [entries] = useState(() => new Map<string, Map<string, unknown>>());
  return useMemo(() => {
    if (!keep) return null;
    const values = () => entries.get(locationKey);
    return {
      has: (name) => values()?.has(name) ?? false,
      get: (name) => values()?.get(name),
      set: (name, value) => {
        let kept = values();
        if (kept) {
          // Most recently written last, so the oldest entry goes first.
          entries.delete(locationKey);
        } else {
          kept = new Map();
        }
        entries.set(locationKey, kept);
        kept.set(name, value);
        while (entries.size > KEPT_ENTRIES_MAX) entries.delete(entries.keys().next().value as string);
      },
    };
  }, [entries, locationKey, keep]);
}

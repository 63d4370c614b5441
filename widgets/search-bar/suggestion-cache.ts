export interface SuggestionCacheOptions {
  /** How long an answer is reused before the server is asked again (spec §9: 5000 ms). */
  refreshMs: number;
  /** Entries kept; the oldest is dropped beyond it. Defaults to 50. */
  maxEntries?: number;
  /** The clock, in ms. Injectable for tests. */
  now?: () => number;
}

export interface SuggestionCache<T> {
  /**
   * The answer for `key`: the cached one if it was requested less than
   * `refreshMs` ago (even if still in flight), otherwise a fresh `load()`.
   */
  fetch(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

interface Entry<T> {
  at: number;
  answer: Promise<T>;
}

/**
 * Spec §2 search behaviour: "suggestions refresh from the server at most
 * every 5000 ms". The clock starts when the request is sent, so the same
 * keyword typed twice within 5 s makes one request, and one typed again
 * later asks the server anew (stock and new goods change). A failed request
 * is forgotten at once, so the next attempt asks again.
 */
export function createSuggestionCache<T>(options: SuggestionCacheOptions): SuggestionCache<T> {
  const { refreshMs, maxEntries = 50, now = () => Date.now() } = options;
  const entries = new Map<string, Entry<T>>();

  return {
    fetch(key, load) {
      const time = now();
      const cached = entries.get(key);
      if (cached && time - cached.at < refreshMs) return cached.answer;

      const answer = load();
      const entry: Entry<T> = { at: time, answer };
      // Re-inserting keeps the Map in request order, so the first key is the oldest.
      entries.delete(key);
      entries.set(key, entry);
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value as string;
        entries.delete(oldest);
      }
      answer.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return answer;
    },
    clear() {
      entries.clear();
    },
  };
}

/** The cache key of one suggestion request. */
export function suggestionKey(keywords: string, type: number): string {
  return `${type}:${keywords}`;
}

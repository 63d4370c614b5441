import { pageClock } from '../../shared/page/clock';

export interface SuggestionSource<T> {
  /**
   * The answer for `key`. Asks the server through `load` at once when the
   * last request went out `refreshMs` ago or more; otherwise waits for that
   * moment. An answer asked for less than `refreshMs` ago is reused. Aborting
   * `signal` while waiting drops the request before it is sent.
   */
  fetch(key: string, load: () => Promise<T>, signal?: AbortSignal): Promise<T>;
}

/** What a waiting request that is never sent rejects with: a newer keyword took its turn, or its caller gave up. */
export const SUGGESTION_DROPPED = new Error('suggestion request dropped');

/** Answers kept for reuse; the oldest is dropped beyond it. */
const MAX_ENTRIES = 50;

/**
 * docs/product/routes.md search behaviour: "suggestions refresh from the server at most
 * every 5000 ms" — a limit on the page's requests, whatever the keyword. The
 * first keyword is asked at once (after the input's 500 ms debounce); a
 * keyword typed within 5 s of that request waits until the 5 s are up, and
 * only the newest waiting keyword is then asked (the ones typed meanwhile are
 * dropped, never sent). The clock starts when a request is sent. An answer
 * is reused for the same keyword and type while it is less than 5 s old (no
 * refresh is due yet); a failed request is forgotten at once. One source
 * serves every bar on the page (the header's and the sticky one). Time is
 * the page clock's (shared/page/clock.ts), so tests move it.
 */
export function createSuggestionSource<T>(refreshMs: number): SuggestionSource<T> {
  const entries = new Map<string, { at: number; answer: Promise<T> }>();
  let lastSent = -Infinity;
  /** The one request waiting for its turn: how to drop it. */
  let dropWaiting: (() => void) | null = null;

  const send = (key: string, load: () => Promise<T>): Promise<T> => {
    const entry = { at: (lastSent = pageClock().now()), answer: load() };
    // Re-inserting keeps the Map in request order, so the first key is the oldest.
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    entry.answer.catch(() => entries.get(key) === entry && entries.delete(key));
    return entry.answer;
  };

  return {
    fetch(key, load, signal) {
      const clock = pageClock();
      const now = clock.now();
      const cached = entries.get(key);
      if (cached && now - cached.at < refreshMs) return cached.answer;
      // Only the newest keyword is worth a request.
      dropWaiting?.();
      if (now >= lastSent + refreshMs) return send(key, load);
      return new Promise<T>((resolve, reject) => {
        const drop = () => {
          clock.clearTimeout(timer);
          signal?.removeEventListener('abort', drop);
          if (dropWaiting === drop) dropWaiting = null;
          reject(SUGGESTION_DROPPED);
        };
        const timer = clock.setTimeout(
          () => {
            signal?.removeEventListener('abort', drop);
            dropWaiting = null;
            send(key, load).then(resolve, reject);
          },
          lastSent + refreshMs - now,
        );
        dropWaiting = drop;
        signal?.addEventListener('abort', drop);
        if (signal?.aborted) drop();
      });
    },
  };
}

/** The reuse key of one suggestion request. */
export function suggestionKey(keywords: string, type: number): string {
  return `${type}:${keywords}`;
}

export interface SuggestionSourceOptions {
  /** The shortest time between two requests to the server (spec §9: 5000 ms). */
  refreshMs: number;
  /** Answers kept for reuse; the oldest is dropped beyond it. Defaults to 50. */
  maxEntries?: number;
  /** The clock and its timers, in ms. Injectable for tests (the page clock in the widget). */
  now?: () => number;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

export interface SuggestionSource<T> {
  /**
   * The answer for `key`. Asks the server through `load` at once when the
   * last request went out `refreshMs` ago or more; otherwise waits for that
   * moment. An answer asked for less than `refreshMs` ago is reused. Aborting
   * `signal` while waiting drops the request before it is sent.
   */
  fetch(key: string, load: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  clear(): void;
}

interface Entry<T> {
  at: number;
  answer: Promise<T>;
}

interface Waiting {
  timer: unknown;
  fail: (reason: unknown) => void;
  signal: AbortSignal | undefined;
  onAbort: () => void;
}

/** Why a waiting request was never sent: a newer keyword took its turn, or its caller gave up. */
export class SuggestionDropped extends Error {
  constructor(reason: 'superseded' | 'aborted') {
    super(`suggestion request ${reason}`);
    this.name = 'SuggestionDropped';
  }
}

/**
 * Spec §2 search behaviour: "suggestions refresh from the server at most
 * every 5000 ms" — a limit on the page's requests, whatever the keyword. The
 * first keyword is asked at once (after the input's 500 ms debounce); a
 * keyword typed within 5 s of that request waits until the 5 s are up, and
 * only the newest waiting keyword is then asked (the ones typed meanwhile are
 * dropped, never sent). The clock starts when a request is sent. An answer
 * is reused for the same keyword and type while it is less than 5 s old (no
 * refresh is due yet); a failed request is forgotten at once. One source
 * serves every bar on the page (the header's and the sticky one).
 */
export function createSuggestionSource<T>(options: SuggestionSourceOptions): SuggestionSource<T> {
  const {
    refreshMs,
    maxEntries = 50,
    now = () => Date.now(),
    setTimeout: schedule = (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: unschedule = (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  } = options;
  const entries = new Map<string, Entry<T>>();
  let lastSent = Number.NEGATIVE_INFINITY;
  let waiting: Waiting | null = null;

  const drop = (reason: 'superseded' | 'aborted') => {
    if (!waiting) return;
    const dropped = waiting;
    waiting = null;
    unschedule(dropped.timer);
    dropped.signal?.removeEventListener('abort', dropped.onAbort);
    dropped.fail(new SuggestionDropped(reason));
  };

  const send = (key: string, load: () => Promise<T>): Promise<T> => {
    const at = now();
    lastSent = at;
    const answer = load();
    const entry: Entry<T> = { at, answer };
    // Re-inserting keeps the Map in request order, so the first key is the oldest.
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    answer.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return answer;
  };

  return {
    fetch(key, load, signal) {
      if (signal?.aborted) return Promise.reject(new SuggestionDropped('aborted'));
      const time = now();
      const cached = entries.get(key);
      if (cached && time - cached.at < refreshMs) return cached.answer;
      // Only the newest keyword is worth a request.
      drop('superseded');
      const due = lastSent + refreshMs;
      if (time >= due) return send(key, load);
      return new Promise<T>((resolve, reject) => {
        const self: Waiting = {
          timer: schedule(() => {
            waiting = null;
            signal?.removeEventListener('abort', self.onAbort);
            send(key, load).then(resolve, reject);
          }, due - time),
          fail: reject,
          signal,
          onAbort: () => {
            if (waiting === self) drop('aborted');
          },
        };
        waiting = self;
        signal?.addEventListener('abort', self.onAbort, { once: true });
      });
    },
    clear() {
      drop('aborted');
      entries.clear();
      lastSent = Number.NEGATIVE_INFINITY;
    },
  };
}

/** The reuse key of one suggestion request. */
export function suggestionKey(keywords: string, type: number): string {
  return `${type}:${keywords}`;
}

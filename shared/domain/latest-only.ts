/**
 * What a wrapped call settled with: its value, or `stale` when a newer call
 * was started (or `invalidate()` ran) before it answered.
 */
export type LatestOutcome<R> = { stale: true } | { stale: false; value: R };

export interface LatestOnly<A extends unknown[], R> {
  (...args: A): Promise<LatestOutcome<R>>;
  /** Makes every call still in flight stale (the keyword was cleared, the panel closed). */
  invalidate(): void;
}

/**
 * Wraps an async call so that only the newest one counts: an older request
 * answering after a newer one resolves `{ stale: true }` instead of its value,
 * and its failure is swallowed. The current call's failure still rejects.
 * Why: suggestions for "amx" arriving after those for "amxl" must never
 * overwrite them (Algolia autocomplete's createConcurrentSafePromise idea).
 * The one latest-wins helper: the search suggestions, useAsync and the cart
 * model's refresh all drop late answers through it. It sits below the API
 * (shared/ui's useAsync may not import it) and holds for any load; the
 * network's side of the rule, a repeated call cancelling the previous one, is
 * the query layer's (shared/api/query/query.ts).
 */
export function latestOnly<A extends unknown[], R>(call: (...args: A) => Promise<R>): LatestOnly<A, R> {
  let sequence = 0;
  const run = async (...args: A): Promise<LatestOutcome<R>> => {
    const ticket = ++sequence;
    try {
      const value = await call(...args);
      return ticket === sequence ? { stale: false, value } : { stale: true };
    } catch (error) {
      if (ticket !== sequence) return { stale: true };
      throw error;
    }
  };
  return Object.assign(run, {
    invalidate() {
      sequence += 1;
    },
  });
}

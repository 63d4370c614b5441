import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { latestOnly } from '../domain/latest-only';
import { isPlainJson, renderPass, type AsyncEntry } from '../page/render-pass';

export type AsyncState<T> =
  | { status: 'loading'; data: T | undefined; error: undefined }
  | { status: 'ready'; data: T; error: undefined }
  | { status: 'error'; data: T | undefined; error: unknown };

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

/**
 * The first state of a `useAsync`: during a server render the load runs now
 * and the render suspends on it (React's server renderer waits and renders
 * again), during the hydration of that HTML the answer the server wrote into
 * the page is read back by the same id (shared/page/render-pass.ts). Else,
 * and for a load that failed on the server or answered something JSON cannot
 * carry, the loading state: both sides draw it, and the browser loads.
 */
function useFirstState<T>(id: string, load: () => Promise<T>): AsyncState<T> {
  const pass = renderPass();
  if (!pass || import.meta.env?.MODE === 'embed') return LOADING;
  let entry = pass.async.get(id) as AsyncEntry<T> | undefined;
  if (pass.phase === 'server') {
    if (!entry) {
      const settle = (next: AsyncEntry<T>): void => {
        pass.async.set(id, { ...next, promise });
      };
      const promise: Promise<void> = load().then(
        (value) => settle(value === undefined || isPlainJson(value) ? { status: 'ready', value } : { status: 'none' }),
        () => settle({ status: 'none' }),
      );
      entry = { status: 'pending', promise };
      pass.async.set(id, entry);
    }
    // Suspends the render: React's server renderer waits for the promise, then renders the component again.
    // (Thrown rather than passed to React's `use`, which the embed's Preact does not have; the embed never renders on a server.)
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    if (entry.status === 'pending' && entry.promise) throw entry.promise;
    entry = pass.async.get(id) as AsyncEntry<T> | undefined;
  }
  return entry?.status === 'ready' ? { status: 'ready', data: entry.value, error: undefined } : LOADING;
}

export interface UseAsyncOptions<T> {
  /**
   * An answer already in hand for the first `deps` (a kept page's, shared/ui/kept-state.ts):
   * the hook starts ready with it and does not load on mount. Undefined: load as usual.
   */
  initial?: T;
}

/**
 * Runs `load` on mount and whenever `deps` change, keeping the answer of the
 * latest run only: an older request that answers late is dropped. `reload`
 * runs it again (a 重新加载 button). The previous data stays visible while
 * reloading. A page the server rendered starts with the server's answer
 * (useFirstState) and does not load it again on mount; so does one given
 * `options.initial`.
 */
export function useAsync<T>(load: () => Promise<T>, deps: readonly unknown[], options: UseAsyncOptions<T> = {}): AsyncState<T> & { reload: () => void } {
  // The embed is never rendered on a server: no id to match, and its build leaves the hook out (a constant per build).
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const id = import.meta.env?.MODE === 'embed' ? '' : useId();
  const first = useFirstState(id, load);
  const [state, setState] = useState<AsyncState<T>>(() =>
    options.initial === undefined ? first : { status: 'ready', data: options.initial, error: undefined },
  );
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const [latest] = useState(() => latestOnly(() => loadRef.current()));
  // The server's answer is this mount's answer: the first run of the effect has nothing to load.
  const answered = useRef(state.status === 'ready');

  useEffect(() => {
    if (answered.current) {
      answered.current = false;
      return;
    }
    setState((prev) => ({ status: 'loading', data: prev.data, error: undefined }));
    latest().then(
      (outcome) => {
        if (!outcome.stale) setState({ status: 'ready', data: outcome.value, error: undefined });
      },
      (error: unknown) => setState((prev) => ({ status: 'error', data: prev.data, error })),
    );
    // Unmounted or re-run: whatever this run answers is stale.
    return () => latest.invalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}

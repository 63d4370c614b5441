import { useCallback, useEffect, useRef, useState } from 'react';
import { latestOnly } from '../domain/latest-only';

export type AsyncState<T> =
  | { status: 'loading'; data: T | undefined; error: undefined }
  | { status: 'ready'; data: T; error: undefined }
  | { status: 'error'; data: T | undefined; error: unknown };

/**
 * Runs `load` on mount and whenever `deps` change, keeping the answer of the
 * latest run only: an older request that answers late is dropped. `reload`
 * runs it again (a 重新加载 button). The previous data stays visible while
 * reloading.
 */
export function useAsync<T>(load: () => Promise<T>, deps: readonly unknown[]): AsyncState<T> & { reload: () => void } {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading', data: undefined, error: undefined });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const [latest] = useState(() => latestOnly(() => loadRef.current()));

  useEffect(() => {
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

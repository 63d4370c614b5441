import { useCallback, useEffect, useRef, useState } from 'react';

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
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const run = ++latest.current;
    setState((prev) => ({ status: 'loading', data: prev.data, error: undefined }));
    loadRef.current().then(
      (data) => {
        if (run === latest.current) setState({ status: 'ready', data, error: undefined });
      },
      (error: unknown) => {
        if (run === latest.current) setState((prev) => ({ status: 'error', data: prev.data, error }));
      },
    );
    return () => {
      // Unmounted or re-run: whatever this run answers is stale.
      if (run === latest.current) latest.current += 1;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}

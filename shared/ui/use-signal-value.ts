import { useCallback, useSyncExternalStore } from 'react';
import type { ReadonlySignal } from '@preact/signals-core';

/**
 * The current value of a signal, re-rendering when it changes. The one way
 * React code reads the store (design "Widgets"); it relies only on
 * useSyncExternalStore, which React 19 and preact/compat both provide.
 */
export function useSignalValue<T>(source: ReadonlySignal<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      // subscribe() calls back at once with the current value; React only
      // needs to hear about later changes, and getSnapshot reads the value.
      let first = true;
      return source.subscribe(() => {
        if (first) {
          first = false;
          return;
        }
        onChange();
      });
    },
    [source],
  );
  const read = () => source.peek();
  return useSyncExternalStore(subscribe, read, read);
}

import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';

/**
 * What a page keeps for one history entry (docs/product/routes.md route flag `keep`, "keep
 * alive"): named values, written as they change while the entry is shown
 * and read back when the buyer returns to it. The host gives each entry of
 * a route flagged `keep` its own (host/layout/use-kept-pages.ts) and hands
 * it to the page's widgets; on a partner's page there is none and kept
 * state is plain state. (A prop, not a React context: the embed's Preact
 * build carries no createContext, and only the host keeps pages.)
 */
export interface KeptEntry {
  has(name: string): boolean;
  get(name: string): unknown;
  set(name: string, value: unknown): void;
}

/**
 * `useState` that `entry` keeps: the value the entry held when the buyer
 * left it, if they return to it, else `initial`. A component reads it when
 * it mounts, so the host remounts a kept page's parts on a history move (the
 * list's `useListKey`). `name` is unique per page; values must be data, not
 * functions or elements.
 */
export function useKeptState<T>(entry: KeptEntry | null | undefined, name: string, initial: T | (() => T)): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState<T>(() => {
    if (entry?.has(name)) return entry.get(name) as T;
    return typeof initial === 'function' ? (initial as () => T)() : initial;
  });
  // Also when the entry changes under a mounted page (a pushed ?page=2): the new entry holds what is shown now.
  useEffect(() => {
    entry?.set(name, value);
  }, [entry, name, value]);
  return [value, setValue];
}

/**
 * A value `entry` keeps that the component does not render from (the list's
 * last answer, which its loader already holds): `initial` is what the entry
 * held when the component mounted, and `keep` writes without a render of its
 * own. As state, keeping the answer that had just been hydrated rendered the
 * whole list again, in one piece, right after a phone had hydrated it.
 */
export function useKeptValue<T>(entry: KeptEntry | null | undefined, name: string): { initial: T | undefined; keep: (value: T) => void } {
  const [initial] = useState(() => (entry?.has(name) ? (entry.get(name) as T) : undefined));
  // A new function for a new entry, so an effect that keeps with it runs again for the entry now shown.
  const keep = useCallback((value: T) => entry?.set(name, value), [entry, name]);
  return { initial, keep };
}

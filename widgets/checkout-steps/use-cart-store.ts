import { useCallback, useEffect, useRef, useState } from 'react';
import { cartApi } from '../../shared/api/resources/cart';
import { isApiError } from '../../shared/api/errors';
import type { CartItem, CartStore } from '../../shared/contract/cart';
import { cart, setCartCount } from '../../shared/store/cart';
import { deleteCartLines } from '../../shared/store/cart-lines';
import { ALL_FILTER, keepShownLines, wholeCartCount } from './cart-store-merge';

/** A quantity typed or stepped is sent this long after the last change (one edit per burst of clicks). */
export const EDIT_DEBOUNCE_MS = 400;

export type CartStoreStatus = 'loading' | 'ready' | 'error';

export interface CartStoreApi {
  store: CartStore | null;
  status: CartStoreStatus;
  filter: number;
  /** Quantities the buyer changed that the server has not answered yet. */
  drafts: ReadonlyMap<number, number>;
  busy: ReadonlySet<number>;
  setFilter: (filter: number) => void;
  setQuantity: (line: CartItem, number: number) => void;
  select: (ids: number[], selected: boolean) => Promise<void>;
  remove: (ids: number[]) => Promise<void>;
  reload: () => void;
  /** Sends pending quantity edits, waits for every change to be answered (before 去结算) and gives the store then shown. */
  settle: () => Promise<CartStore | null>;
}

/**
 * The cart page's state (docs/product/routes.md step 1, docs/product/entities.md Cart store): the store as the
 * server last answered it, never recomputed here. Changes go out one after
 * another (a queue), so no answer overtakes a later change and the cart's
 * cancel-previous rule (docs/product/calls.md) never drops a select or an edit already
 * sent. After each change the page's cart model hears the new count, so the
 * badges and the drawer follow. Goods added or lines deleted elsewhere on
 * the page (the cart store's `action`, docs/product/entities.md, docs/product/states.md) make it read the cart again.
 */
export function useCartStore(): CartStoreApi {
  const [store, setStore] = useState<CartStore | null>(null);
  const [status, setStatus] = useState<CartStoreStatus>('loading');
  const [filter, setFilterState] = useState(ALL_FILTER);
  const [drafts, setDrafts] = useState<ReadonlyMap<number, number>>(new Map());
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [attempt, setAttempt] = useState(0);

  const mounted = useRef(true);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const sequence = useRef(0);
  const applied = useRef(0);
  const filterRef = useRef(filter);
  const storeRef = useRef<CartStore | null>(null);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const pendingEdits = useRef(new Map<number, number>());
  /** Above 0 while this page's own delete is under way: its action is not news here. */
  const ownChange = useRef(0);
  filterRef.current = filter;

  useEffect(() => {
    mounted.current = true;
    const pending = timers.current;
    return () => {
      mounted.current = false;
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  /** Shows an answer unless a later request's answer is already shown. */
  const apply = useCallback((next: CartStore, seq: number, whole: boolean) => {
    if (!mounted.current || seq < applied.current) return;
    applied.current = seq;
    const shown = whole && filterRef.current !== ALL_FILTER && storeRef.current ? keepShownLines(storeRef.current.data, next) : next;
    storeRef.current = shown;
    setStore(shown);
    setStatus('ready');
    setCartCount(wholeCartCount(next, whole ? ALL_FILTER : filterRef.current));
  }, []);

  const load = useCallback(
    async (forFilter: number) => {
      const seq = ++sequence.current;
      // Another part of the page may re-read the cart too (same path, docs/product/calls.md
      // cancel-previous): an aborted read is simply asked again.
      for (let tries = 0; ; tries += 1) {
        try {
          const answer = await cartApi.cartList({ filters: forFilter });
          apply(answer, seq, false);
          return;
        } catch (error) {
          if (isApiError(error) && error.kind === 'aborted' && tries < 2 && mounted.current) continue;
          if (mounted.current && seq >= applied.current && !storeRef.current) setStatus('error');
          throw error;
        }
      }
    },
    [apply],
  );

  useEffect(() => {
    if (!storeRef.current) setStatus('loading');
    load(filter).catch(() => undefined);
  }, [filter, attempt, load]);

  // docs/product/states.md "Cart count and data refresh after add or delete": an add or a
  // delete made elsewhere on the page (a product list beside the cart on a
  // partner's page, the drawer) is read again here.
  useEffect(() => {
    const opened = cart.action.value;
    return cart.action.subscribe((action) => {
      if (!action || action === opened || ownChange.current > 0) return;
      load(filterRef.current).catch(() => undefined);
    });
  }, [load]);

  /** Runs a change after those before it; a failure (already alerted by the client) re-reads the cart. */
  const enqueue = useCallback(
    (ids: number[], run: () => Promise<void>) => {
      setBusy((prev) => new Set([...prev, ...ids]));
      const done = queue.current.then(run).catch(async () => {
        await load(filterRef.current).catch(() => undefined);
      });
      queue.current = done.finally(() => {
        if (!mounted.current) return;
        setBusy((prev) => {
          const next = new Set(prev);
          for (const id of ids) next.delete(id);
          return next;
        });
      });
      return queue.current.then(() => undefined);
    },
    [load],
  );

  const sendEdit = useCallback(
    (id: number) => {
      timers.current.delete(id);
      const number = pendingEdits.current.get(id);
      if (number === undefined) return Promise.resolve();
      pendingEdits.current.delete(id);
      return enqueue([id], async () => {
        const seq = ++sequence.current;
        try {
          apply(await cartApi.cartEdit({ id, params: { number } }), seq, true);
        } finally {
          // A newer quantity typed meanwhile stays as the buyer's draft.
          if (mounted.current && !pendingEdits.current.has(id)) {
            setDrafts((prev) => {
              const next = new Map(prev);
              next.delete(id);
              return next;
            });
          }
        }
      });
    },
    [apply, enqueue],
  );

  const setQuantity = useCallback(
    (line: CartItem, number: number) => {
      setDrafts((prev) => new Map(prev).set(line.id, number));
      pendingEdits.current.set(line.id, number);
      clearTimeout(timers.current.get(line.id));
      timers.current.set(
        line.id,
        setTimeout(() => void sendEdit(line.id), EDIT_DEBOUNCE_MS),
      );
    },
    [sendEdit],
  );

  const select = useCallback(
    (ids: number[], selected: boolean) => {
      if (ids.length === 0) return Promise.resolve();
      return enqueue(ids, async () => {
        const seq = ++sequence.current;
        apply(await cartApi.cartBatchSelect({ ids, is_selected: selected ? 1 : 0 }), seq, true);
      });
    },
    [apply, enqueue],
  );

  const remove = useCallback(
    (ids: number[]) => {
      if (ids.length === 0) return Promise.resolve();
      return enqueue(ids, async () => {
        for (const id of ids) {
          clearTimeout(timers.current.get(id));
          timers.current.delete(id);
          pendingEdits.current.delete(id);
        }
        // Through the cart model: the count and the drawer follow the server.
        ownChange.current += 1;
        try {
          await deleteCartLines(ids);
        } finally {
          ownChange.current -= 1;
        }
        await load(filterRef.current);
      });
    },
    [enqueue, load],
  );

  const settle = useCallback(async () => {
    const waiting = [...timers.current.keys()];
    for (const id of waiting) clearTimeout(timers.current.get(id));
    await Promise.all(waiting.map((id) => sendEdit(id)));
    await queue.current.catch(() => undefined);
    return storeRef.current;
  }, [sendEdit]);

  const setFilter = useCallback((next: number) => setFilterState(next), []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  return { store, status, filter, drafts, busy, setFilter, setQuantity, select, remove, reload, settle };
}

import type { CartItem, CartStore } from '../../shared/contract/cart';

/** The 全部商品 filter (docs/product/constants.md default 99999). */
export const ALL_FILTER = 99999;

/**
 * An edit or select answers with the whole cart (filter 全部); while the
 * buyer looks at one filter tab, keep showing that tab's lines, each
 * replaced by its fresh copy from the answer (a line the answer lacks was
 * deleted). Totals, tiers, shipping and filter counts always cover the whole
 * cart, so they come from the answer as they are.
 */
export function keepShownLines(shown: readonly CartItem[], whole: CartStore): CartStore {
  const fresh = new Map(whole.data.map((line) => [line.id, line]));
  const data: CartItem[] = [];
  for (const line of shown) {
    const next = fresh.get(line.id);
    if (next) data.push(next);
  }
  return { ...whole, data };
}

/** Lines in the whole cart: the 全部 filter's count, or the answer's own lines when it is unfiltered. */
export function wholeCartCount(store: CartStore, filter: number): number {
  const all = store.filter_data.find((entry) => entry.id === ALL_FILTER);
  if (all) return all.count;
  return filter === ALL_FILTER ? store.data.length : 0;
}

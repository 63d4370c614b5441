import { syncedSignal } from './model';

/** Cart line count for every badge on the page (header, right bar, partner badge). */
const count = syncedSignal<'cart:count', number>(
  'cart:count',
  0,
  (value) => ({ count: value }),
  (payload) => payload.count,
);

export const cart = { count: count.value };

export function setCartCount(value: number): void {
  count.set(Math.max(0, Math.trunc(value) || 0));
}

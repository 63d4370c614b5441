import type { CartAction } from '../bus/events';
import { syncedSignal } from './model';

export type { CartAction };

/** Cart line count for every badge on the page (header, right bar, partner badge). */
const count = syncedSignal<'cart:count', number>(
  'cart:count',
  0,
  (value) => ({ count: value }),
  (payload) => payload.count,
);

/**
 * docs/product/entities.md "Cart store: action": the last change made to the cart on this
 * page — goods added, or lines deleted — by any widget or bundle. docs/product/states.md
 * "Cart count and data refresh after add or delete": whatever shows cart
 * data (the drawer's lines, the cart step, the zone pages' gift progress)
 * reads the cart again when it changes. A new object each time, so the same
 * change made twice is heard twice. Null until the first change.
 */
const action = syncedSignal<'cart:action', CartAction | null>(
  'cart:action',
  null,
  (value) => ({ action: value }),
  (payload) => payload.action,
);

export const cart = { count: count.value, action: action.value };

export function setCartCount(value: number): void {
  count.set(Math.max(0, Math.trunc(value) || 0));
}

/** Announces a change the server has accepted (shared/store/cart-lines.ts does, after POST /api/cart and batch_delete). */
export function recordCartAction(type: CartAction['type'], ids: readonly number[]): void {
  action.set({ type, ids: [...ids] });
}

/**
 * Publishes the count as it is, for listeners that came after it was set:
 * a frame bus link opened once the session had loaded (shared/bus/frame-bridge.ts).
 */
export function publishCartCount(): void {
  count.set(count.value.value);
}

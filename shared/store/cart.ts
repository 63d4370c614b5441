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

/**
 * Publishes the count as it is, for listeners that came after it was set:
 * a frame bus link opened once the session had loaded (shared/bus/frame-bridge.ts).
 */
export function publishCartCount(): void {
  count.set(count.value.value);
}

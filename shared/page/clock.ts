import { pageSlot } from './page-slot';

/**
 * The page's clock: what the widgets' own timers run on (the search bar's
 * debounce and suggestion refresh, the add-to-cart delay, the countdowns).
 * By default the browser's timers, looked up at each call (so a unit test's
 * `vi.useFakeTimers()` still reaches them). A test that must drive those
 * timers puts a fake clock in this slot before the bundle loads, and then
 * moves time instead of waiting for it; the page's other timers (React's,
 * the API client's, the test's own) stay real.
 */
export interface PageClock {
  /** Milliseconds, as Date.now(). */
  now(): number;
  /** Calls `callback` once after `ms`; the handle is for clearTimeout only. */
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

type TimerHandle = ReturnType<typeof globalThis.setTimeout>;

const browserClock: PageClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as TimerHandle),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as TimerHandle),
};

/** Slot name and version: a clock with another shape would take version 2. */
export const CLOCK_SLOT = { name: 'clock', version: 1 } as const;

/** The clock of this page, shared by every copy of the code on it. */
export function pageClock(): PageClock {
  return pageSlot<PageClock>(CLOCK_SLOT.name, CLOCK_SLOT.version, () => browserClock);
}

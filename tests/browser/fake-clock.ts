// A fake page clock for the browser tests: the widgets' own timers (search
// debounce, suggestion refresh, add-to-cart delay, countdowns) run on
// shared/page/clock.ts's page slot, so a test that puts this clock there
// before the bundle loads moves time with advance() instead of waiting for
// it. The page's other timers (React's scheduling, the API client's, the
// test's waitFor) stay real. Hand-written rather than @sinonjs/fake-timers:
// that package is CommonJS, which the test runner serves unbundled to the
// browser, and the page clock needs only these five methods.
import { CLOCK_SLOT, type PageClock } from '../../shared/page/clock.js';
import { pageSlot, peekPageSlot } from '../../shared/page/page-slot.js';

export interface FakeClock extends PageClock {
  /**
   * Moves time forward by `ms`, running every timer that falls due on the
   * way, in time order (and those they set that fall due before the end).
   */
  advance(ms: number): void;
  /** Timers set and not yet run or cleared. */
  pending(): number;
  /** Timers ever set: grows when a widget has (re)started one, e.g. the debounce after a keystroke. */
  scheduled(): number;
}

interface Timer {
  id: number;
  at: number;
  callback: () => void;
  /** Repeats every `every` ms (setInterval); undefined for setTimeout. */
  every?: number;
}

export function createFakeClock(start = Date.now()): FakeClock {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, Timer>();

  const add = (callback: () => void, ms: number, every?: number) => {
    const id = nextId++;
    timers.set(id, { id, at: now + Math.max(0, ms), callback, every });
    return id;
  };
  const remove = (handle: unknown) => {
    if (typeof handle === 'number') timers.delete(handle);
  };
  const nextDue = (until: number) => {
    let found: Timer | undefined;
    for (const timer of timers.values()) {
      if (timer.at <= until && (!found || timer.at < found.at || (timer.at === found.at && timer.id < found.id))) found = timer;
    }
    return found;
  };

  return {
    now: () => now,
    setTimeout: (callback, ms) => add(callback, ms),
    clearTimeout: remove,
    setInterval: (callback, ms) => add(callback, ms, Math.max(1, ms)),
    clearInterval: remove,
    advance(ms) {
      const until = now + ms;
      for (let timer = nextDue(until); timer; timer = nextDue(until)) {
        now = timer.at;
        if (timer.every === undefined) timers.delete(timer.id);
        else timer.at += timer.every;
        timer.callback();
      }
      now = until;
    },
    pending: () => timers.size,
    scheduled: () => nextId - 1,
  };
}

/** Puts a fake clock in the page slot; call it before the bundle loads (the first code to ask keeps its clock). */
export function installFakeClock(start?: number): FakeClock {
  if (peekPageSlot(CLOCK_SLOT.name, CLOCK_SLOT.version)) {
    throw new Error('the page clock is already in use: install the fake clock before loading the bundle');
  }
  const clock = createFakeClock(start);
  pageSlot<PageClock>(CLOCK_SLOT.name, CLOCK_SLOT.version, () => clock);
  return clock;
}

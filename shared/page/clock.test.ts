import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_SLOT, pageClock, type PageClock } from './clock';

const key = Symbol.for(`yaopi.${CLOCK_SLOT.name}.v${CLOCK_SLOT.version}`);
const page = globalThis as unknown as Record<symbol, PageClock | undefined>;

afterEach(() => {
  vi.useRealTimers();
  delete page[key];
});

describe('pageClock: the timers the widgets run on', () => {
  it("runs on the environment's timers, looked up at each call, so fake timers reach it", () => {
    vi.useFakeTimers({ now: 1_000 });
    const fired: number[] = [];
    const clock = pageClock();
    clock.setTimeout(() => fired.push(clock.now()), 500);
    const cancelled = clock.setTimeout(() => fired.push(-1), 400);
    clock.clearTimeout(cancelled);
    vi.advanceTimersByTime(499);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual([1_500]);

    const ticks = clock.setInterval(() => fired.push(clock.now()), 1_000);
    vi.advanceTimersByTime(2_000);
    clock.clearInterval(ticks);
    vi.advanceTimersByTime(5_000);
    expect(fired).toEqual([1_500, 2_500, 3_500]);
  });

  it('is the clock a test put in the page slot before any code asked for it', () => {
    const calls: number[] = [];
    const fake: PageClock = {
      now: () => 42,
      setTimeout: (_callback, ms) => calls.push(ms),
      clearTimeout: () => undefined,
      setInterval: () => undefined,
      clearInterval: () => undefined,
    };
    page[key] = fake;
    expect(pageClock().now()).toBe(42);
    pageClock().setTimeout(() => undefined, 500);
    expect(calls).toEqual([500]);
  });
});

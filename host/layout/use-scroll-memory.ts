import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { SCROLL_RESTORE_MS } from '../../shared/domain/constants';

/**
 * How long a restore may follow a page that is still growing (its data
 * arriving) before giving up. A choice of ours; the spec only fixes the
 * 100 ms start.
 */
export const SCROLL_FOLLOW_MAX_MS = 5000;

/**
 * How long the page must keep its size, once the remembered offset is
 * reached, before the restore ends. Answers arriving later above the offset
 * (a floor's second row of goods) would otherwise move the window: the
 * browser's scroll anchoring keeps what is in view, not the offset.
 */
export const SCROLL_SETTLE_MS = 400;

/** What the buyer does to scroll by hand; any of it ends a restore that is still following the page. */
const MANUAL_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * The offset the current history entry returns to (0 for an entry seen for
 * the first time). A page that draws parts of itself late (the home floors,
 * pages/home/deferred-floor.tsx) draws them at once when it is > 0, so the
 * page reaches the size the offset was recorded on as soon as its answers
 * are in.
 */
const ScrollRestoreTarget = createContext(0);
export const ScrollRestoreProvider = ScrollRestoreTarget.Provider;

/** The offset this history entry's page is restored to; 0 when it starts at the top. */
export function useScrollRestoreTarget(): number {
  return useContext(ScrollRestoreTarget);
}

/**
 * docs/product/routes.md: after a route change the page scrolls to the position remembered
 * for that history entry, SCROLL_RESTORE_MS later (so the new page has
 * rendered); an entry seen for the first time starts at the top.
 *
 * A page whose data is still loading is shorter, or laid out otherwise, than
 * the one the offset was recorded on; the restore then holds the offset
 * while the page changes size, until it has kept its size for
 * SCROLL_SETTLE_MS at the offset, the buyer scrolls, or
 * SCROLL_FOLLOW_MAX_MS pass. Positions are recorded only after the restore
 * ended, so an offset the browser clamped on a short page never overwrites
 * the remembered one.
 *
 * Returns the offset this entry returns to (for useScrollRestoreTarget).
 */
export function useScrollMemory(locationKey: string): number {
  // A Map that lives as long as the layout; state, not a ref, since render reads it.
  const [remembered] = useState(() => new Map<string, number>());
  // The page the server drew is on screen before the app hydrates it, and the
  // buyer may already have scrolled it: the first entry is not a route change,
  // so nothing moves the window then; its offset is only recorded.
  const firstEntry = useRef(true);

  useEffect(() => {
    // The browser's own restoration would jump before our page has rendered.
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // A layout effect, so the previous entry's listener is gone before the
  // browser paints the new page: swapping in a shorter page clamps the
  // offset, and that scroll event must not be recorded for the entry we left.
  useLayoutEffect(() => {
    const target = remembered.get(locationKey) ?? 0;
    const record = () => remembered.set(locationKey, window.scrollY);
    const cleanups: (() => void)[] = [];

    const startRecording = () => {
      window.addEventListener('scroll', record, { passive: true });
      cleanups.push(() => window.removeEventListener('scroll', record));
    };

    const follow = () => {
      let done = false;
      let settled: number | undefined;
      const end = () => {
        if (done) return;
        done = true;
        observer.disconnect();
        window.clearTimeout(giveUp);
        window.clearTimeout(settled);
        for (const type of MANUAL_SCROLL_EVENTS) window.removeEventListener(type, byHand);
      };
      const stop = () => {
        if (done) return;
        end();
        startRecording();
      };
      // The buyer took over: what they scroll to from here is theirs.
      const byHand = () => stop();
      // Every change of the page's size puts the offset back; the restore ends once the size holds at it.
      const hold = () => {
        window.scrollTo(0, target);
        window.clearTimeout(settled);
        if (window.scrollY >= target - 1) settled = window.setTimeout(stop, SCROLL_SETTLE_MS);
      };
      const observer = new ResizeObserver(hold);
      observer.observe(document.body);
      const giveUp = window.setTimeout(stop, SCROLL_FOLLOW_MAX_MS);
      for (const type of MANUAL_SCROLL_EVENTS) window.addEventListener(type, byHand, { passive: true });
      cleanups.push(end);
    };

    if (firstEntry.current) {
      firstEntry.current = false;
      startRecording();
      return () => {
        for (const cleanup of cleanups) cleanup();
      };
    }

    const timer = window.setTimeout(() => {
      window.scrollTo(0, target);
      if (target === 0) startRecording();
      else follow();
    }, SCROLL_RESTORE_MS);

    return () => {
      window.clearTimeout(timer);
      for (const cleanup of cleanups) cleanup();
    };
  }, [locationKey, remembered]);

  return remembered.get(locationKey) ?? 0;
}

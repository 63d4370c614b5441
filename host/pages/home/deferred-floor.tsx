import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { useScrollRestoreTarget } from '../../layout/use-scroll-memory';

/**
 * How far below the window a floor starts to draw: a window's height, so a
 * floor is there before a scrolling buyer reaches it.
 */
const NEAR_MARGIN = '100% 0px';

type Mount = () => void;

/** The floors still waiting, in page order: the browser draws one each time it is idle. */
const waiting: Mount[] = [];
let idleScheduled = false;

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2000 });
  else window.setTimeout(run, 200);
}

function drawNextWhenIdle(): void {
  if (idleScheduled || waiting.length === 0) return;
  idleScheduled = true;
  whenIdle(() => {
    idleScheduled = false;
    waiting.shift()?.();
    drawNextWhenIdle();
  });
}

/**
 * A home floor below the first screen, drawn once it comes within a window
 * of the viewport or, failing that, when the browser is idle after the
 * page has loaded (one floor per idle period, top to bottom), so every floor
 * is on the page soon (find in page, a test, a screen reader) but none of
 * them makes the first screen's main thread busy: rendering and laying out
 * all the floors' cards at once held a phone's main thread for over half a
 * second (docs/perf.md, issue 14). Until then an empty block of about a
 * floor's height keeps the footer below the fold.
 *
 * Going back to a home page the buyer had scrolled down draws every floor at
 * once: the restored offset is measured on the whole page, and floors drawn
 * later above it would push what the buyer was reading away.
 */
export function DeferredFloor({ children }: { children: ReactNode }) {
  const restoring = useScrollRestoreTarget() > 0;
  const [shown, setShown] = useState(restoring);
  const placeholder = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    if (shown) return;
    // A transition: React renders the floor in slices that give the main thread back every few ms, instead of
    // one task for all its cards.
    const show: Mount = () => startTransition(() => setShown(true));
    waiting.push(show);
    drawNextWhenIdle();
    let observer: IntersectionObserver | null = null;
    if (placeholder.current && typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) show();
        },
        { rootMargin: NEAR_MARGIN },
      );
      observer.observe(placeholder.current);
    }
    return () => {
      observer?.disconnect();
      const index = waiting.indexOf(show);
      if (index >= 0) waiting.splice(index, 1);
    };
  }, [shown]);

  return shown ? children : <div ref={placeholder} className="yp-floor-slot" aria-hidden="true" />;
}

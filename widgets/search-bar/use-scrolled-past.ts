import { useEffect, useState } from 'react';

/**
 * True while the window is scrolled down `offset` px or more; always false
 * when `offset` is undefined. For the sticky search bar (docs/product/routes.md header:
 * "a sticky search bar appears after scrolling 205 px or more").
 */
export function useScrolledPast(offset: number | undefined): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (offset === undefined || !Number.isFinite(offset)) {
      setPast(false);
      return;
    }
    const update = () => setPast(window.scrollY >= offset);
    // The first read waits for the next frame: read in the commit that mounts the bar (the hydration's), scrollY
    // makes the browser recompute the whole page's style and layout inside that task, a long task on a phone.
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [offset]);
  return past;
}

import { useEffect, useState } from 'react';

/** Whether the page is scrolled more than `offset` px; follows scrolling. */
export function useScrolled(offset: number): boolean {
  // False at first on the server and the browser alike (a page scrolled before hydration would not match the server's
  // HTML); the effect reads the real offset right after.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  return scrolled;
}

import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { getBus } from '../../shared/bus';
import { isFramed, leavesFrame } from './frame-exit';

/**
 * Widgets call `navigate(path)` from shared/bus; with this listener on the
 * bus that becomes a route change instead of a full page load. A URL on
 * another origin still loads as a page, and a framed page meant for frames
 * opens any other page in a new tab (frame-exit.ts).
 */
export function useBusNavigation(): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      getBus().on('navigate', ({ path, replace }) => {
        const url = new URL(path, window.location.href);
        if (leavesFrame(window.location.pathname, url.pathname + url.search, isFramed())) {
          window.open(url.href, '_blank', 'noopener');
          return;
        }
        if (url.origin !== window.location.origin) {
          if (replace) window.location.replace(url.href);
          else window.location.assign(url.href);
          return;
        }
        void navigate(`${url.pathname}${url.search}${url.hash}`, { replace: Boolean(replace) });
      }),
    [navigate],
  );
}

import { useMatches } from 'react-router';
import { FALLBACK_FLAGS, type RouteFlags } from '../routes';

function isFlags(handle: unknown): handle is RouteFlags {
  return typeof handle === 'object' && handle !== null && 'title' in handle && 'header' in handle;
}

/** The flags of the deepest matched route that carries them (docs/product/routes.md route flags). */
export function useRouteFlags(): RouteFlags {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isFlags(handle)) return handle;
  }
  return FALLBACK_FLAGS;
}

import type { NavItem } from '../../shared/contract';
import { hostApi } from './host-api';
import { fetchGlobalLinks } from '../../shared/api';
import { serverMemo } from '../../shared/page/render-pass';

// The navigation row shows on most pages; one request per page load, retried after a failure.
let pending: Promise<NavItem[]> | null = null;

export function loadGlobalLinks(): Promise<NavItem[]> {
  const rendering = serverMemo('global-links', () => fetchGlobalLinks({ api: hostApi }));
  if (rendering) return rendering;
  pending ??= fetchGlobalLinks({ api: hostApi }).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

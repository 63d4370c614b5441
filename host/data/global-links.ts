import type { NavItem } from '../../shared/contract';
import { hostApi } from './host-api';
import { contentApi } from '../../shared/api/resources/content';
import { serverMemo } from '../../shared/page/render-pass';

// The navigation row shows on most pages; one request per page load, retried after a failure.
let pending: Promise<NavItem[]> | null = null;

export function loadGlobalLinks(): Promise<NavItem[]> {
  const rendering = serverMemo('global-links', () => contentApi.globalLinks({}, { api: hostApi }));
  if (rendering) return rendering;
  pending ??= contentApi.globalLinks({}, { api: hostApi }).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

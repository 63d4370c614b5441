import type { NavItem } from '../../shared/contract';
import { hostApi } from './host-api';
import { fetchGlobalLinks } from '../../shared/api';

// The navigation row shows on most pages; one request per page load, retried after a failure.
let pending: Promise<NavItem[]> | null = null;

export function loadGlobalLinks(): Promise<NavItem[]> {
  pending ??= fetchGlobalLinks({ api: hostApi }).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

import type { FocusCommon } from '../../shared/contract';
import { fetchFocusCommon } from '../../shared/api';

// The common catalogue data (category menus, hot searches, brands) is the
// same on every page; one request per page load, retried after a failure.
let pending: Promise<FocusCommon> | null = null;

export function loadFocusCommon(): Promise<FocusCommon> {
  pending ??= fetchFocusCommon().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

import type { FocusCommon } from '../../shared/contract';
import { hostApi } from './host-api';
import { contentApi } from '../../shared/api/resources/content';
import { serverMemo } from '../../shared/page/render-pass';

// The common catalogue data (category menus, hot searches, brands) is the
// same on every page; one request per page load, retried after a failure.
let pending: Promise<FocusCommon> | null = null;
/** Server clock minus this browser's, in ms, measured when the answer arrived. */
let clockOffsetMs = 0;

export function loadFocusCommon(): Promise<FocusCommon> {
  const rendering = serverMemo('focus-common', () => contentApi.focusCommon({}, { api: hostApi }));
  if (rendering) return rendering;
  pending ??= contentApi.focusCommon({}, { api: hostApi }).then(
    (common) => {
      // Its `timestamp` is the server's "now" (10-digit seconds): countdowns
      // run on the server's clock, not on a buyer's wrong one.
      clockOffsetMs = common.timestamp * 1000 - Date.now();
      return common;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** The server's current time in ms, once loadFocusCommon has answered (the browser's before). */
export function serverNow(): number {
  return Date.now() + clockOffsetMs;
}

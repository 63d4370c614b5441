import type { FocusCommon } from '../../shared/contract';
import { contentApi } from '../../shared/api/resources/content';

/** Server clock minus this browser's, in ms, measured when the answer arrived. */
let clockOffsetMs = 0;
let measured: FocusCommon | undefined;

/**
 * The common catalogue data (category menus, hot searches, brands): one
 * request per page for the host and the widgets alike (a per-page call,
 * shared/api/query). Its `timestamp` is the server's "now" (10-digit
 * seconds): countdowns run on the server's clock, not on a buyer's wrong one.
 * The offset is measured once per answer, the first time the host sees it
 * (the header asks at once on every page, as the answer arrives).
 */
export function loadFocusCommon(): Promise<FocusCommon> {
  return contentApi.focusCommon().then((common) => {
    if (measured !== common) {
      measured = common;
      clockOffsetMs = common.timestamp * 1000 - Date.now();
    }
    return common;
  });
}

/** The server's current time in ms, once loadFocusCommon has answered (the browser's before). */
export function serverNow(): number {
  return Date.now() + clockOffsetMs;
}

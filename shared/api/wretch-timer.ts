/**
 * The one private piece of wretch 2.11 the client relies on: its abort
 * addon keeps a call's timeout timer at `_sharedState.abort.timeout` and
 * never clears it once the call settles, so a finished call would leave a
 * 30 s timer pending (a test run or a server-side render waits for it).
 * Clearing it here is safe whatever state the call is in. The version is
 * pinned in package.json; wretch-timer.test.ts fails if an upgrade moves it.
 */
export function clearWretchTimer(chain: object): void {
  const shared = (chain as { _sharedState?: { abort?: { timeout?: { clear?: () => void } } } })._sharedState;
  shared?.abort?.timeout?.clear?.();
}

/** Whether a call chain still holds a pending wretch timer (for the upgrade test). */
export function hasWretchTimer(chain: object): boolean {
  const shared = (chain as { _sharedState?: { abort?: { timeout?: { clear?: () => void } } } })._sharedState;
  return typeof shared?.abort?.timeout?.clear === 'function';
}

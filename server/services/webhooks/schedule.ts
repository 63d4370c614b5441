/**
 * When a failed delivery is tried again: exponential backoff from 30 s,
 * doubling to at most an hour, for 24 hours from the event (or from its
 * last replay). Pure, so the table test covers it.
 */
export const WEBHOOK_FIRST_RETRY_MS = 30_000;
export const WEBHOOK_MAX_RETRY_MS = 60 * 60_000;
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60_000;

/** The delay after the given number of failed attempts (1, 2, …). */
export function retryDelayMs(failedAttempts: number): number {
  const exponent = Math.max(0, failedAttempts - 1);
  return Math.min(WEBHOOK_FIRST_RETRY_MS * 2 ** Math.min(exponent, 20), WEBHOOK_MAX_RETRY_MS);
}

/** The next attempt after a failure at `now`, or null when that is past the 24-hour window (the delivery is given up). */
export function nextAttemptAfterFailure(windowStart: Date, failedAttempts: number, now: Date): Date | null {
  const next = now.getTime() + retryDelayMs(failedAttempts);
  return next > windowStart.getTime() + WEBHOOK_RETRY_WINDOW_MS ? null : new Date(next);
}

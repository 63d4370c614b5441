/**
 * Growing delays instead of a hard lock: the first `freeFailures` failures
 * cost nothing, then each further attempt must wait base, 2·base, 4·base …
 * (capped) after the previous failure. A counter left alone for
 * `forgetAfterMs` starts over. Pure: the clock is always passed in.
 */
export interface DelayPolicy {
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Quiet time after the last failure before the counter is forgotten; at least maxDelayMs. */
  forgetAfterMs: number;
}

export interface FailureState {
  failures: number;
  /** Epoch ms of the last counted attempt. */
  lastAt: number;
}

/** The wait required after `failures` failures before the next attempt, in ms. */
export function delayAfterFailures(failures: number, policy: DelayPolicy): number {
  if (failures < policy.freeFailures) return 0;
  const doublings = failures - policy.freeFailures;
  // 2^31 ms is already weeks: beyond that only the cap matters (and no Infinity creeps in).
  if (doublings > 30) return policy.maxDelayMs;
  return Math.min(policy.baseDelayMs * 2 ** doublings, policy.maxDelayMs);
}

/** The failures that still count at `now` (0 once forgotten). */
export function liveFailures(state: FailureState | null | undefined, now: number, policy: DelayPolicy): number {
  if (!state || state.failures <= 0) return 0;
  return now - state.lastAt >= policy.forgetAfterMs ? 0 : state.failures;
}

/** How long the next attempt must still wait at `now`; 0 when it may go ahead. */
export function waitBeforeAttempt(state: FailureState | null | undefined, now: number, policy: DelayPolicy): number {
  const failures = liveFailures(state, now, policy);
  if (failures === 0 || !state) return 0;
  return Math.max(0, state.lastAt + delayAfterFailures(failures, policy) - now);
}

/**
 * The delays for 0, 1, 2 … failures up to the first that reaches the cap
 * (the last entry holds for any count beyond). The Redis store's script
 * takes this list, so the schedule is defined once, here.
 */
export function delayTable(policy: DelayPolicy): number[] {
  const table: number[] = [];
  for (let failures = 0; ; failures += 1) {
    const delay = delayAfterFailures(failures, policy);
    table.push(delay);
    if (delay >= policy.maxDelayMs || failures > policy.freeFailures + 40) return table;
  }
}

/** Seconds for a Retry-After header and the message: whole seconds, at least 1. */
export function retryAfterSeconds(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / 1000));
}

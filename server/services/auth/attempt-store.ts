import type { Redis } from 'ioredis';
import { delayTable, liveFailures, waitBeforeAttempt, type DelayPolicy, type FailureState } from './delay-schedule';

/**
 * Where attempt counters live: in this process (default) or in Redis when
 * REDIS_URL is set, so every API node sees the same counts. Each operation
 * is atomic, so parallel attempts cannot all slip past one check.
 */
export interface AttemptStore {
  /**
   * Refuses with the ms still to wait when the key's delay has not passed;
   * otherwise counts one attempt (assumed failed until forgiven) and
   * answers 0. `now` is epoch ms from the app's clock.
   */
  attempt(key: string, now: number, policy: DelayPolicy): Promise<number>;
  /**
   * Takes back one counted attempt: it turned out to succeed (or was refused
   * elsewhere). The last-failure time goes back to what it was, so a success
   * neither pushes a delay later nor keeps a counter from being forgotten.
   */
  forgive(key: string): Promise<void>;
  /** The ms still to wait before an attempt on the key may go ahead (0: now); counts nothing. */
  wait(key: string, now: number, policy: DelayPolicy): Promise<number>;
  /** Counts one failure on the key at `now`, whatever the wait: for counters that see failures only. */
  fail(key: string, now: number, policy: DelayPolicy): Promise<void>;
  /** Forgets the key's failures. */
  clear(key: string): Promise<void>;
  /** Counts a hit in the fixed window containing `now`; answers the count so far, this one included. */
  hitWindow(key: string, now: number, windowMs: number): Promise<number>;
}

/** Past this many keys the memory store sweeps out forgotten ones, so a spray of names cannot grow it without end. */
const SWEEP_AT = 10_000;

export function memoryAttemptStore(): AttemptStore {
  const counters = new Map<string, FailureState & { previousAt: number; forgetAfterMs: number }>();
  const windows = new Map<string, { window: number; windowMs: number; count: number }>();

  function sweep(now: number): void {
    if (counters.size >= SWEEP_AT) {
      for (const [key, state] of counters) if (now - state.lastAt >= state.forgetAfterMs) counters.delete(key);
    }
    if (windows.size >= SWEEP_AT) {
      for (const [key, entry] of windows) if (entry.window < Math.floor(now / entry.windowMs)) windows.delete(key);
    }
  }

  return {
    attempt(key, now, policy) {
      sweep(now);
      const state = counters.get(key);
      const wait = waitBeforeAttempt(state, now, policy);
      if (wait > 0) return Promise.resolve(wait);
      const failures = liveFailures(state, now, policy);
      counters.set(key, { failures: failures + 1, lastAt: now, previousAt: failures > 0 && state ? state.lastAt : 0, forgetAfterMs: policy.forgetAfterMs });
      return Promise.resolve(0);
    },
    wait(key, now, policy) {
      return Promise.resolve(waitBeforeAttempt(counters.get(key), now, policy));
    },
    fail(key, now, policy) {
      sweep(now);
      const state = counters.get(key);
      const failures = liveFailures(state, now, policy);
      counters.set(key, { failures: failures + 1, lastAt: now, previousAt: failures > 0 && state ? state.lastAt : 0, forgetAfterMs: policy.forgetAfterMs });
      return Promise.resolve();
    },
    forgive(key) {
      const state = counters.get(key);
      if (state && state.failures > 0) {
        state.failures -= 1;
        state.lastAt = state.previousAt;
      }
      return Promise.resolve();
    },
    clear(key) {
      counters.delete(key);
      return Promise.resolve();
    },
    hitWindow(key, now, windowMs) {
      sweep(now);
      const window = Math.floor(now / windowMs);
      const entry = windows.get(key);
      const next = { window, windowMs, count: entry && entry.window === window ? entry.count + 1 : 1 };
      windows.set(key, next);
      return Promise.resolve(next.count);
    },
  };
}

// The scripts are put together from these pieces, so the three read, wait and
// record alike. KEYS[1]: the counter hash. ARGV: now, forgetAfterMs, then (for
// the delay) the table of delays after 0, 1, 2 … failures (the last entry
// holds beyond), so the schedule itself is only defined in delay-schedule.ts.
const READ = `
local now = tonumber(ARGV[1])
local forget = tonumber(ARGV[2])
local n = tonumber(redis.call('HGET', KEYS[1], 'n') or '0')
local last = tonumber(redis.call('HGET', KEYS[1], 'last') or '0')
`;
// Failures older than the forget window no longer count.
const FORGET = `if n > 0 and now - last >= forget then n = 0 end
`;
const DELAY = `local size = #ARGV - 2
local index = n + 1
if index > size then index = size end
local delay = tonumber(ARGV[2 + index])
if n > 0 and now < last + delay then return last + delay - now end
`;
const RECORD = `local previous = 0
if n > 0 then previous = last end
redis.call('HSET', KEYS[1], 'n', n + 1, 'last', now, 'prev', previous)
redis.call('PEXPIRE', KEYS[1], forget)
`;

// Waits out the delay, else counts the attempt.
const ATTEMPT_SCRIPT = `${READ}${FORGET}${DELAY}${RECORD}return 0`;
// The ATTEMPT_SCRIPT's check alone (same ARGV).
const WAIT_SCRIPT = `${READ}${FORGET}${DELAY}return 0`;
// The ATTEMPT_SCRIPT's count alone. ARGV: now, forgetAfterMs.
const FAIL_SCRIPT = `${READ}${FORGET}${RECORD}return 0`;

const FORGIVE_SCRIPT = `
local n = tonumber(redis.call('HGET', KEYS[1], 'n') or '0')
if n > 0 then redis.call('HSET', KEYS[1], 'n', n - 1, 'last', redis.call('HGET', KEYS[1], 'prev') or '0') end
return 0
`;

const WINDOW_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count
`;

/**
 * Counters in Redis under `prefix` (the app's own namespace; tests pass a
 * fresh one). Scripts keep read-check-write atomic across nodes. Redis
 * expiry only collects old keys: what counts is the clock passed in.
 */
export function redisAttemptStore(redis: Redis, prefix = 'yaopi-attempts:'): AttemptStore {
  const tables = new WeakMap<DelayPolicy, number[]>();
  const tableOf = (policy: DelayPolicy) => {
    let table = tables.get(policy);
    if (!table) tables.set(policy, (table = delayTable(policy)));
    return table;
  };
  return {
    async attempt(key, now, policy) {
      const wait = await redis.eval(ATTEMPT_SCRIPT, 1, prefix + key, now, policy.forgetAfterMs, ...tableOf(policy));
      return Number(wait);
    },
    async wait(key, now, policy) {
      return Number(await redis.eval(WAIT_SCRIPT, 1, prefix + key, now, policy.forgetAfterMs, ...tableOf(policy)));
    },
    async fail(key, now, policy) {
      await redis.eval(FAIL_SCRIPT, 1, prefix + key, now, policy.forgetAfterMs);
    },
    async forgive(key) {
      await redis.eval(FORGIVE_SCRIPT, 1, prefix + key);
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
    async hitWindow(key, now, windowMs) {
      const window = Math.floor(now / windowMs);
      // The window index is in the key; a little over one window of expiry covers clock skew between nodes.
      return Number(await redis.eval(WINDOW_SCRIPT, 1, `${prefix}w:${key}:${window}`, windowMs * 2));
    },
  };
}

/**
 * Redis while it answers, this node's own counters while it does not
 * (issue 24: Redis is an accelerator, not a single point of failure). The
 * link (services/redis-link.ts) says whether Redis is usable; a command
 * that fails marks it down, so the next call goes to memory without
 * waiting. Counts made in memory stay on this node and are not copied
 * back: for a few minutes after an outage a node may let a client a
 * little further than the shared count would.
 */
export function failoverAttemptStore(
  link: { usable(): boolean; failed(error: unknown): void },
  shared: AttemptStore,
  local: AttemptStore = memoryAttemptStore(),
): AttemptStore {
  function either<A extends unknown[], R>(operation: (store: AttemptStore, ...args: A) => Promise<R>) {
    return async (...args: A): Promise<R> => {
      if (link.usable()) {
        try {
          return await operation(shared, ...args);
        } catch (error) {
          link.failed(error);
        }
      }
      return operation(local, ...args);
    };
  }
  return {
    attempt: either((store, key: string, now: number, policy: DelayPolicy) => store.attempt(key, now, policy)),
    wait: either((store, key: string, now: number, policy: DelayPolicy) => store.wait(key, now, policy)),
    fail: either((store, key: string, now: number, policy: DelayPolicy) => store.fail(key, now, policy)),
    forgive: either((store, key: string) => store.forgive(key)),
    clear: either((store, key: string) => store.clear(key)),
    hitWindow: either((store, key: string, now: number, windowMs: number) => store.hitWindow(key, now, windowMs)),
  };
}

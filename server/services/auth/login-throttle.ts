import type { KnownDevice } from '../../lib/device-cookie';
import { AppError } from '../../errors';
import { Code } from '../../../shared/contract/codes';
import type { AttemptStore } from './attempt-store';
import { retryAfterSeconds, type DelayPolicy } from './delay-schedule';

/**
 * Login throttling (docs/decisions.md ADR-015):
 * failures are counted per account (username and phone alias are one
 * account; unknown names by their normalised spelling, so probing looks the
 * same) and per client IP across accounts; past the free failures each
 * attempt waits a growing delay. A browser holding the account's known-device
 * cookie has its own account counter and skips the IP one, so strangers
 * failing on purpose cannot slow the owner down.
 */
export interface LoginThrottlePolicy {
  account: DelayPolicy;
  client: DelayPolicy;
}

const MINUTE = 60_000;

export const DEFAULT_LOGIN_THROTTLE: LoginThrottlePolicy = {
  account: { freeFailures: 5, baseDelayMs: 1_000, maxDelayMs: 15 * MINUTE, forgetAfterMs: 60 * MINUTE },
  client: { freeFailures: 20, baseDelayMs: 1_000, maxDelayMs: 15 * MINUTE, forgetAfterMs: 60 * MINUTE },
};

/** Who a login attempt is aimed at: the resolved account, or for unknown names the name itself. */
export interface LoginTarget {
  accountId: number | null;
  name: string;
}

/** The spelling unknown names are counted under: case, width and surrounding space do not make a new name. */
export function normaliseLoginName(name: string): string {
  return name.normalize('NFKC').trim().toLowerCase().slice(0, 64);
}

/** The account counter an attempt lands on: the device's own when it is a known device of that account, else the strangers'. */
export function accountKey(target: LoginTarget, device: KnownDevice | null): string {
  const subject = target.accountId !== null ? `id:${target.accountId}` : `name:${normaliseLoginName(target.name)}`;
  return device && isKnownDevice(target, device) ? `login:acct:${subject}:dev:${device.deviceId}` : `login:acct:${subject}:strangers`;
}

export function clientKey(ip: string): string {
  return `login:ip:${ip}`;
}

export function isKnownDevice(target: LoginTarget, device: KnownDevice | null): boolean {
  return device !== null && target.accountId !== null && device.userId === target.accountId;
}

/** 429 with the wait in seconds; the route puts it in Retry-After too. */
export class LoginThrottled extends AppError {
  readonly retryAfterSeconds: number;

  constructor(waitMs: number) {
    const seconds = retryAfterSeconds(waitMs);
    super(Code.TOO_MANY_REQUESTS, `登录尝试过于频繁，请${seconds}秒后再试`);
    this.retryAfterSeconds = seconds;
  }
}

export interface LoginAttempt {
  /** The password was right: the account's failures for this client are cleared. */
  succeeded(): Promise<void>;
  /** The password was wrong (or the account unknown): counted on the client's address as well. */
  failed(): Promise<void>;
}

export interface LoginThrottle {
  /**
   * Call before checking the password. Throws LoginThrottled when the
   * account or the client must wait (the password is then not checked);
   * otherwise the attempt is counted on the account as a failure until
   * `succeeded()`, and on the client's address once `failed()`.
   */
  begin(target: LoginTarget, ip: string, device: KnownDevice | null): Promise<LoginAttempt>;
  /** Counts attempts on a key of its own with the account policy, e.g. old-password checks. */
  store: AttemptStore;
  policy: LoginThrottlePolicy;
  clock: () => number;
}

export function loginThrottle(store: AttemptStore, policy: LoginThrottlePolicy, clock: () => number): LoginThrottle {
  return {
    store,
    policy,
    clock,
    async begin(target, ip, device) {
      const now = clock();
      const known = isKnownDevice(target, device);
      const ipKey = clientKey(ip);
      const acctKey = accountKey(target, device);
      // The account first: its delay is usually the longer one to report.
      const accountWait = await store.attempt(acctKey, now, policy.account);
      if (accountWait > 0) throw new LoginThrottled(accountWait);
      // The address counts failures only, never successes (issue 24): two
      // hundred pharmacies behind one NAT logging in at once are two hundred
      // successes and cost nothing, while a spray of wrong passwords across
      // accounts adds up here and is slowed. Checked before and counted after
      // the password, so a burst sent all at once can pass this check by as
      // many attempts as are in flight together; each account's own counter
      // above stays atomic.
      if (!known) {
        const clientWait = await store.wait(ipKey, now, policy.client);
        if (clientWait > 0) {
          // Refused before any password check: not a failure on the account either.
          await store.forgive(acctKey);
          throw new LoginThrottled(clientWait);
        }
      }
      return {
        async succeeded() {
          await store.clear(acctKey);
        },
        async failed() {
          if (!known) await store.fail(ipKey, clock(), policy.client);
        },
      };
    },
  };
}

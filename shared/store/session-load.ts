import type { UserState } from '../contract/user';
import { outcomeOf } from '../contract/codes';
import { clearUser, session, setUser } from './session';
import type { CallOptions } from '../api/query/query';
import { applyEffect } from '../api/effects';
import { isApiError } from '../api/errors';
import { authApi } from '../api/resources/auth';

/**
 * Session-storage flag set by a successful login. docs/product/routes.md: the route guard,
 * seeing it, clears it and reloads, so every widget and bundle starts over
 * with the new session.
 */
export const LOGIN_FLAG_KEY = 'yp_login';

// sessionStorage is missing in Node and throws in some sandboxed iframes and
// private modes; the flag is a convenience, so failing to set it is not fatal.
function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

function setLoginFlag(on: boolean): void {
  try {
    if (on) storage()?.setItem(LOGIN_FLAG_KEY, '1');
    else storage()?.removeItem(LOGIN_FLAG_KEY);
  } catch {
    // See storage().
  }
}

let loading: Promise<UserState | null> | undefined;

/**
 * Loads the buyer's state for the header (docs/product/roles.md "The user base call is
 * made when the header shows"). Silent: a visitor's 10001 is the normal
 * answer, not an error. On any failure the state is still "shown" (docs/product/errors.md):
 * status 'ready' with no user, so the header offers 登录 instead of waiting.
 * Callers arriving while a load is under way share it, rather than one
 * cancelling the other's call.
 */
export function loadSession(options: Omit<CallOptions, 'silent'> = {}): Promise<UserState | null> {
  if (loading) return loading;
  // A member already answered (the server drew the page with them) stays on screen while checked again: 'loading'
  // would hide the header's account links until an answer that is nearly always the same. A visitor's state is
  // only "no member yet" (a failed call on the way says so too), so the header waits for this answer.
  if (session.status.value !== 'ready' || !session.user.value) session.status.value = 'loading';
  loading = authApi
    .userBase({}, { ...options, silent: true })
    .then(
      (user) => {
        setUser(user);
        return user;
      },
      (error: unknown) => {
        // Dropped by its caller's signal: nothing was learnt, so keep what we had.
        if (isApiError(error) && error.kind === 'aborted') {
          session.status.value = 'ready';
          return session.user.value;
        }
        clearUser();
        return null;
      },
    )
    .finally(() => {
      loading = undefined;
    });
  return loading;
}

/**
 * Logs in with a username or phone and password. The session model holds the
 * user on success and the login flag is set for the route guard.
 * A login form that shows field errors inline passes `silent: true` and reads
 * `ApiError.errors`; otherwise a 422 shows its failure alert (docs/product/errors.md).
 */
export async function signIn(username: string, password: string, options?: CallOptions): Promise<UserState> {
  const { user } = await authApi.login({ username, password }, options);
  setUser(user);
  setLoginFlag(true);
  return user;
}

/** A login the server completed another way (微信扫码登录: the session cookie is already set). */
export function signedIn(user: UserState): void {
  setUser(user);
  setLoginFlag(true);
}

export interface SignOutOptions extends Omit<CallOptions, 'silent'> {
  /** What reloads the page; `location.reload()` by default. Tests inject their own. */
  reload?: () => void;
}

/**
 * Ends the session: server logout, the model cleared, the login flag removed,
 * then a reload (docs/product/states.md "Logout clears the stored login flag and reloads").
 * A login-required answer means the session had already ended, which is what
 * was asked for. Any other failure shows its failure effect (docs/product/errors.md) and rejects with the
 * state untouched: the server session is still alive, so a reload would only
 * show the buyer logged in again.
 */
export async function signOut(options: SignOutOptions = {}): Promise<void> {
  const { reload = () => globalThis.location?.reload(), ...callOptions } = options;
  try {
    await authApi.logout({}, { ...callOptions, silent: true });
  } catch (error) {
    if (!isApiError(error) || error.kind !== 'http' || outcomeOf(error.code) !== 'login') {
      if (isApiError(error)) applyEffect(error);
      throw error;
    }
  }
  clearUser();
  setLoginFlag(false);
  reload();
}

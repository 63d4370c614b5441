import * as defs from '../../contract/calls/auth';
import type { InputOf } from '../../contract/define-call';
import { call, type CallOptions } from '../call';

/** POST /api/login → the buyer's token and user state; the server also sets the session cookie. */
export function login(input: InputOf<typeof defs.login>, options?: CallOptions) {
  return call(defs.login, input, options);
}

/** GET /api/user/base → the buyer's user state (spec §3); 10001 for a visitor. */
export function fetchUserBase(options?: CallOptions) {
  return call(defs.userBase, {}, options);
}

/** DELETE /api/user/logout: ends the server session. */
export function logout(options?: CallOptions) {
  return call(defs.logout, {}, options);
}

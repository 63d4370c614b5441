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

/** GET /api/user/sessions → the buyer's live logins (账户安全). */
export function fetchSessions(options?: CallOptions) {
  return call(defs.userSessions, {}, options);
}

/** POST /api/user/logout_all: 退出所有设备, this one included. */
export function logoutAll(options?: CallOptions) {
  return call(defs.logoutAll, {}, options);
}

/** POST /api/user/password: 修改登录密码; other sessions end, this one stays. */
export function changePassword(input: InputOf<typeof defs.changePassword>, options?: CallOptions) {
  return call(defs.changePassword, input, options);
}

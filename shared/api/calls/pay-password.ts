import * as defs from '../../contract/calls/pay-password';
import type { InputOf } from '../../contract/define-call';
import { call, type CallOptions } from '../call';

/** GET /api/user/pay_password: set or not, locked until when, tries left. */
export function fetchPayPasswordState(options?: CallOptions) {
  return call(defs.payPasswordState, {}, options);
}

/** POST /api/user/pay_password/set {login_password, pay_password}: the first time only. */
export function setPayPassword(input: InputOf<typeof defs.payPasswordSet>, options?: CallOptions) {
  return call(defs.payPasswordSet, input, options);
}

/** POST /api/user/pay_password/change {old_pay_password | login_password, pay_password}. */
export function changePayPassword(input: InputOf<typeof defs.payPasswordChange>, options?: CallOptions) {
  return call(defs.payPasswordChange, input, options);
}

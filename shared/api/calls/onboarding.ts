import * as article from '../../contract/calls/article';
import * as defs from '../../contract/calls/onboarding';
import * as sms from '../../contract/calls/sms';
import type { InputOf } from '../../contract/define-call';
import { call, type CallOptions } from '../call';

/** POST /api/user/create_code: a 6-digit code by SMS (register, reset, change_phone). */
export function createCode(input: InputOf<typeof sms.createCode>, options?: CallOptions) {
  return call(sms.createCode, input, options);
}

/** POST /api/user/check_code: is this the code (not spent)? */
export function checkCode(input: InputOf<typeof defs.checkCode>, options?: CallOptions) {
  return call(defs.checkCode, input, options);
}

/** POST /api/user/resetPassword: 忘记密码, every session of the account ends. */
export function resetPassword(input: InputOf<typeof defs.resetPassword>, options?: CallOptions) {
  return call(defs.resetPassword, input, options);
}

export function registerStep1(input: InputOf<typeof defs.registerStep1>, options?: CallOptions) {
  return call(defs.registerStep1, input, options);
}

export function registerStoreStart(options?: CallOptions) {
  return call(defs.registerStoreStart, {}, options);
}

export function fetchRegistrationDraft(options?: CallOptions) {
  return call(defs.registrationDraft, {}, options);
}

export function registerStep2(input: InputOf<typeof defs.registerStep2>, options?: CallOptions) {
  return call(defs.registerStep2, input, options);
}

export function registerSubmit(input: InputOf<typeof defs.registerSubmit>, options?: CallOptions) {
  return call(defs.registerSubmit, input, options);
}

/** GET /api/region: provinces, or the divisions under a code. */
export function fetchRegions(parent: string | undefined, options?: CallOptions) {
  return call(defs.regions, parent ? { parent } : {}, options);
}

export function fetchZizhi(options?: CallOptions) {
  return call(defs.zizhi, {}, options);
}

export function renewZizhi(input: InputOf<typeof defs.zizhiRenew>, options?: CallOptions) {
  return call(defs.zizhiRenew, input, options);
}

export function fetchJyfw(options?: CallOptions) {
  return call(defs.jyfw, {}, options);
}

/** GET /api/article/:id: one help article (the registration agreement's dialog). */
export function fetchHelpArticle(id: number, options?: CallOptions) {
  return call(article.helpArticle, { id }, options);
}

import * as defs from '../../contract/calls/wechat-login';
import { registerWechatStep1 as registerWechatStep1Def } from '../../contract/calls/onboarding';
import type { InputOf } from '../../contract/define-call';
import { call, type CallOptions } from '../call';

/** POST /api/login/wechat/qr: a login QR code (微信扫码登录). */
export function createWechatLoginQr(options?: CallOptions) {
  return call(defs.wechatLoginQr, {}, options);
}

/** POST /api/login/wechat/state {ticket}: waiting, expired, register, or logged_in (the session cookie is set). */
export function fetchWechatLoginState(ticket: string, options?: CallOptions) {
  return call(defs.wechatLoginState, { ticket }, options);
}

/** GET /api/register/wechat/{ticket}: the scanned WeChat's nickname for /register/wechat. */
export function fetchWechatRegistrationScan(ticket: string, options?: CallOptions) {
  return call(defs.wechatRegistrationScan, { ticket }, options);
}

/** POST /api/register/wechat/step1: step 1 plus the scanned ticket. */
export function registerWechatStep1(input: InputOf<typeof registerWechatStep1Def>, options?: CallOptions) {
  return call(registerWechatStep1Def, input, options);
}

import { z } from 'zod';
import { wechatQrSchema } from '../account';
import { defineCall } from '../define-call';
import { userStateSchema } from '../user';

/**
 * 微信扫码登录 (/login) and the ticket /register/wechat starts from
 * (docs/decisions.md ADR-024). The QR code is the same
 * provider's as 绑定微信 (/zhzx/bdwx).
 */

export const wechatTicket = z.string({ error: '二维码已失效，请刷新二维码' }).regex(/^[A-Za-z0-9_-]{20,64}$/, '二维码已失效，请刷新二维码');

/** A login QR code (no session needed). */
export const wechatLoginQr = defineCall({
  output: wechatQrSchema,
  method: 'POST',
  path: '/api/login/wechat/qr',
  access: 'optional',
  input: z.object({}),
});

export const wechatLoginStateSchema = z.strictObject({
  /**
   * waiting: not scanned yet; expired: ask for a new QR code; register: the
   * WeChat is bound to no account (go to /register/wechat?t=ticket);
   * logged_in: the session cookie is set and token/user are the login's.
   */
  status: z.literal(['waiting', 'expired', 'register', 'logged_in']),
  nickname: z.string(),
  /** The access token when logged_in, else ''. */
  token: z.string(),
  user: userStateSchema.nullable(),
});
export type WechatLoginState = z.infer<typeof wechatLoginStateSchema>;

/** Polled while the login QR code shows (POST: a bound scan logs in and sets the session cookie). */
export const wechatLoginState = defineCall({
  output: wechatLoginStateSchema,
  method: 'POST',
  path: '/api/login/wechat/state',
  access: 'optional',
  input: z.object({ ticket: wechatTicket }),
});

/** /register/wechat opens with the scanned WeChat's nickname (404 when the ticket cannot start a registration). */
export const wechatRegistrationScan = defineCall({
  output: z.strictObject({ nickname: z.string() }),
  method: 'GET',
  path: '/api/register/wechat/:ticket',
  access: 'optional',
  input: z.object({ ticket: wechatTicket }),
});

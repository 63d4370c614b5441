import { z } from 'zod';
import { defineCall } from '../define-call';
import { payPasswordStateSchema } from '../pay-password';
import { payPasswordChangeInput, payPasswordSetInput } from './pay-password-input';

/**
 * 支付密码 (the wallet's payment password). The inputs (./pay-password-input.ts)
 * check the format and the weak-password rules that need no account; the
 * service checks the account's phone. No call takes a user id: each acts on the session's
 * own account only.
 */
export const payPasswordState = defineCall({
  output: payPasswordStateSchema,
  method: 'GET',
  path: '/api/user/pay_password',
  access: 'member',
  input: z.object({}),
});

/** First time, from the pay page: proven with the login password. */
export const payPasswordSet = defineCall({
  output: payPasswordStateSchema,
  method: 'POST',
  path: '/api/user/pay_password/set',
  access: 'member',
  input: payPasswordSetInput,
});

/**
 * Later, in the account centre (/zhzx/zfmm): with the old 支付密码, or with
 * the login password when it is forgotten (exactly one of the two).
 */
export const payPasswordChange = defineCall({
  output: payPasswordStateSchema,
  method: 'POST',
  path: '/api/user/pay_password/change',
  access: 'member',
  input: payPasswordChangeInput,
});

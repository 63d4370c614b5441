import { z } from 'zod';
import { PAY_PASSWORD_MESSAGES, PAY_PASSWORD_PATTERN } from '../../domain/pay-password';
import { defineCall } from '../define-call';
import { payPasswordStateSchema } from '../pay-password';

/**
 * 支付密码 (the wallet's payment password). The format is checked here
 * (six digits); the weak-password rules need the account's phone and are
 * checked by the service. No call takes a user id: each acts on the session's
 * own account only.
 */
const payPasswordField = (empty: string) => z.string({ error: empty }).min(1, empty).regex(PAY_PASSWORD_PATTERN, PAY_PASSWORD_MESSAGES.format);

const loginPassword = z.string({ error: '请输入登录密码' }).min(1, '请输入登录密码').max(128, '登录密码不正确');

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
  input: z.object({
    login_password: loginPassword,
    pay_password: payPasswordField('请输入新的支付密码'),
  }),
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
  input: z
    .object({
      old_pay_password: z.string({ error: '原支付密码格式不正确' }).regex(PAY_PASSWORD_PATTERN, '原支付密码须为6位数字').optional(),
      login_password: loginPassword.optional(),
      pay_password: payPasswordField('请输入新的支付密码'),
    })
    .superRefine((value, ctx) => {
      if (value.old_pay_password === undefined && value.login_password === undefined) {
        ctx.addIssue({ code: 'custom', path: ['old_pay_password'], message: '请输入原支付密码，或使用登录密码重置' });
      } else if (value.old_pay_password !== undefined && value.login_password !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['old_pay_password'], message: '原支付密码与登录密码只需填写一项' });
      }
    }),
});

/**
 * The inputs of 设置支付密码 and 修改支付密码 (./pay-password.ts), apart so the pay page's dialog and the account
 * centre's 支付密码 page validate with them: browser code imports this module only with a dynamic import, on
 * submit, so it and zod load in a chunk of their own (scripts/build/contract-for-browser.ts, docs/decisions.md
 * ADR-059). The weak-password rules that need no account (the same digit six times, a run) are checked here;
 * the one that needs the account's phone (its last six digits) only by the service.
 */
import { z } from 'zod';
import { PAY_PASSWORD_PATTERN, payPasswordProblem } from '../../domain/pay-password';

const newPayPassword = z
  .string({ error: '请输入新的支付密码' })
  .min(1, '请输入新的支付密码')
  .superRefine((value, ctx) => {
    const problem = payPasswordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const loginPassword = z.string({ error: '请输入登录密码' }).min(1, '请输入登录密码').max(128, '登录密码不正确');

/** First time, from the pay page: proven with the login password. */
export const payPasswordSetInput = z.object({
  login_password: loginPassword,
  pay_password: newPayPassword,
});

/** Later, in the account centre: with the old 支付密码, or with the login password when it is forgotten (exactly one). */
export const payPasswordChangeInput = z
  .object({
    old_pay_password: z.string({ error: '原支付密码格式不正确' }).regex(PAY_PASSWORD_PATTERN, '原支付密码须为6位数字').optional(),
    login_password: loginPassword.optional(),
    pay_password: newPayPassword,
  })
  .superRefine((value, ctx) => {
    if (value.old_pay_password === undefined && value.login_password === undefined) {
      ctx.addIssue({ code: 'custom', path: ['old_pay_password'], message: '请输入原支付密码，或使用登录密码重置' });
    } else if (value.old_pay_password !== undefined && value.login_password !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['old_pay_password'], message: '原支付密码与登录密码只需填写一项' });
    }
  });

/**
 * The input of 修改登录密码 (POST /api/user/password, ./auth.ts changePassword), apart so the form in
 * 账户安全 (/zhzx/aqsz) validates with it: browser code imports this module only with a dynamic import, on
 * submit, so it and zod load in a chunk of their own (scripts/build/contract-for-browser.ts,
 * docs/decisions.md ADR-059).
 */
import { z } from 'zod';
import { newPasswordProblem } from '../../domain/password-rules';

/** A new login password: shared/domain/password-rules.ts holds the rule, one message at a time. */
const newPassword = z.string({ error: '请输入新密码' }).superRefine((value, ctx) => {
  const problem = newPasswordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const changePasswordInput = z.object({
  old_password: z.string({ error: '请输入原密码' }).min(1, '请输入原密码').max(128, '原密码不能超过128个字符'),
  password: newPassword,
});

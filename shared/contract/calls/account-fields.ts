/**
 * The account fields a buyer types (phone, SMS code, user name, new password) and the inputs of the calls
 * whose forms check them before sending: 获取验证码, registration step 1, 忘记密码's code check and reset. The calls
 * (./sms.ts, ./onboarding.ts) take their inputs from here, and the forms validate with the same schemas, so
 * a message the buyer reads before sending is the one the server would answer (docs/product/validation.md).
 *
 * Browser code imports this module only with a dynamic import, when a form is submitted: the browser builds
 * leave the calls' schemas out (scripts/build/contract-for-browser.ts), so this module, and zod with it,
 * load in a chunk of their own and never with a page's first load (docs/decisions.md ADR-059).
 */
import { z } from 'zod';
import { newPasswordProblem } from '../../domain/password-rules';
import { isMobilePhone } from '../../domain/validation';
import { text } from './fields';

/** What a code is for: 注册, 忘记密码, 更换手机号. A code only works for its own purpose. */
export const SMS_PURPOSES = ['register', 'reset', 'change_phone'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** 6 digits, valid 5 minutes; a new one for the same phone after 60 s (the button's countdown). */
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_SECONDS = 5 * 60;
export const SMS_RESEND_SECONDS = 60;

export const SMS_CODE_MESSAGES = {
  required: '请输入短信验证码',
  format: '验证码为6位数字',
  wrong: '验证码错误',
  expired: '验证码已过期，请重新获取',
  used: '验证码已使用，请重新获取',
  tooManyWrong: '验证码错误次数过多，请重新获取',
} as const;

/** A mobile number (docs/product/validation.md mobile rule; a code cannot go to a landline). */
export const mobilePhone = z
  .string({ error: '请输入手机号' })
  .transform((value) => value.trim())
  .pipe(z.string().min(1, '请输入手机号').refine(isMobilePhone, '手机号格式不正确'));

/** The code a buyer types: exactly 6 ASCII digits (spaces around are forgiven). */
export const smsCode = z
  .string({ error: SMS_CODE_MESSAGES.required })
  .transform((value) => value.trim())
  .pipe(
    z
      .string()
      .min(1, SMS_CODE_MESSAGES.required)
      .regex(/^[0-9]{6}$/, SMS_CODE_MESSAGES.format),
  );

/** A new password (shared/domain/password-rules.ts), its messages worded for a form that says 密码. */
export const newPassword = z.string({ error: '请输入密码' }).superRefine((value, ctx) => {
  const problem = newPasswordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem.replace('新密码', '密码') });
});

/** 4–20 letters, digits or underscores, starting with a letter (so it never reads as a phone number). */
export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;
export const username = text('用户名', 20, '请输入用户名').pipe(z.string().regex(USERNAME_PATTERN, '用户名为4-20位字母、数字或下划线，以字母开头'));

const smsPurpose = z.enum(SMS_PURPOSES, { error: '验证码类型不正确' });

/** 获取验证码 (POST /api/user/create_code): the send-code button checks the number with it before asking. */
export const createCodeInput = z.object({ phone: mobilePhone, type: smsPurpose });

/** 忘记密码 step 1 (POST /api/user/check_code). */
export const checkCodeInput = z.object({ phone: mobilePhone, type: smsPurpose, code: smsCode });

/** 忘记密码 step 2 (POST /api/user/resetPassword). */
export const resetPasswordInput = z.object({ phone: mobilePhone, code: smsCode, password: newPassword });

/** Registration step 1 (POST /api/register/step1). */
export const registerStep1Input = z.object({
  phone: mobilePhone,
  code: smsCode,
  username,
  password: newPassword,
  agree: z.literal(['1', 1, true], { error: '请阅读并同意《药批用户注册协议》' }),
});

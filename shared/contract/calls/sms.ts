import { z } from 'zod';
import { isMobilePhone } from '../../domain/validation';
import { defineCall } from '../define-call';

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

export const createCodeResultSchema = z.strictObject({
  /** Seconds before another code may be asked for this phone. */
  resend_after: z.number(),
  /** Seconds the code stays valid. */
  expires_in: z.number(),
});
export type CreateCodeResult = z.infer<typeof createCodeResultSchema>;

/**
 * POST /api/user/create_code: sends a 6-digit code by SMS. register and
 * change_phone refuse a phone already registered (422 on phone); reset
 * refuses an unknown one (422 on phone, the same answer registration gives
 * away anyway). change_phone needs a session. Too soon or too many: 422 on
 * phone with the wait.
 */
export const createCode = defineCall({
  output: createCodeResultSchema,
  method: 'POST',
  path: '/api/user/create_code',
  access: 'optional',
  input: z.object({
    phone: mobilePhone,
    type: z.enum(SMS_PURPOSES, { error: '验证码类型不正确' }),
  }),
});

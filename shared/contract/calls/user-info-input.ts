/**
 * The input of POST /api/user/updateUserInfo (./account.ts updateUserInfo), apart so the 更换手机号 form
 * validates with it: browser code imports this module only with a dynamic import, on submit, so it and zod
 * load in a chunk of their own (scripts/build/contract-for-browser.ts, docs/decisions.md ADR-059).
 */
import { z } from 'zod';
import { isMobilePhone } from '../../domain/validation';
import { SMS_CODE_MESSAGES, smsCode } from './account-fields';
import { text } from './fields';

/** An 11-digit mobile number (docs/product/validation.md mobile rule). */
export const mobile = (label: string, empty: string) => text(label, 11, empty, { tooLong: `${label}格式不正确` }).refine(isMobilePhone, `${label}格式不正确`);

export const updateUserInfoInput = z.object({
  name: text('联系人', 20, '请填写联系人'),
  phone: mobile('手机号', '请填写手机号'),
  // Empty while the phone stays; a new phone needs the 6-digit code sent to it (the server says so when missing).
  code: text('验证码', 6, undefined, { tooLong: SMS_CODE_MESSAGES.format }).refine(
    (value) => value === '' || /^[0-9]{6}$/.test(value),
    SMS_CODE_MESSAGES.format,
  ),
});

/** 更换手机号 (基本信息): the same call, always with a new phone, so the code sent to it is needed. */
export const changePhoneInput = updateUserInfoInput.extend({ code: smsCode });

import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../connected/schema-errors';
import { createCodeInput } from './account-fields';
import { changePhoneInput, updateUserInfoInput } from './user-info-input';

const FIELDS = ['phone', 'code'] as const;
const check = (phone: string, code: string) => schemaErrors(updateUserInfoInput, { name: '王志强', phone, code }, FIELDS);

describe('the 更换手机号 form checked with its call’s schema', () => {
  it('asks for a mobile number', () => {
    expect(check('', '123456')).toEqual({ phone: '请填写手机号' });
    expect(check('1365550123', '123456')).toEqual({ phone: '手机号格式不正确' });
    expect(check('13655501234', '123456')).toEqual({});
  });

  it('takes no code or a 6-digit one', () => {
    expect(check('13655501234', '')).toEqual({});
    expect(check('13655501234', '12a456')).toEqual({ code: '验证码为6位数字' });
    expect(check('13655501234', '1234567')).toEqual({ code: '验证码为6位数字' });
  });

  it('基本信息’s 联系人: asked for, at most 20 characters', () => {
    const name = (value: string) => schemaErrors(updateUserInfoInput, { name: value, phone: '13655501234' }, ['name']);
    expect(name('王志强')).toEqual({});
    expect(name('  ')).toEqual({ name: '请填写联系人' });
    expect(name('王'.repeat(21))).toEqual({ name: '联系人不能超过20个字符' });
  });
});

describe('更换手机号 always needs the code sent to the new number', () => {
  const check = (phone: string, code: string) => schemaErrors(changePhoneInput, { name: '王志强', phone, code }, FIELDS);

  it('asks for it, then for six digits', () => {
    expect(check('13655501234', '')).toEqual({ code: '请输入短信验证码' });
    expect(check('13655501234', '12a456')).toEqual({ code: '验证码为6位数字' });
    expect(check('13655501234', '123456')).toEqual({});
  });
});

describe('获取验证码 checks the number with its call’s schema before asking', () => {
  const check = (phone: string) => schemaErrors(createCodeInput, { phone, type: 'change_phone' }, ['phone']);

  it('asks for a mobile number', () => {
    expect(check('')).toEqual({ phone: '请输入手机号' });
    expect(check('1365550123')).toEqual({ phone: '手机号格式不正确' });
    expect(check(' 13655501234 ')).toEqual({});
  });
});

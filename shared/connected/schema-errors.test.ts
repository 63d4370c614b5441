import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkCodeInput, registerStep1Input, resetPasswordInput } from '../contract/calls/account-fields';
import { schemaErrors } from './schema-errors';

describe('schemaErrors: a form checked with its call’s schema', () => {
  it('gives the contract’s Chinese message per field, the first one only', () => {
    expect(schemaErrors(checkCodeInput, { phone: '', type: 'reset', code: '12a' }, ['phone', 'code'])).toEqual({
      phone: '请输入手机号',
      code: '验证码为6位数字',
    });
    expect(schemaErrors(checkCodeInput, { phone: '1380013800', type: 'reset', code: '' }, ['phone', 'code'])).toEqual({
      phone: '手机号格式不正确',
      code: '请输入短信验证码',
    });
  });

  it('is empty for a valid value (spaces around a phone and code are forgiven, as the server does)', () => {
    expect(schemaErrors(checkCodeInput, { phone: ' 13800138000 ', type: 'reset', code: ' 123456 ' }, ['phone', 'code'])).toEqual({});
  });

  it('checks registration step 1 as the server does: user name, password rules and the agreement', () => {
    const found = schemaErrors(registerStep1Input, { phone: '13800138000', code: '123456', username: '1abc', password: 'short', agree: false }, [
      'phone',
      'code',
      'username',
      'password',
      'agree',
    ]);
    expect(found).toMatchObject({ username: '用户名为4-20位字母、数字或下划线，以字母开头', agree: '请阅读并同意《药批用户注册协议》' });
    expect(found.password).toMatch(/^密码/);
    expect(found.phone).toBeUndefined();
  });

  it('puts a message for a field the form does not show on the form, and joins nested paths', () => {
    expect(schemaErrors(resetPasswordInput, { phone: '13800138000', code: '1', password: 'abc12345x' }, ['password'])).toEqual({
      form: '验证码为6位数字',
    });
    const nested = z.object({ licence: z.object({ number: z.string().min(1, '请输入证件号码') }) });
    expect(schemaErrors(nested, { licence: { number: '' } }, ['licence.number'])).toEqual({ 'licence.number': '请输入证件号码' });
  });
});

import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../connected/schema-errors';
import { payPasswordChangeInput, payPasswordSetInput } from './pay-password-input';

const FIELDS = ['old_pay_password', 'login_password', 'pay_password'] as const;

describe('设置支付密码 (pay page dialog, account centre) checked with its call’s schema', () => {
  const check = (login_password: string, pay_password: string) => schemaErrors(payPasswordSetInput, { login_password, pay_password }, FIELDS);

  it('asks for the login password and a new 支付密码', () => {
    expect(check('', '')).toEqual({ login_password: '请输入登录密码', pay_password: '请输入新的支付密码' });
    expect(check('yaopi123', '274951')).toEqual({});
  });

  it('refuses what is not six digits, one digit six times or a run, before anything is sent', () => {
    expect(check('yaopi123', '12345')).toEqual({ pay_password: '支付密码须为6位数字' });
    expect(check('yaopi123', '１２３４５６')).toEqual({ pay_password: '支付密码须为6位数字' });
    expect(check('yaopi123', '111111')).toEqual({ pay_password: '支付密码不能是相同的数字（如111111）' });
    expect(check('yaopi123', '654321')).toEqual({ pay_password: '支付密码不能是连续的数字（如123456、654321）' });
  });
});

describe('修改支付密码 (account centre) checked with its call’s schema', () => {
  const check = (value: Record<string, string>) => schemaErrors(payPasswordChangeInput, value, FIELDS);

  it('with the old 支付密码: six digits', () => {
    expect(check({ old_pay_password: '', pay_password: '274951' })).toEqual({ old_pay_password: '原支付密码须为6位数字' });
    expect(check({ old_pay_password: '902417', pay_password: '274951' })).toEqual({});
  });

  it('with the login password when it is forgotten', () => {
    expect(check({ login_password: '', pay_password: '274951' })).toEqual({ login_password: '请输入登录密码' });
    expect(check({ login_password: 'yaopi123', pay_password: '123456' })).toEqual({ pay_password: '支付密码不能是连续的数字（如123456、654321）' });
  });

  it('needs exactly one of the two', () => {
    expect(check({ pay_password: '274951' })).toEqual({ old_pay_password: '请输入原支付密码，或使用登录密码重置' });
    expect(check({ old_pay_password: '902417', login_password: 'yaopi123', pay_password: '274951' })).toEqual({
      old_pay_password: '原支付密码与登录密码只需填写一项',
    });
  });
});

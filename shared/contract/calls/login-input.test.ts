import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../connected/schema-errors';
import { loginInput } from './login-input';

const FIELDS = ['username', 'password'] as const;
const check = (username: string, password: string) => schemaErrors(loginInput, { username, password }, FIELDS);

describe('the 账号登录 form checked with its call’s schema', () => {
  it('asks for both fields when both are empty', () => {
    expect(check('', '')).toEqual({ username: '请输入用户名或手机号', password: '请输入密码' });
  });

  it('treats a username of spaces as empty', () => {
    expect(check('   ', 'secret')).toEqual({ username: '请输入用户名或手机号' });
  });

  it('does not trim the password: spaces can be part of it', () => {
    expect(check('demo', '  ')).toEqual({});
  });

  it('refuses what no account could have', () => {
    expect(check('d'.repeat(65), 'secret')).toEqual({ username: '用户名不能超过64个字符' });
    expect(check('demo', 'p'.repeat(129))).toEqual({ password: '密码不能超过128个字符' });
  });
});

import { describe, expect, it } from 'vitest';
import { validateLogin } from './login-validation';

describe('validateLogin', () => {
  it('asks for both fields when both are empty', () => {
    expect(validateLogin({ username: '', password: '' })).toEqual({
      username: '请输入用户名或手机号',
      password: '请输入密码',
    });
  });

  it('treats a username of spaces as empty', () => {
    expect(validateLogin({ username: '   ', password: 'secret' })).toEqual({ username: '请输入用户名或手机号' });
  });

  it('does not trim the password: spaces can be part of it', () => {
    expect(validateLogin({ username: 'demo', password: '  ' })).toEqual({});
  });
});

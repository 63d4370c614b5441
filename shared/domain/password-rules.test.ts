import { describe, expect, it } from 'vitest';
import { newPasswordProblem } from './password-rules';

describe('newPasswordProblem', () => {
  it.each([
    ['', '请输入新密码'],
    ['a1', '新密码至少8位'],
    ['abcdefg1', null],
    ['abcdefgh', '新密码须同时包含字母和数字'],
    ['12345678', '新密码须同时包含字母和数字'],
    ['!!!!!!!!', '新密码须同时包含字母和数字'],
    [`a1${'x'.repeat(62)}`, null],
    [`a1${'x'.repeat(63)}`, '新密码不能超过64位'],
    ['密码密码密码密码1a', null],
  ])('%j → %s', (password, problem) => {
    expect(newPasswordProblem(password)).toBe(problem);
  });
});

import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../../shared/connected/schema-errors';
import { changePasswordInput } from '../../../shared/contract/calls/password-input';
import { describeUserAgent, formOnlyPasswordErrors, passwordStrength, type PasswordDraft } from './password-strength';

describe('passwordStrength', () => {
  it.each([
    ['', 'weak'],
    ['abc123', 'weak'],
    ['abcdefgh', 'weak'],
    ['12345678', 'weak'],
    ['abcd1234', 'medium'],
    ['Abcd1234!', 'medium'],
    ['abcdefgh12345', 'medium'],
    ['Abcdefgh12345', 'strong'],
  ] as const)('%s → %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });
});

/** What 修改登录密码 checks before sending: the call's schema, then the form's own rules. */
const check = (draft: PasswordDraft) =>
  formOnlyPasswordErrors(
    draft,
    schemaErrors(changePasswordInput, { old_password: draft.old_password, password: draft.password }, ['old_password', 'password']),
  );

describe('修改登录密码 before sending', () => {
  it.each([
    [
      { old_password: '', password: '', repeat: '' },
      { old_password: '请输入原密码', password: '请输入新密码', repeat: '请再次输入新密码' },
    ],
    [{ old_password: 'x', password: 'abc', repeat: 'abc' }, { password: '新密码至少8位' }],
    [{ old_password: 'x', password: 'abcdefgh', repeat: 'abcdefgh' }, { password: '新密码须同时包含字母和数字' }],
    [{ old_password: 'abcd1234', password: 'abcd1234', repeat: 'abcd1234' }, { password: '新密码不能与原密码相同' }],
    [{ old_password: 'x', password: 'abcd1234', repeat: 'abcd1235' }, { repeat: '两次输入的新密码不一致' }],
    [{ old_password: 'x', password: 'abcd1234', repeat: 'abcd1234' }, {}],
  ])('%j', (draft, errors) => {
    expect(check(draft)).toEqual(errors);
  });
});

describe('describeUserAgent', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/147.0 Safari/537.36', 'Chrome · Windows'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1', 'Safari · iOS'],
    ['Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/147.0 Mobile Safari/537.36 MicroMessenger/8.0', '微信 · Android'],
    ['curl/8.0', '其他浏览器'],
    ['', '未知设备'],
  ])('%s → %s', (agent, label) => {
    expect(describeUserAgent(agent)).toBe(label);
  });
});

export type Strength = 'weak' | 'medium' | 'strong';

export const STRENGTH_LABELS: Record<Strength, string> = { weak: '弱', medium: '中', strong: '强' };

/**
 * The hint under the new password: the server only requires 8+ characters
 * with letters and digits; longer passwords and more kinds of character
 * (upper, lower, digit, symbol) rate higher.
 */
export function passwordStrength(password: string): Strength {
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((kind) => kind.test(password)).length;
  if (password.length < 8 || !/[A-Za-z]/.test(password) || !/\d/.test(password)) return 'weak';
  return password.length >= 12 && kinds >= 3 ? 'strong' : 'medium';
}

export interface PasswordDraft {
  old_password: string;
  password: string;
  repeat: string;
}

export type PasswordErrors = Partial<Record<keyof PasswordDraft, string>>;

/**
 * The form's own rules, after the call's schema (shared/contract/calls/password-input.ts) has given the
 * fields' messages: the repeat, which only the form has, and a new password equal to the old one (the server
 * says so too, once it has checked the old one).
 */
export function formOnlyPasswordErrors(draft: PasswordDraft, found: PasswordErrors): PasswordErrors {
  const errors = { ...found };
  if (!errors.password && draft.password === draft.old_password) errors.password = '新密码不能与原密码相同';
  if (draft.repeat === '') errors.repeat = '请再次输入新密码';
  else if (draft.repeat !== draft.password) errors.repeat = '两次输入的新密码不一致';
  return errors;
}

/** "Mozilla/5.0 (Windows NT 10.0; …) Chrome/147 …" → "Chrome · Windows": enough for a buyer to recognise a device. */
export function describeUserAgent(agent: string): string {
  if (!agent) return '未知设备';
  const browser =
    [
      [/MicroMessenger/i, '微信'],
      [/Edg\//, 'Edge'],
      [/OPR\/|Opera/, 'Opera'],
      [/Firefox\//, 'Firefox'],
      [/Chrome\//, 'Chrome'],
      [/Safari\//, 'Safari'],
    ].find(([pattern]) => (pattern as RegExp).test(agent))?.[1] ?? '其他浏览器';
  const system =
    [
      [/Windows/, 'Windows'],
      [/Android/, 'Android'],
      [/iPhone|iPad|iOS/, 'iOS'],
      [/Mac OS X|Macintosh/, 'macOS'],
      [/Linux/, 'Linux'],
    ].find(([pattern]) => (pattern as RegExp).test(agent))?.[1] ?? '';
  return system ? `${browser as string} · ${system as string}` : (browser as string);
}

/**
 * The strength rule for a new login password, shared by the contract (the
 * server's check) and the 账户安全 form (the browser build has no zod, so the
 * rule is plain code). The server adds "not the username or phone" and "not
 * the old password", which need the account.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

/** The first problem with a new password, or null when it passes. */
export function newPasswordProblem(password: string): string | null {
  if (password === '') return '请输入新密码';
  if (password.length < PASSWORD_MIN) return `新密码至少${PASSWORD_MIN}位`;
  if (password.length > PASSWORD_MAX) return `新密码不能超过${PASSWORD_MAX}位`;
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return '新密码须同时包含字母和数字';
  return null;
}

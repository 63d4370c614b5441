/** The login form's fields, in form order (the order the server's 422 errors follow too). */
export interface LoginValues {
  username: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/**
 * Client-side checks before anything is sent: both fields are required.
 * The messages match the server's (shared/contract/calls/auth.ts), so the
 * buyer reads the same words whichever side noticed.
 */
export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (!values.username.trim()) errors.username = '请输入用户名或手机号';
  if (!values.password) errors.password = '请输入密码';
  return errors;
}

// 支付密码 rules, shared by the server (which decides) and the pay and
// account-centre forms (which warn before sending).

/** Exactly six ASCII digits; full-width digits are not accepted. */
export const PAY_PASSWORD_PATTERN = /^[0-9]{6}$/;
export const PAY_PASSWORD_LENGTH = 6;

export const PAY_PASSWORD_MESSAGES = {
  format: '支付密码须为6位数字',
  sameDigits: '支付密码不能是相同的数字（如111111）',
  sequence: '支付密码不能是连续的数字（如123456、654321）',
  phone: '支付密码不能与手机号后6位相同',
  mismatch: '两次输入的支付密码不一致',
} as const;

/** Each digit one more (or one less) than the one before: 012345, 123456, 654321, 987654 … */
function isRun(digits: string, step: 1 | -1): boolean {
  for (let i = 1; i < digits.length; i += 1) {
    if (digits.charCodeAt(i) - digits.charCodeAt(i - 1) !== step) return false;
  }
  return true;
}

/**
 * Why a new 支付密码 would be refused, or '' when it is acceptable: not six
 * digits, one digit six times, an ascending or descending run, or the last
 * six digits of the account's phone (the first things someone guesses).
 */
export function payPasswordProblem(password: string, phone = ''): string {
  if (!PAY_PASSWORD_PATTERN.test(password)) return PAY_PASSWORD_MESSAGES.format;
  if (/^(\d)\1{5}$/.test(password)) return PAY_PASSWORD_MESSAGES.sameDigits;
  if (isRun(password, 1) || isRun(password, -1)) return PAY_PASSWORD_MESSAGES.sequence;
  const phoneDigits = phone.replace(/\D/g, '');
  if (phoneDigits.length >= PAY_PASSWORD_LENGTH && phoneDigits.slice(-PAY_PASSWORD_LENGTH) === password) return PAY_PASSWORD_MESSAGES.phone;
  return '';
}

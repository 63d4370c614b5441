import type { InputHTMLAttributes } from 'react';
import { PAY_PASSWORD_LENGTH } from '../domain/pay-password';

export type PayPasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  value: string;
  /** Called with digits only: full-width digits (a Chinese IME's) become ASCII, anything else is dropped. */
  onChange: (digits: string) => void;
};

/** What a typed or pasted value keeps: ASCII digits, at most six. */
export function payPasswordDigits(raw: string): string {
  return raw
    .normalize('NFKC')
    .replace(/[^0-9]/g, '')
    .slice(0, PAY_PASSWORD_LENGTH);
}

/**
 * The 6-digit 支付密码 box: masked, the numeric keypad on phones, never
 * autofilled or remembered by the browser (autocomplete off), no spell check.
 * No maxLength: a pasted "274 951" is cut to digits here rather than
 * truncated by the browser first. Enter submits the surrounding form as usual. Label and error are the
 * caller's (aria-describedby), so it fits each form's layout.
 */
export function PayPasswordInput({ value, onChange, ...rest }: PayPasswordInputProps) {
  return (
    <input
      type="password"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="off"
      autoCorrect="off"
      autoCapitalize="off"
      spellCheck={false}
      {...rest}
      value={value}
      onChange={(event) => onChange(payPasswordDigits(event.currentTarget.value))}
    />
  );
}

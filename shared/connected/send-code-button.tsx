import { createCode } from '../api/calls/onboarding';
import { isApiError } from '../api/errors';
import { handleFormFailure } from '../api/form-failure';
import type { SmsPurpose } from '../contract/calls/sms';
import { useWait } from '../ui/use-countdown';
import { useState } from 'react';

export interface SendCodeButtonProps {
  phone: string;
  purpose: SmsPurpose;
  /** The phone field's message after a try: '' when the code went out, the refusal otherwise. */
  onPhoneError: (message: string) => void;
  /** A check before asking (the new number is free…): its message goes to the phone field and nothing is sent. */
  check?: (phone: string) => Promise<string | null>;
  /** After the code went out (move focus to the code field, say so). */
  onSent?: () => void;
  className?: string;
}

/**
 * 获取验证码, the one for every form that sends an SMS code (registration,
 * forgot password, phone change): asks the server for a code to `phone`,
 * then counts down the wait the server gave (resend_after) on the site's one
 * countdown before another may be asked. A refusal (registered phone, too
 * many) lands on the phone field.
 */
export function SendCodeButton({ phone, purpose, onPhoneError, check, onSent, className = 'yp-btn' }: SendCodeButtonProps) {
  const [left, startWait] = useWait();
  const [sending, setSending] = useState(false);

  const send = async () => {
    const value = phone.trim();
    setSending(true);
    try {
      const problem = check ? await check(value) : null;
      if (problem) return onPhoneError(problem);
      const result = await createCode({ phone: value, type: purpose }, { silent: true });
      startWait(result.resend_after);
      onPhoneError('');
      onSent?.();
    } catch (error) {
      if (!isApiError(error)) throw error;
      const fields = handleFormFailure(error);
      if (fields) onPhoneError(fields.phone ?? fields.type ?? Object.values(fields)[0] ?? '');
    } finally {
      setSending(false);
    }
  };

  return (
    <button type="button" className={className} disabled={sending || left > 0} aria-busy={sending} onClick={() => void send()}>
      {left > 0 ? `${left}秒后重新获取` : sending ? '发送中…' : '获取验证码'}
    </button>
  );
}

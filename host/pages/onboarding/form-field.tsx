import { useEffect, useState, type ReactNode } from 'react';
import { createCode, handleFormFailure, isApiError } from '../../../shared/api';
import type { SmsPurpose } from '../../../shared/contract/calls/sms';

/** One labelled row of an onboarding form, with its 422 message under the control. */
export function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string | undefined; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className="ys-onb-field">
      <label htmlFor={id}>{label}</label>
      <div className="ys-onb-field__control">
        {children}
        {hint ? <p className="ys-onb-field__hint">{hint}</p> : null}
        {error ? (
          <p id={`${id}-error`} className="ys-field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * 获取验证码: asks the server for a code to `phone` and counts down the
 * 60 s before another may be asked. A refusal (registered phone, too many)
 * is shown on the phone field through `onError`.
 */
export function SendCodeButton({ phone, purpose, onError }: { phone: string; purpose: SmsPurpose; onError: (fields: Record<string, string>) => void }) {
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const send = async () => {
    setSending(true);
    try {
      const result = await createCode({ phone: phone.trim(), type: purpose }, { silent: true });
      setLeft(result.resend_after);
      onError({});
    } catch (error) {
      if (!isApiError(error)) throw error;
      const fields = handleFormFailure(error);
      if (fields) onError(fields);
    } finally {
      setSending(false);
    }
  };

  return (
    <button type="button" className="yp-btn ys-onb-code-btn" disabled={sending || left > 0} onClick={() => void send()}>
      {left > 0 ? `${left}秒后重新获取` : sending ? '发送中…' : '获取验证码'}
    </button>
  );
}

import { getBus } from '../bus/bus';
import type { SmsPurpose } from '../contract/calls/sms';
import { useWait } from '../ui/use-countdown';
import { schemaErrors } from './schema-errors';
import { useFormSubmit } from './use-form-submit';
import { smsApi } from '../api/resources/sms';

const CODE_FIELDS = ['phone', 'type'] as const;

export interface SendCodeButtonProps {
  phone: string;
  purpose: SmsPurpose;
  /** The phone field's message after a try: '' when the code went out, the refusal otherwise. */
  onPhoneError: (message: string) => void;
  /** A check before asking, after the call's own (the new number is free…): its message goes to the phone field and nothing is sent. */
  check?: (phone: string) => Promise<string | null>;
  /** After the code went out (move focus to the code field); without it the button says 验证码已发送 itself. */
  onSent?: () => void;
  className?: string;
}

/**
 * 获取验证码, the one for every form that sends an SMS code (registration,
 * forgot password, phone change): asks the server for a code to `phone`,
 * then counts down the wait the server gave (resend_after) on the site's one
 * countdown before another may be asked. The number is checked first with
 * the call's own schema; a refusal (empty, malformed, registered, too many)
 * lands on the phone field.
 */
export function SendCodeButton({ phone, purpose, onPhoneError, check, onSent, className = 'yp-btn' }: SendCodeButtonProps) {
  const [left, startWait] = useWait();
  // The form toolkit's one submit: a second press while asking sends nothing, a 422 is sorted by field, anything else gets the failure effect (docs/product/errors.md).
  const { submitting: sending, submit } = useFormSubmit(CODE_FIELDS);

  const send = async () => {
    const value = phone.trim();
    // Pressing again is acting again: the last try's refusal goes at once.
    onPhoneError('');
    // The call's own schema, loaded on the first press so zod stays out of the first load.
    const { createCodeInput } = await import('../contract/calls/account-fields');
    const result = await submit(
      schemaErrors(createCodeInput, { phone: value, type: purpose }, CODE_FIELDS),
      async (): Promise<{ problem: string } | { sent: { resend_after: number } }> => {
        const problem = check ? await check(value) : null;
        return problem ? { problem } : { sent: await smsApi.createCode({ phone: value, type: purpose }, { silent: true }) };
      },
    );
    if (!result.ok) {
      const message = result.errors.phone ?? result.errors.type ?? result.errors.form;
      if (message) onPhoneError(message);
      return;
    }
    if ('problem' in result.value) return onPhoneError(result.value.problem);
    startWait(result.value.sent.resend_after);
    onPhoneError('');
    if (onSent) onSent();
    else getBus().emit('ui:toast', { message: '验证码已发送', kind: 'success' });
  };

  return (
    <button type="button" className={className} disabled={sending || left > 0} aria-busy={sending} onClick={() => void send()}>
      {left > 0 ? `${left}秒后重新获取` : sending ? '发送中…' : '获取验证码'}
    </button>
  );
}

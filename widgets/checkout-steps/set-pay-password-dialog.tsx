import { useId, useRef, useState } from 'react';
import { PAY_PASSWORD_MESSAGES } from '../../shared/domain/pay-password';
import { Dialog } from '../../shared/ui/dialog';
import { PayPasswordInput } from '../../shared/ui/pay-password-input';
import { checkoutText as text } from './checkout-steps.text';
import { schemaErrors } from '../../shared/connected/schema-errors';
import { useFormSubmit, type FormErrors } from '../../shared/connected/use-form-submit';
import { payPasswordApi } from '../../shared/api/resources/pay-password';

const FIELDS = ['login_password', 'pay_password', 'repeat'] as const;
type Field = (typeof FIELDS)[number];
// The inputs' names, for moving focus to the first field with a message (the dialog sits in a shadow root).
const INPUT_NAMES: Record<Field, string> = { login_password: 'login_password', pay_password: 'pay_password', repeat: 'repeat_pay_password' };

/**
 * What the form can tell before asking: the call's own schema (loaded on the first submit, so zod stays out of
 * the pay page's first load; the server checks again, and also the phone's last six digits), then the repeat,
 * the form's own field that the call never sees.
 */
export async function checkNewPayPassword(loginPassword: string, password: string, repeat: string): Promise<FormErrors<Field>> {
  const { payPasswordSetInput } = await import('../../shared/contract/calls/pay-password-input');
  const found = schemaErrors(payPasswordSetInput, { login_password: loginPassword, pay_password: password }, FIELDS);
  if (!found.pay_password && repeat !== password) found.repeat = PAY_PASSWORD_MESSAGES.mismatch;
  return found;
}

export interface SetPayPasswordDialogProps {
  onDone: () => void;
  onClose: () => void;
}

/**
 * First use of 余额支付: the buyer proves who they are with the login
 * password and chooses a 6-digit 支付密码, typed twice.
 */
export function SetPayPasswordDialog({ onDone, onClose }: SetPayPasswordDialogProps) {
  const id = useId();
  const [loginPassword, setLoginPassword] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const {
    errors,
    submitting: busy,
    submit,
  } = useFormSubmit(FIELDS, {
    focus: (field) => form.current?.querySelector<HTMLInputElement>(`[name="${INPUT_NAMES[field]}"]`)?.focus(),
  });

  const save = async () => {
    const result = await submit(await checkNewPayPassword(loginPassword, password, repeat), () =>
      payPasswordApi.payPasswordSet({ login_password: loginPassword, pay_password: password }, { silent: true }),
    );
    if (result.ok) onDone();
    else if (result.errors.login_password) setLoginPassword('');
  };

  const error = (field: Field) =>
    errors[field] ? (
      <span id={`${id}-${field}-error`} className="yp-co__field-error" role="alert">
        {errors[field]}
      </span>
    ) : null;
  const described = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <Dialog
      open
      title={text.setPayPasswordTitle}
      width={440}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="yp-btn" onClick={onClose}>
            {text.cancel}
          </button>
          <button type="submit" form={`${id}-form`} className="yp-btn yp-btn--primary" part="save-pay-password" disabled={busy} aria-busy={busy}>
            {busy ? text.savingPayPassword : text.savePayPassword}
          </button>
        </>
      }
    >
      <form
        ref={form}
        id={`${id}-form`}
        className="yp-co__pwd-form"
        part="set-pay-password"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <p className="yp-co__muted">{text.setPayPasswordNote}</p>
        {errors.form ? (
          <p className="yp-co__field-error" role="alert">
            {errors.form}
          </p>
        ) : null}
        <div className="yp-co__field">
          <label htmlFor={`${id}-login`}>{text.loginPassword}</label>
          <input
            id={`${id}-login`}
            name="login_password"
            type="password"
            autoComplete="current-password"
            maxLength={128}
            data-autofocus
            value={loginPassword}
            aria-invalid={Boolean(errors.login_password)}
            aria-describedby={described('login_password')}
            onChange={(event) => setLoginPassword(event.currentTarget.value)}
          />
          {error('login_password')}
        </div>
        <div className="yp-co__field">
          <label htmlFor={`${id}-new`}>{text.newPayPassword}</label>
          <PayPasswordInput
            id={`${id}-new`}
            name="pay_password"
            className="yp-co__pwd-input"
            value={password}
            aria-invalid={Boolean(errors.pay_password)}
            aria-describedby={described('pay_password')}
            onChange={setPassword}
          />
          {error('pay_password')}
        </div>
        <div className="yp-co__field">
          <label htmlFor={`${id}-repeat`}>{text.repeatPayPassword}</label>
          <PayPasswordInput
            id={`${id}-repeat`}
            name="repeat_pay_password"
            className="yp-co__pwd-input"
            value={repeat}
            aria-invalid={Boolean(errors.repeat)}
            aria-describedby={described('repeat')}
            onChange={setRepeat}
          />
          {error('repeat')}
        </div>
      </form>
    </Dialog>
  );
}

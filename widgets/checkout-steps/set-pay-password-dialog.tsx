import { useId, useState } from 'react';
import { PAY_PASSWORD_MESSAGES, payPasswordProblem } from '../../shared/domain/pay-password';
import { Dialog } from '../../shared/ui/dialog';
import { PayPasswordInput } from '../../shared/ui/pay-password-input';
import { checkoutText as text } from './checkout-steps.text';
import { useFormSubmit } from '../../shared/connected/use-form-submit';
import { payPasswordApi } from '../../shared/api/resources/pay-password';

const FIELDS = ['login_password', 'pay_password', 'repeat'] as const;
type Field = (typeof FIELDS)[number];
type Errors = Partial<Record<Field, string>>;

/** What the form can tell before asking (the server checks again, and also the phone's last six digits). */
export function validateNewPayPassword(loginPassword: string, password: string, repeat: string): Errors {
  const errors: Errors = {};
  if (!loginPassword) errors.login_password = text.required(text.loginPassword);
  const problem = payPasswordProblem(password);
  if (problem) errors.pay_password = problem;
  else if (repeat !== password) errors.repeat = PAY_PASSWORD_MESSAGES.mismatch;
  return errors;
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
  const { errors, submitting: busy, submit } = useFormSubmit(FIELDS);

  const save = async () => {
    const result = await submit(validateNewPayPassword(loginPassword, password, repeat), () =>
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

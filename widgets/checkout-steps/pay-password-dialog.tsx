import { useId, useState } from 'react';
import { navigate } from '../../shared/bus/navigate';
import { PAY_PASSWORD_PATTERN } from '../../shared/domain/pay-password';
import { Dialog } from '../../shared/ui/dialog';
import { PayPasswordInput } from '../../shared/ui/pay-password-input';
import { checkoutText as text } from './checkout-steps.text';
import { formatYuan } from '../../shared/domain/money';

/** Where the buyer changes or resets a forgotten 支付密码 (host route /zhzx/zfmm). */
export const PAY_PASSWORD_PAGE = '/zhzx/zfmm';

export interface PayPasswordDialogProps {
  orderNo: string;
  /** Yuan, 2 decimals, as the API renders it. */
  amount: string;
  busy: boolean;
  /** The server's (or the form's) message, shown under the field. */
  error: string;
  /** A line above the field, e.g. after the password was just set. */
  notice?: string;
  onSubmit: (password: string) => void;
  onClose: () => void;
}

/**
 * 余额支付's confirmation: the order and the amount the wallet will be
 * charged, and the 6-digit 支付密码. Nothing is charged until the buyer
 * confirms here with the right password.
 */
export function PayPasswordDialog({ orderNo, amount, busy, error, notice, onSubmit, onClose }: PayPasswordDialogProps) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [formError, setFormError] = useState('');
  const shown = formError || error;

  const submit = () => {
    if (busy) return;
    if (!PAY_PASSWORD_PATTERN.test(password)) {
      setFormError(text.payPasswordHint);
      return;
    }
    setFormError('');
    onSubmit(password);
    // A refused password is typed again from scratch.
    setPassword('');
  };

  return (
    <Dialog
      open
      title={text.walletConfirmTitle}
      width={420}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="yp-btn" onClick={onClose}>
            {text.cancel}
          </button>
          <button type="submit" form={`${id}-form`} className="yp-btn yp-btn--primary" part="submit-pay-password" disabled={busy} aria-busy={busy}>
            {busy ? text.paying : text.confirmPay}
          </button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        className="yp-co__pwd-form"
        part="pay-password-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <dl className="yp-co__pwd-summary">
          <dt>{text.orderNo}</dt>
          <dd className="yp-co__num" part="confirm-order-no">
            {orderNo}
          </dd>
          <dt>{text.paidAmount}</dt>
          <dd>
            <strong className="yp-co__money yp-co__money--big" part="confirm-amount">
              {formatYuan(amount)}
            </strong>
            <span className="yp-co__muted">（{text.walletPayNote}）</span>
          </dd>
        </dl>
        {notice ? (
          <p className="yp-co__pwd-notice" role="status">
            {notice}
          </p>
        ) : null}
        <div className="yp-co__field">
          <label htmlFor={`${id}-pwd`}>{text.payPassword}</label>
          <PayPasswordInput
            id={`${id}-pwd`}
            name="pay_password"
            className="yp-co__pwd-input"
            placeholder={text.payPasswordHint}
            data-autofocus
            value={password}
            aria-invalid={Boolean(shown)}
            aria-describedby={shown ? `${id}-pwd-error` : undefined}
            onChange={(digits) => {
              setPassword(digits);
              setFormError('');
            }}
          />
          {shown ? (
            <span id={`${id}-pwd-error`} className="yp-co__field-error" role="alert" part="pay-password-error">
              {shown}
            </span>
          ) : null}
        </div>
        <button type="button" className="yp-co__link-btn yp-co__pwd-forgot" onClick={() => navigate(PAY_PASSWORD_PAGE)}>
          {text.forgotPayPassword}
        </button>
      </form>
    </Dialog>
  );
}

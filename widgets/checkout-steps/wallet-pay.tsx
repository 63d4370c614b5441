import { useState } from 'react';
import { formatDate } from '../../shared/domain/time';
import { checkoutText as text } from './checkout-steps.text';
import { PayPasswordDialog } from './pay-password-dialog';
import { SetPayPasswordDialog } from './set-pay-password-dialog';
import { payPasswordApi } from '../../shared/api/resources/pay-password';

// The server's message when no 支付密码 is set yet (services/payment/pay-password.ts).
const NOT_SET = '请先设置支付密码';

/** A refused wallet payment's field messages (pay_password, method, id …), or null when it was not a form error. */
export type WalletFailure = Record<string, string> | null;

export interface WalletPayProps {
  orderNo: string;
  amount: string;
  busy: boolean;
  /** Pays with the password; resolves to the field messages when refused, null otherwise (paid, or shown by the client). */
  pay: (password: string) => Promise<WalletFailure>;
}

type Stage = 'idle' | 'checking' | 'set' | 'confirm';

/**
 * 余额支付: 确认支付 opens the confirmation with the amount and the 支付密码;
 * a buyer who has none yet sets it first (login password + the new one
 * twice) and then confirms. A wrong password's message (tries left, or when
 * the lock ends) stays under the field.
 */
export function WalletPay({ orderNo, amount, busy, pay }: WalletPayProps) {
  const [stage, setStage] = useState<Stage>('idle');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');

  const open = async () => {
    setStage('checking');
    setError('');
    setNotice('');
    try {
      const state = await payPasswordApi.payPasswordState();
      if (state.is_set !== 1) return setStage('set');
      if (state.locked_until > 0) setError(text.payPasswordLocked(formatDate(state.locked_until, true)));
      setStage('confirm');
    } catch {
      // The client showed the failure (login, toast); the button is there to try again.
      setStage('idle');
    }
  };

  const submit = async (password: string) => {
    setError('');
    const fields = await pay(password);
    if (!fields) return;
    if (fields.pay_password === NOT_SET) {
      setStage('set');
      return;
    }
    setError(fields.pay_password ?? Object.values(fields)[0] ?? '');
  };

  return (
    <div className="yp-co__pay-action">
      <button
        type="button"
        className="yp-btn yp-btn--primary yp-co__submit"
        part="confirm-pay"
        disabled={busy || stage === 'checking'}
        aria-busy={busy || stage === 'checking'}
        onClick={() => void open()}
      >
        {busy ? text.paying : text.confirmPay}
      </button>
      {stage === 'set' ? (
        <SetPayPasswordDialog
          onClose={() => setStage('idle')}
          onDone={() => {
            setNotice(text.payPasswordJustSet);
            setStage('confirm');
          }}
        />
      ) : null}
      {stage === 'confirm' ? (
        <PayPasswordDialog
          orderNo={orderNo}
          amount={amount}
          busy={busy}
          error={error}
          notice={notice}
          onSubmit={(password) => void submit(password)}
          onClose={() => setStage('idle')}
        />
      ) : null}
    </div>
  );
}

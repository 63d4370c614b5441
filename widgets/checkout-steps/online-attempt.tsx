import type { PayResult } from '../../shared/contract/order';
import { QrImage } from '../../shared/ui/qr-image';
import { checkoutText as text } from './checkout-steps.text';

export interface OnlineAttemptProps {
  /** The attempt this page started (its pay URL known), or null for one found open on arrival. */
  started: PayResult | null;
  /** A phone-sized page: the provider's page or app, never a QR code to scan with itself. */
  phone: boolean;
  busy: boolean;
  /** Opens the provider's page again with a fresh attempt (the open one is closed, or found paid). */
  onReopen: () => void;
  /** 更换支付方式: closes this attempt so the order can be paid another way. */
  onSwitch: () => void;
}

const isWebLink = (url: string) => /^https?:\/\//.test(url);

/**
 * An open online attempt while its result is awaited, with its way back:
 * - desktop: the QR code to scan (and the page in a new window when it has one);
 * - a phone, or a page the provider sent the browser to: a button to its page;
 * - an attempt found open on arrival (after a reload, or back from the provider's page): 继续支付;
 * and always 更换支付方式.
 */
export function OnlineAttempt({ started, phone, busy, onReopen, onSwitch }: OnlineAttemptProps) {
  const url = started?.pay_url ?? '';
  let body;
  if (!started) {
    body = (
      <>
        <p className="yp-co__attempt-note">{text.openAttempt}</p>
        <button type="button" className="yp-btn yp-btn--primary" part="reopen-pay" disabled={busy} onClick={onReopen}>
          {text.reopenPay}
        </button>
      </>
    );
  } else if (phone || started.pay_action === 'redirect') {
    // A phone cannot scan its own screen; a redirect is on its way to the page already.
    body = (
      <>
        <p className="yp-co__attempt-note">{started.pay_action === 'redirect' ? text.redirecting : text.phonePayHint}</p>
        {isWebLink(url) ? (
          <a className="yp-btn yp-btn--primary" href={url} part="pay-url">
            {text.goToPayPage}
          </a>
        ) : null}
      </>
    );
  } else {
    body = (
      <>
        <QrImage src={started.qr_image} caption={text.qrCaption} size={180} part="qr" />
        {isWebLink(url) ? (
          <a className="yp-co__link-btn" href={url} target="_blank" rel="noopener" part="pay-url">
            {text.openPayPage}
          </a>
        ) : null}
      </>
    );
  }
  return (
    <div className="yp-co__qr" part="online-attempt">
      {body}
      <p className="yp-co__muted" role="status">
        {text.waitingPayment}
      </p>
      <button type="button" className="yp-btn" part="switch-method" disabled={busy} aria-busy={busy} onClick={onSwitch}>
        {text.switchMethod}
      </button>
    </div>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { newIdempotencyKey, orderApi, withIdempotencyKey } from '../../shared/api/resources/order';
import { isApiError } from '../../shared/api/errors';
import { navigate } from '../../shared/bus/navigate';
import { type PayInfo, type PayResult } from '../../shared/contract/order';
import { type PayMethod, ORDER_STATUS } from '../../shared/contract/statuses';
import { Empty, LoadFailed } from '../../shared/ui/empty';
import { Icon } from '../../shared/ui/icon';
import { Link } from '../../shared/ui/link';
import { Loading } from '../../shared/ui/spinner';
import { useAsync } from '../../shared/ui/use-async';
import { donePath, hmPayPath, orderPath, payPath } from './checkout-paths';
import { checkoutText as text } from './checkout-steps.text';
import { formatCountdown } from '../../shared/domain/countdown';
import { handleFormFailure } from '../../shared/api/form-failure';
import { TRANSFER_FIELDS, TransferForm, type TransferDraft, type TransferErrors } from './transfer-form';
import { schemaErrors } from '../../shared/connected/schema-errors';
import { useCountdown } from '../../shared/ui/use-countdown';
import { usePaymentPoll } from './use-payment-poll';
import { WalletPay } from './wallet-pay';
import { OnlineAttempt } from './online-attempt';
import { PHONE_MEDIA } from '../../shared/ui/breakpoints';
import { mediaMatches, useMediaMatch } from '../../shared/ui/use-media-match';
import { formatYuan } from '../../shared/domain/money';

/** An order that can no longer be paid here: its state and the way to the order. */
function OrderState({ orderId, title, icon = 'info' }: { orderId: number; title: string; icon?: 'info' | 'success' | 'warning' }) {
  return (
    <div part="pay-state">
      <Empty
        icon={icon}
        text={title}
        action={
          <Link to={orderPath(orderId)} className="yp-btn yp-btn--primary" part="view-order">
            {text.viewOrder}
          </Link>
        }
      />
    </div>
  );
}

function PayForm({ info, hm, onReload }: { info: PayInfo; hm: boolean; onReload: () => void }) {
  const { order } = info;
  const name = useId();
  const left = useCountdown(order.expires_at, info.now);
  const phone = useMediaMatch(PHONE_MEDIA);
  const firstEnabled = info.methods.find((m) => m.enabled === 1)?.method ?? null;
  // An online attempt still open (a reload, or back from the provider's page): show it, with its way back.
  const [openNo, setOpenNo] = useState(info.open_online?.payment_no ?? '');
  const [method, setMethod] = useState<PayMethod | null>(openNo ? 'online' : firstEnabled);
  const [busy, setBusy] = useState(false);
  const [online, setOnline] = useState<PayResult | null>(null);
  const [submitted, setSubmitted] = useState(order.offline_pending === 1);
  const [transferErrors, setTransferErrors] = useState<TransferErrors>({});
  // What 更换支付方式 did, said next to the method it left the buyer on.
  const [closedFor, setClosedFor] = useState<PayMethod | null>(null);
  // One key per pay attempt: a retry after a lost answer reuses it, a new attempt (another method) gets a new one.
  const attemptKey = useRef<{ method: PayMethod; key: string } | null>(null);
  const attemptNo = online?.payment_no || openNo;

  const endAttempt = () => {
    setOnline(null);
    setOpenNo('');
    attemptKey.current = null;
  };

  usePaymentPoll(attemptNo, (status) => {
    if (status.status === 'paid') navigate(donePath(order.id), { replace: true });
    else {
      // Failed or closed at the provider: start again with a fresh attempt.
      endAttempt();
      onReload();
    }
  });

  /** Resolves to the refusal's field messages (422), null otherwise. */
  const pay = async (chosen: PayMethod, extra: Partial<TransferDraft> & { pay_password?: string } = {}): Promise<Record<string, string> | null> => {
    if (busy) return null;
    if (attemptKey.current?.method !== chosen) attemptKey.current = { method: chosen, key: newIdempotencyKey() };
    setBusy(true);
    try {
      // A phone-sized page gets the provider's phone flow (its page or app), never a QR code to scan with itself.
      const device = chosen === 'online' ? { device: mediaMatches(PHONE_MEDIA) ? ('phone' as const) : ('desktop' as const) } : {};
      const result = await orderApi.orderPay(
        { id: order.id, method: chosen, ...extra, ...device },
        withIdempotencyKey(attemptKey.current.key, { silent: true }),
      );
      if (result.status === 'paid') {
        navigate(donePath(order.id), { replace: true });
        return null;
      }
      if (chosen === 'online') {
        setOpenNo('');
        setOnline(result);
        setClosedFor(null);
        // Alipay's page, WeChat Pay H5, the sandbox page on a phone: the buyer pays there, and comes back to the order.
        if (result.pay_action === 'redirect') window.location.assign(result.pay_url);
      } else setSubmitted(true);
      return null;
    } catch (error) {
      // Not useFormSubmit: the raw failure decides the attempt's key and the reload below (see form-failure.ts).
      const fields = handleFormFailure(error);
      if (fields) setTransferErrors(fields);
      // A definite refusal ends the attempt; a lost answer keeps its key for the retry.
      if (isApiError(error) && error.status >= 400 && error.status < 500) attemptKey.current = null;
      // Refused on the order itself (paid meanwhile, online or elsewhere; cancelled): show the page's current state.
      if (isApiError(error) && error.status === 422 && (!fields || fields.id)) onReload();
      return fields;
    } finally {
      setBusy(false);
    }
  };

  /** 提交转账信息: checked with the pay call's transfer schema (loaded on submit, so zod stays out of the first load), then sent. */
  const declareTransfer = async (draft: TransferDraft) => {
    const { transferInput } = await import('../../shared/contract/calls/order-input');
    const found = schemaErrors(transferInput(hm), draft, TRANSFER_FIELDS);
    setTransferErrors(found);
    if (Object.keys(found).length === 0) await pay('offline', draft);
  };

  /**
   * 更换支付方式: the open online attempt is closed (in the ledger and at the
   * provider) before another method can be used; the page says so next to
   * that method. Paid at the provider meanwhile: the order is paid, done.
   */
  const switchFrom = async (target?: PayMethod) => {
    if (busy || !attemptNo) return;
    setBusy(true);
    try {
      const status = await orderApi.paymentClose({ no: attemptNo });
      if (status.status === 'paid' || status.order_status !== ORDER_STATUS.unpaid) {
        navigate(donePath(order.id), { replace: true });
        return;
      }
      endAttempt();
      const next = target ?? info.methods.find((m) => m.method !== 'online' && m.enabled === 1)?.method ?? 'online';
      setMethod(next);
      setClosedFor(next);
    } catch {
      // The client showed the failure; the attempt is still open and 更换支付方式 can be tried again.
    } finally {
      setBusy(false);
    }
  };

  if (submitted) {
    return (
      <div className="yp-co__pay-done" part="transfer-submitted">
        <Empty
          icon="success"
          text={text.transferSubmitted}
          action={
            <span className="yp-co__actions">
              <Link to={orderPath(order.id)} className="yp-btn yp-btn--primary" part="view-order">
                {text.viewOrder}
              </Link>
              <Link to={donePath(order.id)} className="yp-btn">
                {text.submittedLink}
              </Link>
            </span>
          }
        />
        <p className="yp-co__muted yp-co__center">{text.transferHint}</p>
      </div>
    );
  }

  if (order.expires_at && left <= 0) return <OrderState orderId={order.id} title={text.expired} icon="warning" />;

  const current = info.methods.find((m) => m.method === method);
  return (
    <div className="yp-co__pay">
      <section className="yp-co__pay-head" part="pay-head">
        <div>
          <p>
            {text.orderNo}
            <b className="yp-co__num" part="order-no">
              {order.order_no}
            </b>
          </p>
          {order.expires_at ? (
            <p className="yp-co__countdown" role="timer" aria-live="off">
              {text.countdown}
              <b part="countdown">{formatCountdown(left)}</b>
            </p>
          ) : null}
        </div>
        <p className="yp-co__pay-amount">
          {text.amount}
          <strong className="yp-co__money yp-co__money--big" part="pay-amount">
            {formatYuan(order.pay_total)}
          </strong>
        </p>
      </section>
      {hm ? (
        <p className="yp-co__notice" role="note" part="hm-notice">
          <Icon name="warning" />
          {text.hmPayHint}
        </p>
      ) : null}
      <section className="yp-co__section">
        <h3 className="yp-co__section-title">{text.payMethod}</h3>
        <div className="yp-co__methods" role="radiogroup" aria-label={text.payMethod}>
          {info.methods.map((m) => (
            <label
              key={m.method}
              className={`yp-co__method${m.enabled ? '' : ' is-off'}${m.method === method ? ' is-chosen' : ''}`}
              part="method"
              data-method={m.method}
            >
              <input
                type="radio"
                name={name}
                checked={m.method === method}
                disabled={m.enabled !== 1 || busy}
                onChange={() => {
                  // Another method while an online attempt is open: that is 更换支付方式.
                  if (attemptNo && m.method !== 'online') void switchFrom(m.method);
                  else setMethod(m.method);
                }}
              />
              <span className="yp-co__method-name">{m.name}</span>
              {m.method === 'wallet' ? <span className="yp-co__muted">{text.balance(info.balance)}</span> : null}
              {m.enabled !== 1 && m.reason ? <span className="yp-co__coupon-reason">{m.reason}</span> : null}
            </label>
          ))}
        </div>
      </section>
      {closedFor && closedFor === method && current ? (
        <p className="yp-co__notice" role="status" part="switched">
          <Icon name="info" />
          {text.onlineClosed(current.name)}
        </p>
      ) : null}
      {current?.method === 'wallet' ? (
        <WalletPay orderNo={order.order_no} amount={order.pay_total} busy={busy} pay={(password) => pay('wallet', { pay_password: password })} />
      ) : null}
      {current?.method === 'online' ? (
        <div className="yp-co__pay-action" part="online">
          {attemptNo ? (
            <OnlineAttempt started={online} phone={phone} busy={busy} onReopen={() => void pay('online')} onSwitch={() => void switchFrom()} />
          ) : (
            <button
              type="button"
              className="yp-btn yp-btn--primary yp-co__submit"
              part="confirm-pay"
              disabled={busy}
              aria-busy={busy}
              onClick={() => void pay('online')}
            >
              {busy ? text.paying : text.confirmPay}
            </button>
          )}
        </div>
      ) : null}
      {current?.method === 'offline' ? (
        <TransferForm bank={info.bank} hm={hm} busy={busy} errors={transferErrors} onSubmit={(draft) => void declareTransfer(draft)} />
      ) : null}
    </div>
  );
}

/**
 * Step 3, /cart/step3/:id and /cart/hm?id= (docs/product/routes.md Cart flow): the order
 * number, amount and the countdown to its expiry on the server's clock,
 * then the methods the server allows for this order (余额支付, 在线支付
 * with a QR code polled until paid, 线下转账 / 对公转账 declared for the
 * finance check). An order that cannot be paid any more shows its state.
 */
export function PayStep({ orderId, hm = false }: { orderId: number; hm?: boolean }) {
  const info = useAsync(() => orderApi.orderPayInfo({ id: orderId }), [orderId]);
  const data = info.data;

  // An is_hm order pays on /cart/hm, any other on /cart/step3: send the buyer to the right page.
  const wrongPage = data ? (data.order.is_hm === 1) !== hm : false;
  useEffect(() => {
    if (data && wrongPage) navigate(data.order.is_hm === 1 ? hmPayPath(orderId) : payPath(orderId), { replace: true });
  }, [data, wrongPage, orderId]);

  if (!data) {
    if (info.status === 'error') {
      return <LoadFailed text={text.payFailed} onRetry={info.reload} />;
    }
    return <Loading />;
  }
  if (wrongPage) return <Loading />;
  const { order } = data;
  if (order.status === ORDER_STATUS.cancelled) return <OrderState orderId={order.id} title={text.orderCancelled} icon="warning" />;
  if (order.status !== ORDER_STATUS.unpaid) return <OrderState orderId={order.id} title={text.orderPaid} icon="success" />;
  return <PayForm key={`${order.id}-${order.offline_pending}`} info={data} hm={order.is_hm === 1} onReload={info.reload} />;
}

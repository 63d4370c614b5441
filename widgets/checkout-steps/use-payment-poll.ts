import { useEffect, useRef } from 'react';
import type { PaymentStatus } from '../../shared/contract/order';
import { orderApi } from '../../shared/api/resources/order';

/** How often the pay page asks whether the QR payment has arrived. */
export const PAYMENT_POLL_MS = 2000;

/**
 * While `paymentNo` is set, asks GET /api/payment/:no every PAYMENT_POLL_MS
 * until the payment is settled (paid, failed or closed) and hands that
 * answer to `onSettled`. A failed poll (silent) is simply tried again; the
 * polling stops when the page goes away or the payment changes.
 */
export function usePaymentPoll(paymentNo: string, onSettled: (status: PaymentStatus) => void): void {
  const callback = useRef(onSettled);
  callback.current = onSettled;

  useEffect(() => {
    if (!paymentNo) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    const poll = async () => {
      try {
        const status = await orderApi.paymentStatus({ no: paymentNo }, { silent: true, signal: controller.signal });
        if (stopped) return;
        if (status.status !== 'pending') {
          callback.current(status);
          return;
        }
      } catch {
        if (stopped) return;
      }
      timer = setTimeout(() => void poll(), PAYMENT_POLL_MS);
    };
    timer = setTimeout(() => void poll(), PAYMENT_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller.abort();
    };
  }, [paymentNo]);
}

import type { SellerOrder } from '../../../shared/contract/seller/order';
import { ORDER_STATUS } from '../../../shared/contract/statuses';
import type { SellerApiClient } from './client';
import { decideAfterSale, reviewDueCancelRequests, shipOrderIfDue, type LocalSellerTiming } from './simulator';

/** A webhook event as the local seller reads it (the body yaopi signs: services/webhooks/deliver.ts webhookBody). */
export interface LocalSellerEvent {
  id: string;
  type: string;
  created_at: string;
  data: { object: { id?: unknown; order_no?: unknown } };
}

/**
 * The local seller's reaction to the webhooks, as an ERP would react: an
 * `order.paid` ships that order once its delay after payment is up, a
 * `return.requested` approves the application a delay after it was filed
 * and refunds it a delay later, an `order.cancel_requested` approves the
 * buyer's cancel requests that are due. Each step is a timer on this node
 * (the delays are the demo's, so the buyer first sees 待发货 and 待审核);
 * a step lost with its node (a restart) is done by the catch-up poll
 * (jobs.ts). Every step reads again and writes with the request id of its
 * object, so a step done twice (a repeated event, the poll) applies once.
 */
export interface LocalSellerReactor {
  react(event: LocalSellerEvent): void;
  /** Resolves once no step is scheduled or running: for tests, which set the delays to 0. */
  idle(): Promise<void>;
  /** Drops the scheduled steps (the app closes). */
  close(): void;
}

export function localSellerReactor(api: SellerApiClient, timing: () => LocalSellerTiming, onError: (error: unknown) => void = () => {}): LocalSellerReactor {
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();
  let waiters: (() => void)[] = [];
  let closed = false;

  const settleIfIdle = () => {
    if (timers.size > 0 || running.size > 0) return;
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  };

  function track(work: Promise<unknown>): void {
    const tracked = work.catch(onError).finally(() => {
      running.delete(tracked);
      settleIfIdle();
    });
    running.add(tracked);
  }

  /** Runs `step` at `dueAt` (at once if past); one timer per key, so a repeated event does not schedule twice. */
  function at(key: string, dueAt: number, step: (now: Date) => Promise<unknown>): void {
    if (closed || timers.has(key)) return;
    const timer = setTimeout(
      () => {
        timers.delete(key);
        track(step(new Date(Math.max(Date.now(), dueAt))));
      },
      Math.max(0, dueAt - Date.now()),
    );
    timer.unref();
    timers.set(key, timer);
  }

  async function onPaid(orderNo: string): Promise<void> {
    const order = await api.get<SellerOrder>(`/api/seller/v1/orders/${orderNo}`);
    if (order.status !== ORDER_STATUS.paid || !order.paid_at) return;
    const dueAt = new Date(order.paid_at).getTime() + timing().shipAfterSeconds * 1000;
    at(`ship-${orderNo}`, dueAt, (now) => shipOrderIfDue(api, orderNo, now, timing()));
  }

  return {
    react(event) {
      if (closed) return;
      const filed = new Date(event.created_at).getTime();
      const object = event.data.object;
      const key = typeof object.id === 'string' ? object.id : '';
      if (!key || !Number.isFinite(filed)) return;
      const review = timing().reviewAfterSeconds * 1000;
      switch (event.type) {
        case 'order.paid':
          track(onPaid(key));
          break;
        case 'return.requested':
          // The refund is scheduled once the approval is done (or found done): with no delay, the two must not race.
          at(`approve-${key}`, filed + review, async () => {
            await decideAfterSale(api, key, 'approve');
            at(`refund-${key}`, filed + 2 * review, () => decideAfterSale(api, key, 'refund'));
          });
          break;
        case 'order.cancel_requested':
          // The event names the order; the requests due by then are approved (the pass skips any not yet due).
          at(`cancel-${key}`, filed + review, (now) => reviewDueCancelRequests(api, now, timing()));
          break;
        default:
          break;
      }
    },
    idle() {
      return new Promise<void>((resolve) => {
        waiters.push(resolve);
        settleIfIdle();
      });
    },
    close() {
      closed = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      settleIfIdle();
    },
  };
}

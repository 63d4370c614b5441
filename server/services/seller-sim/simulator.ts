import { createHash } from 'node:crypto';
import type { SellerAfterSaleItem, SellerCancelRequestList, SellerOrderPage, SellerAfterSaleList } from './shapes';
import type { SellerOrder } from '../../../shared/contract/seller/order';
import { AFTER_SALE_STATUS, CANCEL_REQUEST_STATUS, ORDER_STATUS } from '../../../shared/contract/statuses';
import { SellerApiError, type SellerApiClient } from './client';

/**
 * The local seller: what the wholesaler's ERP would do, done by a seller
 * client of /api/seller/v1 so the demo runs without one. It ships each paid
 * order `shipAfterSeconds` after payment (one parcel, carrier, waybill,
 * batch, production and expiry dates, a first trace event), approves each
 * return application and each request to cancel a paid order
 * `reviewAfterSeconds` after it was filed, and refunds an approved return
 * as long again later (the goods "came back"). Every write carries a
 * request id made from the object, so a run that dies halfway and runs
 * again applies each step once. A call the server refuses (a cancel
 * request pending, decided meanwhile) is skipped; the next run looks again.
 */
export interface LocalSellerTiming {
  shipAfterSeconds: number;
  reviewAfterSeconds: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const PAGE = 200;

/** The carriers the simulated warehouse uses, with how their waybill numbers look. */
const CARRIERS: readonly { name: string; waybill: (digits: string) => string }[] = [
  { name: '顺丰速运', waybill: (d) => `SF${d.slice(0, 13)}` },
  { name: '京东物流', waybill: (d) => `JDVA${d.slice(0, 11)}` },
  { name: '中通快递', waybill: (d) => `7${d.slice(0, 13)}` },
];

/** Digits derived from the order number: the same order always gets the same waybill, so a retried shipment is the same parcel. */
function digitsOf(seed: string): string {
  return [...createHash('sha256').update(seed).digest()].map((byte) => String(byte % 10)).join('');
}

const day = (at: Date) => at.toISOString().slice(0, 10);

function due(at: string | null, now: Date, seconds: number): boolean {
  return at !== null && new Date(at).getTime() <= now.getTime() - seconds * 1000;
}

/** Skips a call the server refused for this object (409 conflict, 404, 422); anything else (down, bad key) stops the run. */
async function skipRefused(step: () => Promise<unknown>): Promise<boolean> {
  try {
    await step();
    return true;
  } catch (error) {
    if (error instanceof SellerApiError && [404, 409, 422].includes(error.status)) return false;
    throw error;
  }
}

async function paidOrderNos(api: SellerApiClient): Promise<string[]> {
  const found: string[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `status=${ORDER_STATUS.paid}&limit=${PAGE}${cursor ? `&cursor=${cursor}` : ''}`;
    const page: SellerOrderPage = await api.get<SellerOrderPage>(`/api/seller/v1/orders?${query}`);
    found.push(...page.orders.map((order) => order.order_no));
    cursor = page.next_cursor;
  } while (cursor);
  return found;
}

async function shipOne(api: SellerApiClient, order: SellerOrder, now: Date): Promise<boolean> {
  const digits = digitsOf(order.order_no);
  const carrier = CARRIERS[Number(digits.slice(-2)) % CARRIERS.length]!;
  const waybill = carrier.waybill(digits);
  const produced = new Date(now.getTime() - 180 * DAY_MS);
  const expires = new Date(produced.getTime() + 730 * DAY_MS);
  const shipped = await skipRefused(() =>
    api.post(
      `/api/seller/v1/orders/${order.order_no}/shipments`,
      {
        carrier: carrier.name,
        waybill_no: waybill,
        shipped_at: now.toISOString(),
        lines: order.lines.map((line) => ({
          line_id: line.line_id,
          quantity: line.quantity,
          batch_no: line.batch_no || `B${day(produced).replaceAll('-', '')}`,
          produced_on: day(produced),
          expires_on: day(expires),
        })),
      },
      `local-seller-ship-${order.order_no}`,
    ),
  );
  if (!shipped) return false;
  await api.post(
    `/api/seller/v1/orders/${order.order_no}/shipments/${waybill}/events`,
    { events: [{ at: now.toISOString(), text: `【${carrier.name}】已揽收，快件发往收货地` }] },
    `local-seller-trace-${order.order_no}`,
  );
  return true;
}

/**
 * One order, as the webhook reaction (reactor.ts) ships it when its delay
 * is up: read again first, so an order cancelled, refused or shipped
 * meanwhile is left alone. True when this call shipped it.
 */
export async function shipOrderIfDue(api: SellerApiClient, orderNo: string, now: Date, timing: LocalSellerTiming): Promise<boolean> {
  let order: SellerOrder;
  try {
    order = await api.get<SellerOrder>(`/api/seller/v1/orders/${orderNo}`);
  } catch (error) {
    if (error instanceof SellerApiError && error.status === 404) return false;
    throw error;
  }
  if (order.status !== ORDER_STATUS.paid || !due(order.paid_at, now, timing.shipAfterSeconds)) return false;
  return shipOne(api, order, now);
}

/** Paid orders whose payment is older than the delay → shipped in one parcel with a first trace event. */
export async function shipDueOrders(api: SellerApiClient, now: Date, timing: LocalSellerTiming): Promise<number> {
  let moved = 0;
  for (const orderNo of await paidOrderNos(api)) {
    const order = await api.get<SellerOrder>(`/api/seller/v1/orders/${orderNo}`);
    if (order.status !== ORDER_STATUS.paid || !due(order.paid_at, now, timing.shipAfterSeconds)) continue;
    if (await shipOne(api, order, now)) moved += 1;
  }
  return moved;
}

async function afterSalesIn(api: SellerApiClient, status: number): Promise<SellerAfterSaleItem[]> {
  const found: SellerAfterSaleItem[] = [];
  let afterId = 0;
  for (;;) {
    const page = await api.get<SellerAfterSaleList>(`/api/seller/v1/after-sales?status=${status}&after_id=${afterId}&limit=${PAGE}`);
    found.push(...page.after_sales);
    if (page.next_after_id === null) return found;
    afterId = page.next_after_id;
  }
}

/** One return application's next step by the webhook reaction: approve it (pending) or refund it (approved); a refused call is skipped. */
export async function decideAfterSale(api: SellerApiClient, afterSaleNo: string, step: 'approve' | 'refund'): Promise<boolean> {
  const path = `/api/seller/v1/after-sales/${afterSaleNo}/${step}`;
  const body = step === 'approve' ? { note: '审核通过，请按退货地址寄回商品' } : {};
  return skipRefused(() => api.post(path, body, `local-seller-${step}-${afterSaleNo}`));
}

/**
 * Refunds approved returns first (filed two delays ago), then approves
 * pending ones (filed one delay ago), so one run never approves and refunds
 * the same application.
 */
export async function reviewDueAfterSales(api: SellerApiClient, now: Date, timing: LocalSellerTiming): Promise<number> {
  let moved = 0;
  for (const application of await afterSalesIn(api, AFTER_SALE_STATUS.approved)) {
    if (!due(application.created_at, now, 2 * timing.reviewAfterSeconds)) continue;
    if (await decideAfterSale(api, application.after_sale_no, 'refund')) moved += 1;
  }
  for (const application of await afterSalesIn(api, AFTER_SALE_STATUS.pending)) {
    if (!due(application.created_at, now, timing.reviewAfterSeconds)) continue;
    if (await decideAfterSale(api, application.after_sale_no, 'approve')) moved += 1;
  }
  return moved;
}

/**
 * Approves buyers' requests to cancel a paid order a delay after they were
 * filed: the server cancels and refunds through orders/cancel-refund.ts, the
 * same path as any ERP's approval. A refund that cannot go now (503, the
 * payment provider down) is left for the next run.
 */
export async function reviewDueCancelRequests(api: SellerApiClient, now: Date, timing: LocalSellerTiming): Promise<number> {
  let moved = 0;
  let afterId = 0;
  for (;;) {
    const page = await api.get<SellerCancelRequestList>(
      `/api/seller/v1/cancel-requests?status=${CANCEL_REQUEST_STATUS.pending}&after_id=${afterId}&limit=${PAGE}`,
    );
    for (const request of page.cancel_requests) {
      if (!due(request.created_at, now, timing.reviewAfterSeconds)) continue;
      const path = `/api/seller/v1/cancel-requests/${request.request_no}/approve`;
      try {
        await api.post(path, { note: '商家已同意取消订单，货款原路退回' }, `local-seller-cancel-${request.request_no}`);
        moved += 1;
      } catch (error) {
        if (!(error instanceof SellerApiError && [404, 409, 422, 503].includes(error.status))) throw error;
      }
    }
    if (page.next_after_id === null) return moved;
    afterId = page.next_after_id;
  }
}

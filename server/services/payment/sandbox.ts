import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { confirmedPayment, type ConfirmedPayment, type CreatePaymentRequest, type OnlinePaymentProvider, type RefundRequest } from './provider';

/** The fields a sandbox callback carries; `sign` is HMAC-SHA256 over the others. */
export interface SandboxNotification {
  payment_no: string;
  amount_fen: string;
  trade_no: string;
  status: 'paid';
  sign: string;
}

/** What the sandbox "gateway" did besides taking payments: its own journal of closes and refunds. */
export interface SandboxRecord {
  kind: 'close' | 'refund';
  paymentNo: string;
  amountFen: number;
  refundNo: string;
  refundRef: string;
  at: Date;
}

export interface SandboxProvider extends OnlinePaymentProvider {
  /** The signed callback the sandbox's 确认支付 sends (what a real gateway would post). */
  signNotification(payment: { paymentNo: string; amountFen: number; tradeNo: string }): SandboxNotification;
  /** The gateway's journal (closes and refunds), newest last: what a gateway's merchant console would list. */
  readonly records: readonly SandboxRecord[];
}

export const SANDBOX_PAGE_PATH = '/pay/sandbox';
export const SANDBOX_NOTIFY_PATH = '/api/payment/notify/sandbox';
/** The query parameter of the pay URL that carries the single-use payer token. */
export const SANDBOX_TOKEN_PARAM = 't';

// Fields in a fixed order, so both ends sign the same text.
const canonical = (fields: Omit<SandboxNotification, 'sign'>): string =>
  `amount_fen=${fields.amount_fen}&payment_no=${fields.payment_no}&status=${fields.status}&trade_no=${fields.trade_no}`;

/**
 * The local payment provider, a test double: its "gateway page" is the
 * server's own /pay/sandbox/:no?t=<payer token> (a QR code on desktop; a
 * phone is sent there, 'redirect'), where 确认支付 sends a
 * callback signed with PAYMENT_SANDBOX_SECRET (else a random secret per
 * process, so a forged callback never verifies). The callback goes through
 * the same verification a real gateway's would. Closes and refunds are
 * kept in its own journal (records), in memory: a test double's ledger,
 * beside ours in the payments table.
 */
export function sandboxProvider(secret: string = process.env.PAYMENT_SANDBOX_SECRET || randomBytes(32).toString('hex')): SandboxProvider {
  const sign = (fields: Omit<SandboxNotification, 'sign'>): string => createHmac('sha256', secret).update(canonical(fields)).digest('hex');
  const records: SandboxRecord[] = [];
  return {
    name: 'sandbox',
    records,
    async createPayment(request: CreatePaymentRequest) {
      const origin = new URL(request.notifyUrl).origin;
      const token = encodeURIComponent(request.payerToken);
      const payUrl = `${origin}${SANDBOX_PAGE_PATH}/${encodeURIComponent(request.paymentNo)}?${SANDBOX_TOKEN_PARAM}=${token}`;
      // A phone cannot scan its own screen: it opens the page itself, as with Alipay wap and WeChat Pay H5.
      return request.device === 'phone' ? { payUrl, action: 'redirect' as const } : { payUrl };
    },
    async closePayment(paymentNo: string) {
      if (records.some((r) => r.kind === 'close' && r.paymentNo === paymentNo)) return;
      records.push({ kind: 'close', paymentNo, amountFen: 0, refundNo: '', refundRef: '', at: new Date() });
    },
    async refundPayment(request: RefundRequest) {
      const done = records.find((r) => r.kind === 'refund' && r.refundNo === request.refundNo);
      if (done) return { refundRef: done.refundRef };
      const refundRef = `SBR${Date.now()}${randomBytes(3).toString('hex')}`;
      records.push({ kind: 'refund', paymentNo: request.paymentNo, amountFen: request.amountFen, refundNo: request.refundNo, refundRef, at: new Date() });
      return { refundRef };
    },
    signNotification({ paymentNo, amountFen, tradeNo }) {
      const fields = { payment_no: paymentNo, amount_fen: String(amountFen), trade_no: tradeNo, status: 'paid' as const };
      return { ...fields, sign: sign(fields) };
    },
    verifyNotification(body: unknown): ConfirmedPayment | null {
      if (typeof body !== 'object' || body === null) return null;
      const b = body as Record<string, unknown>;
      const text = (key: string) => (typeof b[key] === 'string' ? b[key] : typeof b[key] === 'number' ? String(b[key]) : null);
      const paymentNo = text('payment_no');
      const amount = text('amount_fen');
      const tradeNo = text('trade_no');
      const status = text('status');
      const given = text('sign');
      if (!paymentNo || !amount || !tradeNo || status !== 'paid' || !given || !/^\d{1,12}$/.test(amount)) return null;
      const expected = Buffer.from(sign({ payment_no: paymentNo, amount_fen: amount, trade_no: tradeNo, status }), 'hex');
      const presented = Buffer.from(given, 'hex');
      if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return null;
      return confirmedPayment(paymentNo, Number(amount), tradeNo);
    },
  };
}

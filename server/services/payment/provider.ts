/**
 * An online payment provider (在线支付): creates a payment the buyer
 * completes on the provider's page, then tells us by a signed callback.
 * The sandbox provider (sandbox.ts) is the working local one, a test double
 * switched on by configuration (config.ts paymentSandboxFromEnv); a real
 * one (a bank or wallet gateway) implements the same calls.
 */
export interface CreatePaymentRequest {
  /** Our payment number (payments.payment_no), the provider's out_trade_no. */
  paymentNo: string;
  amountFen: number;
  subject: string;
  /** Where the provider posts its callback. */
  notifyUrl: string;
  /** Where the buyer goes back after paying. */
  returnUrl: string;
  /**
   * A single-use, unguessable secret for this attempt (only its hash is
   * stored). A gateway whose page runs on our server (the sandbox) puts it
   * in the pay URL, so the page pays only for whoever holds the QR code; a
   * real gateway authenticates the payer itself and ignores it.
   */
  payerToken: string;
  /**
   * Where the buyer pays: 'desktop' gets a page or a QR code (Alipay page
   * pay, WeChat Pay native), 'phone' the provider's mobile flow (Alipay wap,
   * WeChat Pay H5). Default desktop.
   */
  device?: 'desktop' | 'phone';
  /** The buyer's IP address (WeChat Pay H5 requires it). */
  clientIp?: string;
}

/** What a callback arrived with besides its parsed body: a provider that signs the raw bytes and headers (WeChat Pay v3) needs them. */
export interface NotificationRequest {
  /** The body exactly as received. */
  rawBody: string;
  /** Lower-case header names. */
  headers: Record<string, string | string[] | undefined>;
}

/** What the gateway reads back from its callback: accepted, refused as not genuine, or failed here (the gateway calls again). */
export type NotificationVerdict = 'accepted' | 'rejected' | 'failed';

/** The HTTP answer to a callback, in the form its gateway expects. */
export interface NotificationAnswer {
  status: number;
  /** None: an empty body. */
  body?: { contentType: string; text: string };
}

/** A callback that passed the provider's verification. */
export interface ConfirmedPayment {
  paymentNo: string;
  amountFen: number;
  /** The provider's own transaction id. */
  providerRef: string;
}

/** A paid trade's numbers as a gateway gave them: both numbers and a positive whole amount in fen, else null (not a payment). */
export function confirmedPayment(paymentNo: unknown, amountFen: unknown, providerRef: unknown): ConfirmedPayment | null {
  if (typeof paymentNo !== 'string' || !paymentNo || typeof providerRef !== 'string' || !providerRef) return null;
  if (typeof amountFen !== 'number' || !Number.isSafeInteger(amountFen) || amountFen <= 0) return null;
  return { paymentNo, amountFen, providerRef };
}

export interface RefundRequest {
  paymentNo: string;
  /** The provider's transaction id of the money to send back. */
  providerRef: string;
  amountFen: number;
  /** Our refund number (out_refund_no): the same number twice refunds once. */
  refundNo: string;
  reason: string;
}

export interface OnlinePaymentProvider {
  name: string;
  /** What the pay page calls it (支付宝, 微信支付); default 在线支付. */
  label?: string;
  /**
   * payUrl: where the buyer pays. 'qr' when it is to be shown as a QR code
   * (WeChat Pay native's weixin:// link, the sandbox page), 'redirect' when
   * the browser goes there (Alipay's page, WeChat Pay H5). Default 'qr'.
   */
  createPayment(request: CreatePaymentRequest): Promise<{ payUrl: string; action?: 'qr' | 'redirect' }>;
  /** The callback verified (signature, and whose it is), or null when it is not genuine. */
  verifyNotification(body: unknown, request?: NotificationRequest): ConfirmedPayment | null | Promise<ConfirmedPayment | null>;
  /** How this gateway wants its callback answered; default the word 'success' or 'fail' (Alipay, the sandbox). */
  answerNotification?(verdict: NotificationVerdict): NotificationAnswer;
  /**
   * Asks the gateway about a payment whose callback has not come: the
   * confirmed payment when it was paid, null when it was not (yet). The
   * caller counts it only when it names the payment asked about.
   */
  queryPayment?(paymentNo: string): Promise<ConfirmedPayment | null>;
  /** Voids an unpaid payment at the gateway so its page takes no money. Idempotent. */
  closePayment(paymentNo: string): Promise<void>;
  /** Sends a paid payment's money back to where it came from (the payer's account), never to the wallet. Idempotent by refundNo. */
  refundPayment(request: RefundRequest): Promise<{ refundRef: string }>;
}

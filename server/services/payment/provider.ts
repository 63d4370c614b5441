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
}

/** A callback that passed the provider's verification. */
export interface ConfirmedPayment {
  paymentNo: string;
  amountFen: number;
  /** The provider's own transaction id. */
  providerRef: string;
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
  createPayment(request: CreatePaymentRequest): Promise<{ payUrl: string }>;
  /** The callback body verified (signature), or null when it is not genuine. */
  verifyNotification(body: unknown): ConfirmedPayment | null;
  /** Voids an unpaid payment at the gateway so its page takes no money. Idempotent. */
  closePayment(paymentNo: string): Promise<void>;
  /** Sends a paid payment's money back to where it came from (the payer's account), never to the wallet. Idempotent by refundNo. */
  refundPayment(request: RefundRequest): Promise<{ refundRef: string }>;
}

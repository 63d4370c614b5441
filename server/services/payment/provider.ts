/**
 * An online payment provider (在线支付): creates a payment the buyer
 * completes on the provider's page, then tells us by a signed callback.
 * The sandbox provider (sandbox.ts) is the working local one; a real one
 * (a bank or wallet gateway) implements the same two calls.
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
}

/** A callback that passed the provider's verification. */
export interface ConfirmedPayment {
  paymentNo: string;
  amountFen: number;
  /** The provider's own transaction id. */
  providerRef: string;
}

export interface OnlinePaymentProvider {
  name: string;
  createPayment(request: CreatePaymentRequest): Promise<{ payUrl: string }>;
  /** The callback body verified (signature), or null when it is not genuine. */
  verifyNotification(body: unknown): ConfirmedPayment | null;
}

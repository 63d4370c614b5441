import { AlipaySdk } from 'alipay-sdk';
import { fenToYuan, parseYuan } from '../../../shared/domain/money';
import { confirmedPayment, type ConfirmedPayment, type CreatePaymentRequest, type OnlinePaymentProvider, type RefundRequest } from './provider';

export interface AlipayConfig {
  appId: string;
  /** The application's private key (PEM, PKCS#1 or PKCS#8): signs our requests (RSA2). */
  privateKey: string;
  /** Alipay's public key (PEM): verifies Alipay's answers and notifications. */
  alipayPublicKey: string;
  /** The merchant's partner id (2088…): a notification for another seller is refused. Empty: not checked. */
  sellerId: string;
  /** The OpenAPI gateway; Alipay's own unless set (a loopback fake in tests). */
  gateway?: string;
  /** Overrides the notify URL the ledger derives from the site's origin. */
  notifyUrl?: string;
  timeoutMs?: number;
}

/** Trade states of a paid trade; TRADE_FINISHED is a paid trade past its refund window. */
const PAID_STATES = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);
/** Answers of alipay.trade.close that leave the trade unable to take money: already closed, or never opened (the buyer never scanned). */
const CLOSED_ALREADY = new Set(['ACQ.TRADE_NOT_EXIST', 'ACQ.TRADE_HAS_CLOSE']);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A trade that pays (a notification's fields, or alipay.trade.query's answer): paid, with its numbers and a yuan amount ("12.34"). */
function confirmedOf(fields: Record<string, unknown>): ConfirmedPayment | null {
  if (!PAID_STATES.has(text(fields.trade_status))) return null;
  const yuan = text(fields.total_amount);
  return confirmedPayment(fields.out_trade_no, /^\d{1,10}(\.\d{1,2})?$/.test(yuan) ? parseYuan(yuan) : null, fields.trade_no);
}

/**
 * Alipay (支付宝) through Alipay's own SDK, OpenAPI 2.0 with RSA2 keys:
 * alipay.trade.page.pay on desktop and alipay.trade.wap.pay on phones (the
 * buyer's browser is sent to Alipay's page), alipay.trade.query for an
 * attempt whose notification has not come, alipay.trade.close and
 * alipay.trade.refund. Every answer's signature is checked by the SDK
 * (validateSign); a notification counts only with a valid RSA2 signature
 * AND our app id AND our seller id AND a paid trade state (the amount is
 * checked against the attempt by the ledger).
 */
export function alipayProvider(config: AlipayConfig): OnlinePaymentProvider {
  const sdk = new AlipaySdk({
    appId: config.appId,
    privateKey: config.privateKey,
    alipayPublicKey: config.alipayPublicKey,
    gateway: config.gateway ?? 'https://openapi.alipay.com/gateway.do',
    keyType: config.privateKey.includes('BEGIN RSA PRIVATE KEY') ? 'PKCS1' : 'PKCS8',
    timeout: config.timeoutMs ?? 10_000,
    camelcase: false,
  });

  /** An OpenAPI call whose answer must be signed by Alipay; a non-10000 code throws unless `accept` allows its sub_code. */
  async function call(method: string, bizContent: Record<string, unknown>, accept: ReadonlySet<string> = new Set()): Promise<Record<string, unknown>> {
    const answer = (await sdk.exec(method, { bizContent }, { validateSign: true })) as Record<string, unknown>;
    const code = text(answer.code);
    if (code === '10000' || accept.has(text(answer.sub_code))) return answer;
    throw new Error(`${method} refused: ${code} ${text(answer.sub_code)} ${text(answer.sub_msg)}`.trim());
  }

  return {
    name: 'alipay',
    label: '支付宝',
    async createPayment(request: CreatePaymentRequest) {
      const phone = request.device === 'phone';
      const payUrl = sdk.pageExecute(phone ? 'alipay.trade.wap.pay' : 'alipay.trade.page.pay', 'GET', {
        bizContent: {
          out_trade_no: request.paymentNo,
          total_amount: fenToYuan(request.amountFen),
          subject: request.subject,
          product_code: phone ? 'QUICK_WAP_WAY' : 'FAST_INSTANT_TRADE_PAY',
          ...(phone ? { quit_url: request.returnUrl } : {}),
        },
        notifyUrl: config.notifyUrl || request.notifyUrl,
        returnUrl: request.returnUrl,
      });
      return { payUrl, action: 'redirect' as const };
    },

    verifyNotification(body: unknown): ConfirmedPayment | null {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
      const fields: Record<string, string> = {};
      for (const [key, value] of Object.entries(body)) {
        if (typeof value !== 'string') return null;
        fields[key] = value;
      }
      if (fields.sign_type !== 'RSA2' || !fields.sign) return null;
      // The values arrive decoded (a form body), so they are checked as they are (V2: no second decoding).
      if (!sdk.checkNotifySignV2(fields)) return null;
      if (fields.app_id !== config.appId) return null;
      if (config.sellerId && fields.seller_id !== config.sellerId) return null;
      return confirmedOf(fields);
    },

    async queryPayment(paymentNo: string) {
      return confirmedOf(await call('alipay.trade.query', { out_trade_no: paymentNo }, new Set(['ACQ.TRADE_NOT_EXIST'])));
    },

    async closePayment(paymentNo: string) {
      await call('alipay.trade.close', { out_trade_no: paymentNo }, CLOSED_ALREADY);
    },

    async refundPayment(request: RefundRequest) {
      // out_request_no makes the refund idempotent at Alipay: the same number twice refunds once.
      await call('alipay.trade.refund', {
        out_trade_no: request.paymentNo,
        trade_no: request.providerRef,
        refund_amount: fenToYuan(request.amountFen),
        out_request_no: request.refundNo,
        refund_reason: request.reason,
      });
      return { refundRef: request.refundNo };
    },
  };
}

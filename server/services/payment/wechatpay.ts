import { createDecipheriv, createPrivateKey, createPublicKey, createSign, createVerify, randomBytes, type KeyObject } from 'node:crypto';
import { confirmedPayment, type CreatePaymentRequest, type NotificationRequest, type OnlinePaymentProvider, type RefundRequest } from './provider';

export interface WechatPayConfig {
  /** The AppID bound to the merchant (公众号 / 小程序 / 移动应用). */
  appId: string;
  /** 商户号. */
  mchId: string;
  /** The merchant's API private key (apiclient_key.pem): signs our requests. */
  privateKey: string;
  /** The serial number of the merchant's API certificate, named in each request's signature. */
  certSerial: string;
  /** The APIv3 key (32 characters): decrypts notifications' resources. */
  apiV3Key: string;
  /** WeChat Pay's public key (微信支付公钥, pub_key.pem): verifies every answer and notification. */
  platformPublicKey: string;
  /** Its id (PUB_KEY_ID_…), which WeChat Pay names in the Wechatpay-Serial header. */
  platformKeyId: string;
  /** https://api.mch.weixin.qq.com unless set (a loopback fake in tests). */
  baseUrl?: string;
  /** Overrides the notify URL the ledger derives from the site's origin. */
  notifyUrl?: string;
  timeoutMs?: number;
  /** The clock, for the freshness window of signed messages. */
  now?: () => number;
}

/** A signed answer or notification older (or newer) than this is refused: a replay from long ago never verifies. */
export const SIGNATURE_WINDOW_SECONDS = 300;
export const AUTH_SCHEME = 'WECHATPAY2-SHA256-RSA2048';

export class WechatPayError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
    this.name = 'WechatPayError';
  }
}

const header = (headers: NotificationRequest['headers'], name: string): string => {
  const value = headers[name];
  return typeof value === 'string' ? value : Array.isArray(value) ? (value[0] ?? '') : '';
};

/** The text WeChat Pay signs for an answer or a notification: timestamp, nonce and body, each followed by a newline. */
export const signedMessage = (timestamp: string, nonce: string, body: string): string => `${timestamp}\n${nonce}\n${body}\n`;

/** The text the merchant signs for a request: method, path with query, timestamp, nonce, body. */
export const requestMessage = (method: string, pathAndQuery: string, timestamp: string, nonce: string, body: string): string =>
  `${method}\n${pathAndQuery}\n${timestamp}\n${nonce}\n${body}\n`;

/** AEAD_AES_256_GCM as WeChat Pay uses it: the APIv3 key, a 12-character nonce, the tag as the ciphertext's last 16 bytes. */
export function decryptResource(apiV3Key: string, resource: { ciphertext: string; nonce: string; associated_data?: string }): string {
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length <= 16) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}

interface Transaction {
  appid?: unknown;
  mchid?: unknown;
  out_trade_no?: unknown;
  transaction_id?: unknown;
  trade_state?: unknown;
  amount?: { total?: unknown; currency?: unknown };
}

/**
 * WeChat Pay API v3 (微信支付), written on node:crypto after WeChat Pay's
 * published rules (see docs/decisions.md ADR-037 for why not a library): every
 * request is signed with the merchant key (WECHATPAY2-SHA256-RSA2048);
 * every answer and notification must carry WeChat Pay's signature (SHA256
 * with RSA, by the configured public key and its id, within five minutes);
 * the notification's resource is decrypted with the APIv3 key
 * (AEAD_AES_256_GCM) and counts only for our AppID and merchant number
 * with trade_state SUCCESS. Native pay (a QR code) on desktop, H5 on phones.
 */
export function wechatPayProvider(config: WechatPayConfig): OnlinePaymentProvider {
  const baseUrl = (config.baseUrl ?? 'https://api.mch.weixin.qq.com').replace(/\/+$/, '');
  const privateKey: KeyObject = createPrivateKey(config.privateKey);
  const platformKey: KeyObject = createPublicKey(config.platformPublicKey);
  if (Buffer.byteLength(config.apiV3Key, 'utf8') !== 32) throw new Error('the WeChat Pay APIv3 key must be 32 bytes');
  const now = config.now ?? Date.now;

  /** The signature headers verified against the exact body; false for anything missing, stale, of another key, or wrong. */
  function verifySigned(headers: NotificationRequest['headers'], body: string): boolean {
    const timestamp = header(headers, 'wechatpay-timestamp');
    const nonce = header(headers, 'wechatpay-nonce');
    const signature = header(headers, 'wechatpay-signature');
    const serial = header(headers, 'wechatpay-serial');
    if (!/^\d{1,12}$/.test(timestamp) || !nonce || !signature || serial !== config.platformKeyId) return false;
    if (Math.abs(now() / 1000 - Number(timestamp)) > SIGNATURE_WINDOW_SECONDS) return false;
    return createVerify('RSA-SHA256')
      .update(signedMessage(timestamp, nonce, body), 'utf8')
      .verify(platformKey, signature, 'base64');
  }

  async function call(
    method: 'GET' | 'POST',
    pathAndQuery: string,
    payload?: Record<string, unknown>,
  ): Promise<{ status: number; data: Record<string, unknown> }> {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const timestamp = String(Math.floor(now() / 1000));
    const nonce = randomBytes(16).toString('hex');
    const signature = createSign('RSA-SHA256')
      .update(requestMessage(method, pathAndQuery, timestamp, nonce, body), 'utf8')
      .sign(privateKey, 'base64');
    const authorization = `${AUTH_SCHEME} mchid="${config.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${config.certSerial}"`;
    const response = await fetch(`${baseUrl}${pathAndQuery}`, {
      method,
      headers: {
        authorization,
        accept: 'application/json',
        'user-agent': 'yaopi-wechatpay-v3',
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { body }),
      signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
    });
    const text = await response.text();
    const headers = Object.fromEntries(response.headers.entries());
    if (!verifySigned(headers, text))
      throw new WechatPayError(`WeChat Pay answer to ${method} ${pathAndQuery.split('?')[0]} is not signed by WeChat Pay`, response.status, 'SIGN_ERROR');
    let data: Record<string, unknown> = {};
    if (text) {
      try {
        data = JSON.parse(text) as Record<string, unknown>;
      } catch {
        throw new WechatPayError('WeChat Pay answered a body that is not JSON', response.status, 'BAD_ANSWER');
      }
    }
    if (response.status >= 300) {
      const code = typeof data.code === 'string' ? data.code : 'HTTP_ERROR';
      throw new WechatPayError(`WeChat Pay refused ${method} ${pathAndQuery.split('?')[0]}: ${response.status} ${code}`, response.status, code);
    }
    return { status: response.status, data };
  }

  /** A transaction that pays: ours (AppID, merchant), SUCCESS, with a whole positive amount. */
  function confirmedOf(transaction: Transaction) {
    if (transaction.appid !== config.appId || transaction.mchid !== config.mchId || transaction.trade_state !== 'SUCCESS') return null;
    if (transaction.amount?.currency !== undefined && transaction.amount.currency !== 'CNY') return null;
    return confirmedPayment(transaction.out_trade_no, transaction.amount?.total, transaction.transaction_id);
  }

  const path = (no: string) => `/v3/pay/transactions/out-trade-no/${encodeURIComponent(no)}`;

  return {
    name: 'wechatpay',
    label: '微信支付',
    async createPayment(request: CreatePaymentRequest) {
      const phone = request.device === 'phone';
      const order = {
        appid: config.appId,
        mchid: config.mchId,
        description: request.subject.slice(0, 127),
        out_trade_no: request.paymentNo,
        notify_url: config.notifyUrl || request.notifyUrl,
        amount: { total: request.amountFen, currency: 'CNY' },
        ...(phone ? { scene_info: { payer_client_ip: request.clientIp || '127.0.0.1', h5_info: { type: 'Wap' } } } : {}),
      };
      const { data } = await call('POST', phone ? '/v3/pay/transactions/h5' : '/v3/pay/transactions/native', order);
      if (phone) {
        if (typeof data.h5_url !== 'string' || !data.h5_url.startsWith('https://'))
          throw new WechatPayError('WeChat Pay answered no h5_url', 200, 'BAD_ANSWER');
        // WeChat Pay sends the buyer back here after paying (or giving up).
        return { payUrl: `${data.h5_url}&redirect_url=${encodeURIComponent(request.returnUrl)}`, action: 'redirect' as const };
      }
      if (typeof data.code_url !== 'string' || !data.code_url.startsWith('weixin://'))
        throw new WechatPayError('WeChat Pay answered no code_url', 200, 'BAD_ANSWER');
      return { payUrl: data.code_url, action: 'qr' as const };
    },

    verifyNotification(body: unknown, request?: NotificationRequest) {
      if (!request || !verifySigned(request.headers, request.rawBody)) return null;
      const parsed = (typeof body === 'object' && body !== null ? body : {}) as {
        event_type?: unknown;
        resource_type?: unknown;
        resource?: { algorithm?: unknown; ciphertext?: unknown; nonce?: unknown; associated_data?: unknown };
      };
      const resource = parsed.resource;
      if (parsed.event_type !== 'TRANSACTION.SUCCESS' || parsed.resource_type !== 'encrypt-resource' || !resource) return null;
      if (resource.algorithm !== 'AEAD_AES_256_GCM' || typeof resource.ciphertext !== 'string' || typeof resource.nonce !== 'string') return null;
      const associated = typeof resource.associated_data === 'string' ? resource.associated_data : '';
      let transaction: Transaction;
      try {
        transaction = JSON.parse(
          decryptResource(config.apiV3Key, { ciphertext: resource.ciphertext, nonce: resource.nonce, associated_data: associated }),
        ) as Transaction;
      } catch {
        return null;
      }
      return confirmedOf(transaction);
    },

    // WeChat Pay v3 reads the status (2xx accepted), with a JSON code on failure.
    answerNotification(verdict) {
      if (verdict === 'accepted') return { status: 204 };
      const message = verdict === 'rejected' ? '验签失败' : '处理失败';
      return {
        status: verdict === 'rejected' ? 400 : 500,
        body: { contentType: 'application/json; charset=utf-8', text: JSON.stringify({ code: 'FAIL', message }) },
      };
    },

    async queryPayment(paymentNo: string) {
      try {
        return confirmedOf((await call('GET', `${path(paymentNo)}?mchid=${encodeURIComponent(config.mchId)}`)).data);
      } catch (error) {
        if (error instanceof WechatPayError && error.code === 'ORDER_NOT_EXIST') return null;
        throw error;
      }
    },

    async closePayment(paymentNo: string) {
      await call('POST', `${path(paymentNo)}/close`, { mchid: config.mchId });
    },

    async refundPayment(request: RefundRequest) {
      // out_refund_no makes the refund idempotent at WeChat Pay: the same number twice refunds once.
      const { data } = await call('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: request.paymentNo,
        transaction_id: request.providerRef,
        out_refund_no: request.refundNo,
        reason: request.reason.slice(0, 80),
        amount: { refund: request.amountFen, total: request.amountFen, currency: 'CNY' },
      });
      if (typeof data.refund_id !== 'string' || data.status === 'CLOSED' || data.status === 'ABNORMAL') {
        const status = typeof data.status === 'string' ? data.status : 'BAD_ANSWER';
        throw new WechatPayError(`WeChat Pay refund ${request.refundNo} is ${status}`, 200, status);
      }
      return { refundRef: data.refund_id };
    },
  };
}

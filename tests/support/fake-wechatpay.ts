import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local WeChat Pay API v3 for tests, speaking the real protocol with keys
 * generated at start: it verifies each request's WECHATPAY2-SHA256-RSA2048
 * Authorization (merchant number, certificate serial, a fresh timestamp and
 * the SHA256-with-RSA signature over method, path, timestamp, nonce and
 * body) and answers 401 SIGN_ERROR otherwise; it signs every answer with
 * the platform key (Wechatpay-Timestamp / -Nonce / -Signature / -Serial);
 * it keeps transactions, closes and refunds (idempotent by out_refund_no);
 * and it posts notifications whose resource is encrypted with the APIv3 key
 * (AEAD_AES_256_GCM) and whose body is signed like an answer.
 */
export interface FakeWechatPay {
  baseUrl: string;
  appId: string;
  mchId: string;
  certSerial: string;
  platformKeyId: string;
  /** PEM: the merchant's private key (ours) and the platform's public key. */
  merchantPrivateKey: string;
  platformPublicKey: string;
  apiV3Key: string;
  transactions: Map<string, FakeTransaction>;
  refunds: Map<string, { outTradeNo: string; refund: number; refundId: string }>;
  /** "METHOD path" of every request that passed the signature check. */
  calls: string[];
  /** Requests refused for their signature. */
  refused: number;
  /** The buyer pays (scans the code / confirms in H5): the transaction is SUCCESS; returns its notification, not yet sent. */
  payTransaction(outTradeNo: string): FakeNotification;
  /** A signed notification of the transaction, with transaction fields replaced before encryption. */
  notification(outTradeNo: string, overrides?: Record<string, unknown>, options?: NotificationOptions): FakeNotification;
  /** Posts a notification to the transaction's notify_url (or the given URL) as WeChat Pay does. */
  deliver(notification: FakeNotification, notifyUrl?: string): Promise<{ status: number; text: string }>;
  close(): Promise<void>;
}

export interface FakeNotification {
  body: string;
  headers: Record<string, string>;
  outTradeNo: string;
}

export interface NotificationOptions {
  /** Seconds to add to the signature timestamp (negative: an old message). */
  skewSeconds?: number;
  /** Encrypt with another key than the APIv3 key. */
  apiV3Key?: string;
  /** Sign with another private key (a forger's). */
  signingKey?: string;
  /** Name another key in Wechatpay-Serial. */
  serial?: string;
  eventType?: string;
}

export interface FakeTransaction {
  outTradeNo: string;
  transactionId: string;
  total: number;
  description: string;
  notifyUrl: string;
  kind: 'native' | 'h5';
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED';
}

const keyPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeWechatPay(): Promise<FakeWechatPay> {
  const merchant = keyPair();
  const platform = keyPair();
  const appId = 'wx0000000000000001';
  const mchId = '1900000001';
  const certSerial = randomBytes(20).toString('hex').toUpperCase();
  const platformKeyId = `PUB_KEY_ID_${randomBytes(12).toString('hex').toUpperCase()}`;
  const apiV3Key = randomBytes(16).toString('hex');
  const transactions = new Map<string, FakeTransaction>();
  const refunds = new Map<string, { outTradeNo: string; refund: number; refundId: string }>();
  const calls: string[] = [];
  let refused = 0;
  let sequence = 0;

  const signed = (body: string, options: { skewSeconds?: number; signingKey?: string; serial?: string } = {}): Record<string, string> => {
    const timestamp = String(Math.floor(Date.now() / 1000) + (options.skewSeconds ?? 0));
    const nonce = randomBytes(16).toString('hex');
    const signature = createSign('RSA-SHA256')
      .update(`${timestamp}\n${nonce}\n${body}\n`, 'utf8')
      .sign(options.signingKey ?? platform.privateKey, 'base64');
    return {
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-signature': signature,
      'wechatpay-serial': options.serial ?? platformKeyId,
    };
  };

  function send(response: ServerResponse, status: number, payload?: unknown) {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    response.writeHead(status, { ...(body ? { 'content-type': 'application/json' } : {}), ...signed(body) });
    response.end(body);
  }

  /** The merchant's Authorization header checked as WeChat Pay checks it. */
  function authorized(request: IncomingMessage, pathAndQuery: string, body: string): boolean {
    const value = request.headers.authorization ?? '';
    if (!value.startsWith('WECHATPAY2-SHA256-RSA2048 ')) return false;
    const fields = Object.fromEntries([...value.slice(26).matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
    if (fields.mchid !== mchId || fields.serial_no !== certSerial || !fields.nonce_str || !fields.signature) return false;
    if (Math.abs(Date.now() / 1000 - Number(fields.timestamp)) > 300) return false;
    const message = `${request.method}\n${pathAndQuery}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`;
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(merchant.publicKey, fields.signature, 'base64');
  }

  const transactionJson = (t: FakeTransaction) => ({
    appid: appId,
    mchid: mchId,
    out_trade_no: t.outTradeNo,
    transaction_id: t.transactionId,
    trade_type: t.kind === 'native' ? 'NATIVE' : 'MWEB',
    trade_state: t.state,
    trade_state_desc: t.state === 'SUCCESS' ? '支付成功' : t.state === 'CLOSED' ? '已关闭' : '未支付',
    success_time: new Date().toISOString(),
    amount: { total: t.total, payer_total: t.total, currency: 'CNY', payer_currency: 'CNY' },
  });

  function notification(outTradeNo: string, overrides: Record<string, unknown> = {}, options: NotificationOptions = {}): FakeNotification {
    const t = transactions.get(outTradeNo);
    if (!t) throw new Error(`no transaction ${outTradeNo}`);
    const plain = JSON.stringify({ ...transactionJson({ ...t, state: 'SUCCESS' }), ...overrides });
    const nonce = randomBytes(6).toString('hex');
    const associated = 'transaction';
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(options.apiV3Key ?? apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
    cipher.setAAD(Buffer.from(associated, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
    const body = JSON.stringify({
      id: randomBytes(16).toString('hex'),
      create_time: new Date().toISOString(),
      resource_type: 'encrypt-resource',
      event_type: options.eventType ?? 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: associated, nonce },
    });
    return { body, headers: { 'content-type': 'application/json', ...signed(body, options) }, outTradeNo };
  }

  function payTransaction(outTradeNo: string) {
    const t = transactions.get(outTradeNo);
    if (!t) throw new Error(`no transaction ${outTradeNo}`);
    if (t.state === 'CLOSED') throw new Error(`transaction ${outTradeNo} is closed`);
    t.state = 'SUCCESS';
    return notification(outTradeNo);
  }

  async function deliver(n: FakeNotification, notifyUrl?: string) {
    const url = notifyUrl ?? transactions.get(n.outTradeNo)?.notifyUrl;
    if (!url) throw new Error('no notify_url');
    const response = await fetch(url, { method: 'POST', headers: n.headers, body: n.body });
    return { status: response.status, text: await response.text() };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const pathAndQuery = request.url ?? '/';
    const url = new URL(pathAndQuery, 'http://127.0.0.1');
    const body = request.method === 'POST' ? await bodyOf(request) : '';
    if (!authorized(request, pathAndQuery, body)) {
      refused += 1;
      return send(response, 401, { code: 'SIGN_ERROR', message: '签名错误' });
    }
    calls.push(`${request.method} ${url.pathname}`);
    let payload: Record<string, unknown> = {};
    try {
      payload = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    } catch {
      return send(response, 400, { code: 'PARAM_ERROR', message: '参数错误' });
    }
    const create = /^\/v3\/pay\/transactions\/(native|h5)$/.exec(url.pathname);
    if (create && request.method === 'POST') {
      const amount = payload.amount as { total?: unknown } | undefined;
      if (payload.appid !== appId || payload.mchid !== mchId) return send(response, 400, { code: 'APPID_MCHID_NOT_MATCH', message: 'appid和mch_id不匹配' });
      if (typeof payload.out_trade_no !== 'string' || typeof amount?.total !== 'number' || typeof payload.notify_url !== 'string')
        return send(response, 400, { code: 'PARAM_ERROR', message: '参数错误' });
      const kind = create[1] as 'native' | 'h5';
      if (kind === 'h5' && !(payload.scene_info as { payer_client_ip?: unknown } | undefined)?.payer_client_ip)
        return send(response, 400, { code: 'PARAM_ERROR', message: '缺少 payer_client_ip' });
      const existing = transactions.get(payload.out_trade_no);
      if (existing && existing.state !== 'NOTPAY') return send(response, 400, { code: 'ORDERPAID', message: '订单已支付或已关闭' });
      const t: FakeTransaction = existing ?? {
        outTradeNo: payload.out_trade_no,
        transactionId: `42000${String(++sequence).padStart(8, '0')}${randomBytes(4).toString('hex')}`,
        total: amount.total,
        description: str(payload.description),
        notifyUrl: payload.notify_url,
        kind,
        state: 'NOTPAY',
      };
      transactions.set(t.outTradeNo, t);
      const code = randomBytes(8).toString('hex');
      return send(
        response,
        200,
        kind === 'native'
          ? { code_url: `weixin://wxpay/bizpayurl?pr=${code}` }
          : { h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx${code}&package=${sequence}` },
      );
    }
    const byNo = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(url.pathname);
    if (byNo) {
      const t = transactions.get(decodeURIComponent(byNo[1]!));
      if (byNo[2] && request.method === 'POST') {
        if (payload.mchid !== mchId) return send(response, 400, { code: 'PARAM_ERROR', message: '参数错误' });
        if (t?.state === 'SUCCESS') return send(response, 400, { code: 'ORDERPAID', message: '订单已支付' });
        if (t) t.state = 'CLOSED';
        return send(response, 204);
      }
      if (request.method === 'GET') {
        if (url.searchParams.get('mchid') !== mchId) return send(response, 400, { code: 'PARAM_ERROR', message: '参数错误' });
        if (!t) return send(response, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
        return send(response, 200, transactionJson(t));
      }
    }
    if (url.pathname === '/v3/refund/domestic/refunds' && request.method === 'POST') {
      const t = transactions.get(str(payload.out_trade_no));
      const amount = payload.amount as { refund?: unknown; total?: unknown } | undefined;
      if (!t || t.state !== 'SUCCESS' || (payload.transaction_id && payload.transaction_id !== t.transactionId))
        return send(response, 404, { code: 'RESOURCE_NOT_EXISTS', message: '订单不存在' });
      if (typeof amount?.refund !== 'number' || amount.refund > t.total || amount.total !== t.total)
        return send(response, 400, { code: 'PARAM_ERROR', message: '退款金额有误' });
      const key = str(payload.out_refund_no);
      if (!refunds.has(key)) refunds.set(key, { outTradeNo: t.outTradeNo, refund: amount.refund, refundId: `50300${String(++sequence).padStart(10, '0')}` });
      const refund = refunds.get(key)!;
      return send(response, 200, {
        refund_id: refund.refundId,
        out_refund_no: key,
        out_trade_no: t.outTradeNo,
        status: 'SUCCESS',
        amount: { refund: refund.refund, total: t.total },
      });
    }
    return send(response, 404, { code: 'NOT_FOUND', message: '接口不存在' });
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => response.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    appId,
    mchId,
    certSerial,
    platformKeyId,
    merchantPrivateKey: merchant.privateKey,
    platformPublicKey: platform.publicKey,
    apiV3Key,
    transactions,
    refunds,
    calls,
    get refused() {
      return refused;
    },
    payTransaction,
    notification,
    deliver,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

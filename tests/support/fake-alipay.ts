import { createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Alipay OpenAPI 2.0 gateway for tests: it speaks the real
 * protocol with keys generated at start. It verifies every request's RSA2
 * signature with the app's public key (and refuses a wrong one as Alipay
 * does: isv.invalid-signature), signs every answer with "Alipay's" private
 * key, keeps trades, closes and refunds (idempotent by out_request_no), and
 * posts RSA2-signed asynchronous notifications to the notify_url the trade
 * was opened with. Its pay page (GET /gateway.do, where alipay.trade.page.pay
 * and alipay.trade.wap.pay send the buyer) has one button that pays.
 */
export interface FakeAlipay {
  /** http://127.0.0.1:<port>/gateway.do: the SDK's gateway option. */
  gateway: string;
  appId: string;
  sellerId: string;
  /** PEM keys for our side: the app's private key and Alipay's public key. */
  appPrivateKey: string;
  alipayPublicKey: string;
  trades: Map<string, FakeTrade>;
  refunds: Map<string, { outTradeNo: string; amount: string }>;
  /** Method names the gateway answered, in order (for asserting which calls were made). */
  calls: string[];
  /** The buyer pays the trade (as on Alipay's page); returns the signed notification, not yet sent. */
  payTrade(outTradeNo: string): Record<string, string>;
  /** A notification for the trade signed by the gateway, with any field replaced before signing. */
  notification(outTradeNo: string, overrides?: Record<string, string>): Record<string, string>;
  /** Signs fields as Alipay signs a notification (sorted, without sign and sign_type). */
  sign(fields: Record<string, string>): Record<string, string>;
  /** Posts a notification to the trade's notify_url as Alipay does (a form); the answer's status and text. */
  deliver(fields: Record<string, string>, notifyUrl?: string): Promise<{ status: number; text: string }>;
  close(): Promise<void>;
}

export interface FakeTrade {
  outTradeNo: string;
  tradeNo: string;
  totalAmount: string;
  subject: string;
  notifyUrl: string;
  returnUrl: string;
  method: string;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
}

const pem = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

const signContent = (fields: Record<string, string>, skip: readonly string[]) =>
  Object.keys(fields)
    .filter((key) => !skip.includes(key) && fields[key] !== '' && fields[key] !== undefined)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');

const timestamp = () => new Date(Date.now() + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startFakeAlipay(options: { appId?: string; sellerId?: string } = {}): Promise<FakeAlipay> {
  const app = pem();
  const alipay = pem();
  const appId = options.appId ?? '2021000000000001';
  const sellerId = options.sellerId ?? '2088000000000001';
  const trades = new Map<string, FakeTrade>();
  const refunds = new Map<string, { outTradeNo: string; amount: string }>();
  const calls: string[] = [];
  let sequence = 0;

  const signText = (text: string) => createSign('RSA-SHA256').update(text, 'utf8').sign(alipay.privateKey, 'base64');
  const sign = (fields: Record<string, string>) => ({ ...fields, sign: signText(signContent(fields, ['sign', 'sign_type'])) });

  /** The request's parameters (query and form body), verified as Alipay verifies them; null when the signature is not the app's. */
  function verifiedParams(url: URL, body: string): Record<string, string> | null {
    const params: Record<string, string> = {};
    for (const [key, value] of url.searchParams) params[key] = value;
    for (const [key, value] of new URLSearchParams(body)) params[key] = value;
    if (!params.sign || params.sign_type !== 'RSA2' || params.app_id !== appId) return null;
    const ok = createVerify('RSA-SHA256')
      .update(signContent(params, ['sign']), 'utf8')
      .verify(app.publicKey, params.sign, 'base64');
    return ok ? params : null;
  }

  function answer(response: ServerResponse, method: string, content: Record<string, unknown>) {
    const key = `${method.replaceAll('.', '_')}_response`;
    const inner = JSON.stringify(content);
    response.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
    response.end(`{"${key}":${inner},"sign":"${signText(inner)}"}`);
  }

  const failure = (subCode: string, subMsg: string) => ({ code: '40004', msg: 'Business Failed', sub_code: subCode, sub_msg: subMsg });

  function openTrade(params: Record<string, string>): FakeTrade | string {
    let biz: Record<string, string>;
    try {
      biz = JSON.parse(params.biz_content ?? '') as Record<string, string>;
    } catch {
      return '参数有误 biz_content';
    }
    const existing = trades.get(biz.out_trade_no ?? '');
    if (existing) return existing;
    if (!biz.out_trade_no || !/^\d+(\.\d{1,2})?$/.test(biz.total_amount ?? '') || !biz.subject) return '参数有误';
    const trade: FakeTrade = {
      outTradeNo: biz.out_trade_no,
      tradeNo: `2026${String(++sequence).padStart(10, '0')}${randomBytes(3).toString('hex')}`,
      totalAmount: biz.total_amount!,
      subject: biz.subject,
      notifyUrl: params.notify_url ?? '',
      returnUrl: params.return_url ?? '',
      method: params.method ?? '',
      status: 'WAIT_BUYER_PAY',
    };
    trades.set(trade.outTradeNo, trade);
    return trade;
  }

  function notification(outTradeNo: string, overrides: Record<string, string> = {}) {
    const trade = trades.get(outTradeNo);
    if (!trade) throw new Error(`no trade ${outTradeNo}`);
    return sign({
      notify_time: timestamp(),
      notify_type: 'trade_status_sync',
      notify_id: randomBytes(16).toString('hex'),
      app_id: appId,
      charset: 'utf-8',
      version: '1.0',
      sign_type: 'RSA2',
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      total_amount: trade.totalAmount,
      receipt_amount: trade.totalAmount,
      buyer_pay_amount: trade.totalAmount,
      seller_id: sellerId,
      trade_status: 'TRADE_SUCCESS',
      gmt_payment: timestamp(),
      subject: trade.subject,
      ...overrides,
    });
  }

  function payTrade(outTradeNo: string) {
    const trade = trades.get(outTradeNo);
    if (!trade) throw new Error(`no trade ${outTradeNo}`);
    if (trade.status === 'TRADE_CLOSED') throw new Error(`trade ${outTradeNo} is closed`);
    trade.status = 'TRADE_SUCCESS';
    return notification(outTradeNo);
  }

  async function deliver(fields: Record<string, string>, notifyUrl?: string) {
    const url = notifyUrl ?? trades.get(fields.out_trade_no ?? '')?.notifyUrl;
    if (!url) throw new Error('no notify_url');
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: response.status, text: await response.text() };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const body = request.method === 'POST' ? await bodyOf(request) : '';
    // The buyer's click on the pay page: pays, notifies, and goes back to the merchant.
    if (url.pathname === '/gateway.do/pay' && request.method === 'POST') {
      const no = new URLSearchParams(body).get('out_trade_no') ?? '';
      const trade = trades.get(no);
      if (!trade || trade.status !== 'WAIT_BUYER_PAY') {
        response.writeHead(409, { 'content-type': 'text/plain; charset=utf-8' }).end('交易不存在或已关闭');
        return;
      }
      await deliver(payTrade(no));
      response.writeHead(302, { location: trade.returnUrl || '/' }).end();
      return;
    }
    if (url.pathname !== '/gateway.do') {
      response.writeHead(404).end();
      return;
    }
    const params = verifiedParams(url, body);
    const method = params?.method ?? url.searchParams.get('method') ?? '';
    calls.push(method);
    if (!params) {
      if (request.method === 'GET') response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('验签出错');
      else answer(response, method, { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: '验签出错' });
      return;
    }
    if (method === 'alipay.trade.page.pay' || method === 'alipay.trade.wap.pay') {
      const trade = openTrade(params);
      if (typeof trade === 'string') {
        response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end(trade);
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>支付宝 · 模拟收银台</title></head><body><h1>支付宝 · 模拟收银台</h1>` +
          `<p>订单：<span id="subject">${escapeHtml(trade.subject)}</span></p><p>金额：¥<span id="amount">${escapeHtml(trade.totalAmount)}</span></p>` +
          `<form method="post" action="/gateway.do/pay"><input type="hidden" name="out_trade_no" value="${escapeHtml(trade.outTradeNo)}"><button type="submit">确认付款</button></form></body></html>`,
      );
      return;
    }
    let biz: Record<string, string> = {};
    try {
      biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
    } catch {
      answer(response, method, failure('isv.invalid-parameter', '参数有误'));
      return;
    }
    const trade = trades.get(biz.out_trade_no ?? '');
    if (method === 'alipay.trade.query') {
      if (!trade) return answer(response, method, failure('ACQ.TRADE_NOT_EXIST', '交易不存在'));
      return answer(response, method, {
        code: '10000',
        msg: 'Success',
        out_trade_no: trade.outTradeNo,
        trade_no: trade.tradeNo,
        trade_status: trade.status,
        total_amount: trade.totalAmount,
      });
    }
    if (method === 'alipay.trade.close') {
      if (!trade) return answer(response, method, failure('ACQ.TRADE_NOT_EXIST', '交易不存在'));
      if (trade.status === 'TRADE_SUCCESS') return answer(response, method, failure('ACQ.TRADE_STATUS_ERROR', '交易状态不合法'));
      trade.status = 'TRADE_CLOSED';
      return answer(response, method, { code: '10000', msg: 'Success', out_trade_no: trade.outTradeNo, trade_no: trade.tradeNo });
    }
    if (method === 'alipay.trade.refund') {
      if (!trade || trade.status !== 'TRADE_SUCCESS') return answer(response, method, failure('ACQ.TRADE_STATUS_ERROR', '交易状态不合法'));
      if (biz.trade_no && biz.trade_no !== trade.tradeNo) return answer(response, method, failure('ACQ.TRADE_NOT_EXIST', '交易不存在'));
      if (Number(biz.refund_amount) > Number(trade.totalAmount)) return answer(response, method, failure('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限'));
      const key = biz.out_request_no || trade.outTradeNo;
      if (!refunds.has(key)) refunds.set(key, { outTradeNo: trade.outTradeNo, amount: biz.refund_amount ?? '' });
      return answer(response, method, {
        code: '10000',
        msg: 'Success',
        out_trade_no: trade.outTradeNo,
        trade_no: trade.tradeNo,
        refund_fee: refunds.get(key)!.amount,
        fund_change: 'Y',
      });
    }
    answer(response, method, { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method', sub_msg: '不存在的方法名' });
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    gateway: `http://127.0.0.1:${port}/gateway.do`,
    appId,
    sellerId,
    appPrivateKey: app.privateKey,
    alipayPublicKey: alipay.publicKey,
    trades,
    refunds,
    calls,
    payTrade,
    notification,
    sign,
    deliver,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

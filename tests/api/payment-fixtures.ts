import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { PayResult } from '../../shared/contract/order';
import { orders, payments, type OrderRow, type PaymentRow } from '../../server/db/schema';
import { alipayProvider, type AlipayConfig } from '../../server/services/payment/alipay';
import type { OnlinePaymentProvider } from '../../server/services/payment/provider';
import { wechatPayProvider, type WechatPayConfig } from '../../server/services/payment/wechatpay';
import { startFakeAlipay, type FakeAlipay } from '../support/fake-alipay';
import { startFakeWechatPay, type FakeWechatPay } from '../support/fake-wechatpay';
import { json, startServer, type TestServer } from './harness';
import { as, loginAs, setPayPassword, type Who } from './order-fixtures';

/** Shared set-up of the online-payment API tests: a server paying through a local gateway that speaks the real one's protocol. */
export const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';

/** The request as this browser sends it (the pay call picks the gateway's desktop or phone flow by it). */
export const withAgent = (init: RequestInit, userAgent = DESKTOP): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), 'user-agent': userAgent },
});

/** `who` pays the order online from this browser. */
export const payOnline = (server: TestServer, who: Who, id: number, userAgent = DESKTOP) =>
  server.api<PayResult>(`/api/order/${id}/pay`, withAgent(as(who, json({ method: 'online' })), userAgent));

export const orderRow = async (server: TestServer, id: number): Promise<OrderRow> => (await server.db.select().from(orders).where(eq(orders.id, id)))[0]!;

export const paymentRows = (server: TestServer, orderId: number): Promise<PaymentRow[]> =>
  server.db.select().from(payments).where(eq(payments.orderId, orderId));

/** Alipay's settings for the local gateway, with the keys it made for this run. */
export const alipayConfigOf = (fake: FakeAlipay): AlipayConfig => ({
  appId: fake.appId,
  privateKey: fake.appPrivateKey,
  alipayPublicKey: fake.alipayPublicKey,
  sellerId: fake.sellerId,
  gateway: fake.gateway,
});

/** WeChat Pay's settings for the local API, with the keys it made for this run. */
export const wechatPayConfigOf = (fake: FakeWechatPay): WechatPayConfig => ({
  appId: fake.appId,
  mchId: fake.mchId,
  privateKey: fake.merchantPrivateKey,
  certSerial: fake.certSerial,
  apiV3Key: fake.apiV3Key,
  platformPublicKey: fake.platformPublicKey,
  platformKeyId: fake.platformKeyId,
  baseUrl: fake.baseUrl,
});

export interface Gateway<Fake> {
  server: TestServer;
  fake: Fake;
  provider: OnlinePaymentProvider;
  demo: Who;
  chain: Who;
}

/**
 * A server whose online payments go to a local fake gateway, with the
 * buyers demo and chain signed in (filled in by beforeAll); `payPassword`
 * sets demo's 支付密码 for the tests that also pay from the wallet.
 */
function withGateway<Fake extends { close(): Promise<void> }>(
  start: () => Promise<Fake>,
  providerOf: (fake: Fake) => OnlinePaymentProvider,
  { payPassword = false } = {},
): Gateway<Fake> {
  const the = {} as Gateway<Fake>;
  beforeAll(async () => {
    the.fake = await start();
    the.provider = providerOf(the.fake);
    the.server = await startServer({ app: { payments: the.provider } });
    the.demo = await loginAs(the.server, 'demo');
    the.chain = await loginAs(the.server, 'chain');
    if (payPassword) await setPayPassword(the.server, the.demo);
  });
  afterAll(async () => {
    await the.server?.close();
    await the.fake?.close();
  });
  return the;
}

export const withAlipay = (options: { payPassword?: boolean } = {}) => withGateway(startFakeAlipay, (fake) => alipayProvider(alipayConfigOf(fake)), options);

export const withWechatPay = () => withGateway(startFakeWechatPay, (fake) => wechatPayProvider(wechatPayConfigOf(fake)));

/** The pay page's status poll of an attempt. */
export const pollPayment = (server: TestServer, who: Who, paymentNo: string) =>
  server.api<{ status: string; order_status: number }>(`/api/payment/${paymentNo}`, as(who));

/** The attempt started two minutes ago: old enough that the status poll asks the gateway about it. */
export const ageAttempt = async (server: TestServer, paymentNo: string): Promise<void> => {
  await server.db
    .update(payments)
    .set({ createdAt: new Date(Date.now() - 120_000) })
    .where(eq(payments.paymentNo, paymentNo));
};

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodes } from '../../server/db/schema';
import { aliyunSmsProvider } from '../../server/services/sms/aliyun';
import { checkSmsCode } from '../../server/services/sms/codes';
import type { SmsProvider } from '../../server/services/sms/provider';
import { tencentSmsProvider } from '../../server/services/sms/tencent';
import type { CreateCodeResult } from '../../shared/contract/calls/sms';
import { startFakeAliyunSms, startFakeTencentSms, type FakeSms, type FakeTencentSms } from '../support/fake-sms';
import { json, startServer, type TestServer } from './harness';

// Each vendor's official SDK against a local stand-in that checks the SDK's real request signing.
const vendors: {
  name: string;
  start: () => Promise<FakeSms>;
  provider: (fake: FakeSms, secret?: string) => SmsProvider;
  rateLimit: string;
  badNumber: string;
  noBalance: string;
  phoneOf: (phone: string) => string;
}[] = [
  {
    name: 'Aliyun SMS',
    start: startFakeAliyunSms,
    provider: (fake, secret = fake.secret) =>
      aliyunSmsProvider({
        accessKeyId: fake.keyId,
        accessKeySecret: secret,
        signName: '药批',
        templateCode: 'SMS_000001',
        endpoint: fake.endpoint,
        protocol: 'http',
      }),
    rateLimit: 'isv.BUSINESS_LIMIT_CONTROL',
    badNumber: 'isv.MOBILE_NUMBER_ILLEGAL',
    noBalance: 'isv.AMOUNT_NOT_ENOUGH',
    phoneOf: (phone) => phone,
  },
  {
    name: 'Tencent Cloud SMS',
    start: startFakeTencentSms,
    provider: (fake, secret = fake.secret) =>
      tencentSmsProvider({
        secretId: fake.keyId,
        secretKey: secret,
        sdkAppId: '1400000001',
        signName: '药批',
        templateId: '100001',
        endpoint: fake.endpoint,
        protocol: 'http://',
        agent: (fake as FakeTencentSms).agent,
      }),
    rateLimit: 'LimitExceeded.PhoneNumberOneHourLimit',
    badNumber: 'InvalidParameterValue.IncorrectPhoneNumber',
    noBalance: 'FailedOperation.InsufficientBalanceInSmsPackage',
    phoneOf: (phone) => `+86${phone}`,
  },
];

let nextPhone = 16600000000;
const freshPhone = () => String((nextPhone += 1));

describe.each(vendors)('$name', (vendor) => {
  let fake: FakeSms;
  let server: TestServer;
  let now = Date.parse('2026-03-02T08:00:00Z');

  beforeAll(async () => {
    fake = await vendor.start();
    server = await startServer({ app: { sms: vendor.provider(fake), clock: () => now } });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  const ask = (phone: string) => server.api<CreateCodeResult>('/api/user/create_code', json({ phone, type: 'register' }));
  const rowsOf = (phone: string) => server.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));

  it('sends the code through the vendor, signed as the vendor checks, with our signature and template', async () => {
    const phone = freshPhone();
    const answer = await ask(phone);
    expect(answer.status).toBe(200);
    const message = fake.sent.at(-1)!;
    expect(message).toMatchObject({ phone: vendor.phoneOf(phone), sign: '药批' });
    expect(fake.refused).toBe(0);
    // The code the vendor was given is the one that works.
    const code = message.params[0]!;
    expect(code).toMatch(/^\d{6}$/);
    await expect(checkSmsCode(server.db, { phone, purpose: 'register', code, now: new Date(now) })).resolves.toBeUndefined();
  });

  it('a failed send shows a clear Chinese message and never consumes the resend allowance', async () => {
    const phone = freshPhone();
    for (const [code, status, message] of [
      [vendor.rateLimit, 422, '该手机号接收短信过于频繁，请稍后再试'],
      [vendor.badNumber, 422, '手机号码无效或无法接收短信，请检查后重试'],
      [vendor.noBalance, 503, '短信服务暂时不可用，请稍后再试或联系客服'],
    ] as const) {
      fake.failNext(code);
      const refused = await ask(phone);
      expect({ code, status: refused.status, message: refused.body.message }).toEqual({ code, status, message });
      expect(await rowsOf(phone)).toEqual([]);
    }
    // At once, without waiting the 60 s: the failed sends counted for nothing.
    const sent = await ask(phone);
    expect(sent.status).toBe(200);
    expect(fake.sent.at(-1)!.phone).toBe(vendor.phoneOf(phone));
  });

  it('a failed resend leaves the earlier code working', async () => {
    const phone = freshPhone();
    expect((await ask(phone)).status).toBe(200);
    const first = fake.sent.at(-1)!.params[0]!;
    now += 61_000;
    fake.failNext(vendor.rateLimit);
    expect((await ask(phone)).status).toBe(422);
    await expect(checkSmsCode(server.db, { phone, purpose: 'register', code: first, now: new Date(now) })).resolves.toBeUndefined();
  });

  it("wrong credentials are refused by the vendor's signature check: the buyer hears the service is down, no code is kept", async () => {
    const wrong = await startServer({ app: { sms: vendor.provider(fake, 'not-the-secret'), clock: () => now }, database: server.database });
    try {
      const refusedBefore = fake.refused;
      const phone = freshPhone();
      const answer = await wrong.api<CreateCodeResult>('/api/user/create_code', json({ phone, type: 'register' }));
      expect(answer.status).toBe(503);
      expect(answer.body.message).toBe('短信发送失败，请稍后再试');
      expect(fake.refused).toBeGreaterThan(refusedBefore);
      expect(await rowsOf(phone)).toEqual([]);
    } finally {
      await wrong.close();
    }
  });
});

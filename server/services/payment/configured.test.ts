import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { onlineProviderFromEnv } from './configured';

const keys = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
// Key "files" by name, so nothing is written to disk.
const files: Record<string, string> = {
  '/keys/app.pem': keys.privateKey,
  '/keys/alipay.pem': keys.publicKey,
  '/keys/apiclient_key.pem': keys.privateKey,
  '/keys/pub_key.pem': keys.publicKey,
  '/keys/apiv3.key': `${randomBytes(16).toString('hex')}\n`,
};
const read = (path: string) => {
  if (!(path in files)) throw new Error(`cannot read key file ${path}`);
  return files[path]!;
};
const ALIPAY = {
  PAYMENT_PROVIDER: 'alipay',
  ALIPAY_APP_ID: '2021000000000001',
  ALIPAY_PRIVATE_KEY_FILE: '/keys/app.pem',
  ALIPAY_PUBLIC_KEY_FILE: '/keys/alipay.pem',
  ALIPAY_SELLER_ID: '2088000000000001',
};
const WECHATPAY = {
  PAYMENT_PROVIDER: 'wechatpay',
  WECHATPAY_APP_ID: 'wx0000000000000001',
  WECHATPAY_MCH_ID: '1900000001',
  WECHATPAY_PRIVATE_KEY_FILE: '/keys/apiclient_key.pem',
  WECHATPAY_CERT_SERIAL: 'ABC123',
  WECHATPAY_API_V3_KEY_FILE: '/keys/apiv3.key',
  WECHATPAY_PUBLIC_KEY_FILE: '/keys/pub_key.pem',
  WECHATPAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_0001',
};

describe('onlineProviderFromEnv', () => {
  it('names no provider unless PAYMENT_PROVIDER does (the sandbox decides then)', () => {
    expect(onlineProviderFromEnv({}, read)).toBeNull();
    expect(onlineProviderFromEnv({ PAYMENT_PROVIDER: 'sandbox' }, read)).toBeNull();
  });

  it('builds Alipay and WeChat Pay from their settings, keys read from files', () => {
    expect(onlineProviderFromEnv(ALIPAY, read)).toMatchObject({ name: 'alipay', label: '支付宝' });
    expect(onlineProviderFromEnv(WECHATPAY, read)).toMatchObject({ name: 'wechatpay', label: '微信支付' });
  });

  it.each([
    [{ ...ALIPAY, ALIPAY_SELLER_ID: '' }, 'PAYMENT_PROVIDER=alipay needs ALIPAY_SELLER_ID'],
    [{ ...ALIPAY, ALIPAY_PRIVATE_KEY_FILE: '/keys/missing.pem' }, 'cannot read ALIPAY_PRIVATE_KEY_FILE (/keys/missing.pem)'],
    [{ ...WECHATPAY, WECHATPAY_PUBLIC_KEY_ID: ' ' }, 'PAYMENT_PROVIDER=wechatpay needs WECHATPAY_PUBLIC_KEY_ID'],
    [{ ...WECHATPAY, WECHATPAY_API_V3_KEY_FILE: '/keys/app.pem' }, 'the WeChat Pay APIv3 key must be 32 bytes'],
    [{ PAYMENT_PROVIDER: 'paypal' }, 'PAYMENT_PROVIDER must be alipay, wechatpay or sandbox'],
  ])('refuses to start with a missing or wrong setting (%#)', (env, message) => {
    expect(() => onlineProviderFromEnv(env, read)).toThrow(message);
  });

  it('never puts a key in its error messages', () => {
    const thrown = (() => {
      try {
        onlineProviderFromEnv({ ...WECHATPAY, WECHATPAY_API_V3_KEY_FILE: '/keys/app.pem' }, read);
        return '';
      } catch (error) {
        return String(error);
      }
    })();
    expect(thrown).toContain('APIv3 key');
    expect(thrown).not.toContain('PRIVATE KEY');
  });
});

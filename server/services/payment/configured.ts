import { vendorSettings } from '../../lib/vendor-env';
import { alipayProvider } from './alipay';
import type { OnlinePaymentProvider } from './provider';
import { wechatPayProvider } from './wechatpay';

/**
 * The real online payment provider named by PAYMENT_PROVIDER (alipay or
 * wechatpay) with its settings, or null when none is named (then the
 * sandbox decides, config.ts paymentSandboxFromEnv). Keys are read from
 * files (*_FILE), never from the environment's text itself, so they do not
 * show in a process listing; nothing here is logged. A named provider with
 * a missing setting stops the start with the name of what is missing.
 */
export function onlineProviderFromEnv(env: NodeJS.ProcessEnv = process.env, readFile?: (path: string) => string): OnlinePaymentProvider | null {
  const { chosen, need, optional, file } = vendorSettings(env, 'PAYMENT_PROVIDER', readFile);
  if (!chosen || chosen === 'sandbox') return null;
  if (chosen === 'alipay') {
    return alipayProvider({
      appId: need('ALIPAY_APP_ID'),
      privateKey: file('ALIPAY_PRIVATE_KEY_FILE'),
      alipayPublicKey: file('ALIPAY_PUBLIC_KEY_FILE'),
      sellerId: need('ALIPAY_SELLER_ID'),
      gateway: optional('ALIPAY_GATEWAY'),
      notifyUrl: optional('ALIPAY_NOTIFY_URL'),
    });
  }
  if (chosen === 'wechatpay') {
    return wechatPayProvider({
      appId: need('WECHATPAY_APP_ID'),
      mchId: need('WECHATPAY_MCH_ID'),
      privateKey: file('WECHATPAY_PRIVATE_KEY_FILE'),
      certSerial: need('WECHATPAY_CERT_SERIAL'),
      apiV3Key: file('WECHATPAY_API_V3_KEY_FILE').trim(),
      platformPublicKey: file('WECHATPAY_PUBLIC_KEY_FILE'),
      platformKeyId: need('WECHATPAY_PUBLIC_KEY_ID'),
      baseUrl: optional('WECHATPAY_BASE_URL'),
      notifyUrl: optional('WECHATPAY_NOTIFY_URL'),
    });
  }
  throw new Error(`PAYMENT_PROVIDER must be alipay, wechatpay or sandbox, not ${JSON.stringify(chosen)}`);
}

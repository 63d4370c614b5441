import { vendorSettings } from '../../lib/vendor-env';
import { aliyunSmsProvider } from './aliyun';
import type { SmsProvider } from './provider';
import { tencentSmsProvider } from './tencent';

/**
 * The SMS vendor named by SMS_PROVIDER (aliyun or tencent) with its
 * settings, or null (the local outbox). Secrets come from files (*_FILE), so
 * they never sit in the environment's text; nothing here is logged. A named
 * vendor with a missing setting stops the start, naming what is missing.
 */
export function smsProviderFromEnv(env: NodeJS.ProcessEnv = process.env, readFile?: (path: string) => string): SmsProvider | null {
  const { chosen, need, optional, file } = vendorSettings(env, 'SMS_PROVIDER', readFile);
  if (!chosen || chosen === 'local') return null;
  const secret = (name: string): string => file(name).trim();
  if (chosen === 'aliyun') {
    return aliyunSmsProvider({
      accessKeyId: need('ALIYUN_SMS_ACCESS_KEY_ID'),
      accessKeySecret: secret('ALIYUN_SMS_ACCESS_KEY_SECRET_FILE'),
      signName: need('ALIYUN_SMS_SIGN_NAME'),
      templateCode: need('ALIYUN_SMS_TEMPLATE_CODE'),
      endpoint: optional('ALIYUN_SMS_ENDPOINT'),
    });
  }
  if (chosen === 'tencent') {
    return tencentSmsProvider({
      secretId: need('TENCENT_SMS_SECRET_ID'),
      secretKey: secret('TENCENT_SMS_SECRET_KEY_FILE'),
      sdkAppId: need('TENCENT_SMS_SDK_APP_ID'),
      signName: need('TENCENT_SMS_SIGN_NAME'),
      templateId: need('TENCENT_SMS_TEMPLATE_ID'),
      region: optional('TENCENT_SMS_REGION'),
    });
  }
  throw new Error(`SMS_PROVIDER must be aliyun, tencent or local, not ${JSON.stringify(chosen)}`);
}

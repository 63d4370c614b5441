import { readFileSync } from 'node:fs';
import { aliyunSmsProvider } from './aliyun';
import type { SmsProvider } from './provider';
import { tencentSmsProvider } from './tencent';

/**
 * The SMS vendor named by SMS_PROVIDER (aliyun or tencent) with its
 * settings, or null (the local outbox). Secrets come from files (*_FILE), so
 * they never sit in the environment's text; nothing here is logged. A named
 * vendor with a missing setting stops the start, naming what is missing.
 */
export function smsProviderFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  readFile: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): SmsProvider | null {
  const chosen = (env.SMS_PROVIDER ?? '').trim().toLowerCase();
  if (!chosen || chosen === 'local') return null;
  const need = (name: string): string => {
    const value = (env[name] ?? '').trim();
    if (!value) throw new Error(`SMS_PROVIDER=${chosen} needs ${name}`);
    return value;
  };
  const secret = (name: string): string => {
    const path = need(name);
    try {
      return readFile(path).trim();
    } catch {
      throw new Error(`cannot read ${name} (${path})`);
    }
  };
  if (chosen === 'aliyun') {
    return aliyunSmsProvider({
      accessKeyId: need('ALIYUN_SMS_ACCESS_KEY_ID'),
      accessKeySecret: secret('ALIYUN_SMS_ACCESS_KEY_SECRET_FILE'),
      signName: need('ALIYUN_SMS_SIGN_NAME'),
      templateCode: need('ALIYUN_SMS_TEMPLATE_CODE'),
      endpoint: (env.ALIYUN_SMS_ENDPOINT ?? '').trim() || undefined,
    });
  }
  if (chosen === 'tencent') {
    return tencentSmsProvider({
      secretId: need('TENCENT_SMS_SECRET_ID'),
      secretKey: secret('TENCENT_SMS_SECRET_KEY_FILE'),
      sdkAppId: need('TENCENT_SMS_SDK_APP_ID'),
      signName: need('TENCENT_SMS_SIGN_NAME'),
      templateId: need('TENCENT_SMS_TEMPLATE_ID'),
      region: (env.TENCENT_SMS_REGION ?? '').trim() || undefined,
    });
  }
  throw new Error(`SMS_PROVIDER must be aliyun, tencent or local, not ${JSON.stringify(chosen)}`);
}

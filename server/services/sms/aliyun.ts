import Dysmsapi, { SendSmsRequest } from '@alicloud/dysmsapi20170525';
import { $OpenApiUtil } from '@alicloud/openapi-core';
import { aliyunFailureKind, SmsSendError } from './failures';
import type { SmsMessage, SmsProvider } from './provider';

export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  /** 短信签名 as approved in the console, e.g. 药批. */
  signName: string;
  /** The verification-code template (SMS_…) whose one variable is ${code}. */
  templateCode: string;
  /** dysmsapi.aliyuncs.com unless set (host[:port]; a loopback fake in tests). */
  endpoint?: string;
  /** https unless set; http only for a loopback fake. */
  protocol?: 'https' | 'http';
  timeoutMs?: number;
}

// The package is CommonJS with an ES default export: under Node's ESM loader the class is on .default.
const AliyunClient = (Dysmsapi as unknown as { default?: typeof Dysmsapi }).default ?? Dysmsapi;

/**
 * Aliyun SMS (阿里云短信服务) through Alibaba Cloud's official SDK
 * (@alicloud/dysmsapi20170525, which signs each call with ACS3-HMAC-SHA256).
 * Code "OK" is sent; any other code, or an error, becomes an SmsSendError
 * whose kind says what the buyer is told (failures.ts).
 */
export function aliyunSmsProvider(config: AliyunSmsConfig): SmsProvider {
  const client = new AliyunClient(
    new $OpenApiUtil.Config({
      accessKeyId: config.accessKeyId,
      accessKeySecret: config.accessKeySecret,
      endpoint: config.endpoint ?? 'dysmsapi.aliyuncs.com',
      protocol: config.protocol ?? 'https',
      readTimeout: config.timeoutMs ?? 5_000,
      connectTimeout: config.timeoutMs ?? 5_000,
    }),
  );
  return {
    name: 'aliyun',
    async send(message: SmsMessage) {
      let code: string;
      try {
        const answer = await client.sendSms(
          new SendSmsRequest({
            phoneNumbers: message.phone,
            signName: config.signName,
            templateCode: config.templateCode,
            templateParam: JSON.stringify({ code: message.code }),
          }),
        );
        code = answer.body?.code ?? '';
      } catch (error) {
        // The SDK's errors carry the vendor's code (e.g. SignatureDoesNotMatch); never the secret.
        code = typeof (error as { code?: unknown }).code === 'string' ? (error as { code: string }).code : 'RequestFailed';
      }
      if (code !== 'OK') throw new SmsSendError(aliyunFailureKind(code), code);
    },
  };
}

import type { Agent } from 'node:http';
import { sms } from 'tencentcloud-sdk-nodejs-sms';
import { SmsSendError, tencentFailureKind } from './failures';
import type { SmsMessage, SmsProvider } from './provider';
import { SMS_CODE_TTL_SECONDS } from '../../../shared/contract/calls/sms';

export interface TencentSmsConfig {
  secretId: string;
  secretKey: string;
  /** SmsSdkAppId of the SMS application. */
  sdkAppId: string;
  /** 短信签名 content, e.g. 药批. */
  signName: string;
  /** The verification-code template whose variables are {1} the code and {2} the minutes it lasts. */
  templateId: string;
  region?: string;
  /** sms.tencentcloudapi.com unless set (host[:port]; its first label names the service in the signature). */
  endpoint?: string;
  /** https:// unless set; http:// only for a loopback fake. */
  protocol?: 'https://' | 'http://';
  /** Tests: an agent that connects to the loopback fake while the signed host stays sms.tencentcloudapi.com. */
  agent?: Agent;
  timeoutSeconds?: number;
}

/**
 * Tencent Cloud SMS (腾讯云短信) through Tencent Cloud's official SDK
 * (tencentcloud-sdk-nodejs-sms, API 2021-01-11, signed TC3-HMAC-SHA256).
 * The send status "Ok" is sent; any other status, or an error, becomes an
 * SmsSendError whose kind says what the buyer is told (failures.ts).
 */
export function tencentSmsProvider(config: TencentSmsConfig): SmsProvider {
  const client = new sms.v20210111.Client({
    credential: { secretId: config.secretId, secretKey: config.secretKey },
    region: config.region ?? 'ap-guangzhou',
    profile: {
      httpProfile: {
        endpoint: config.endpoint ?? 'sms.tencentcloudapi.com',
        protocol: config.protocol ?? 'https://',
        reqTimeout: config.timeoutSeconds ?? 5,
        ...(config.agent ? { agent: config.agent } : {}),
      },
    },
  });
  return {
    name: 'tencent',
    async send(message: SmsMessage) {
      let code: string;
      try {
        const answer = await client.SendSms({
          SmsSdkAppId: config.sdkAppId,
          SignName: config.signName,
          TemplateId: config.templateId,
          TemplateParamSet: [message.code, String(SMS_CODE_TTL_SECONDS / 60)],
          PhoneNumberSet: [`+86${message.phone}`],
        });
        code = answer.SendStatusSet?.[0]?.Code ?? 'NoStatus';
      } catch (error) {
        code = typeof (error as { code?: unknown }).code === 'string' && (error as { code: string }).code ? (error as { code: string }).code : 'RequestFailed';
      }
      if (code !== 'Ok') throw new SmsSendError(tencentFailureKind(code), code);
    },
  };
}

import { describe, expect, it } from 'vitest';
import { smsProviderFromEnv } from './configured';

const read = (path: string) => {
  if (path !== '/keys/sms.secret') throw new Error('missing');
  return 'secret-value\n';
};
const ALIYUN = {
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI0001',
  ALIYUN_SMS_ACCESS_KEY_SECRET_FILE: '/keys/sms.secret',
  ALIYUN_SMS_SIGN_NAME: '药批',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_000001',
};
const TENCENT = {
  SMS_PROVIDER: 'tencent',
  TENCENT_SMS_SECRET_ID: 'AKID0001',
  TENCENT_SMS_SECRET_KEY_FILE: '/keys/sms.secret',
  TENCENT_SMS_SDK_APP_ID: '1400000001',
  TENCENT_SMS_SIGN_NAME: '药批',
  TENCENT_SMS_TEMPLATE_ID: '100001',
};

describe('smsProviderFromEnv', () => {
  it('keeps the local outbox unless SMS_PROVIDER names a vendor', () => {
    expect(smsProviderFromEnv({}, read)).toBeNull();
    expect(smsProviderFromEnv({ SMS_PROVIDER: 'local' }, read)).toBeNull();
  });

  it('builds the named vendor', () => {
    expect(smsProviderFromEnv(ALIYUN, read)?.name).toBe('aliyun');
    expect(smsProviderFromEnv(TENCENT, read)?.name).toBe('tencent');
  });

  it.each([
    [{ ...ALIYUN, ALIYUN_SMS_TEMPLATE_CODE: '' }, 'SMS_PROVIDER=aliyun needs ALIYUN_SMS_TEMPLATE_CODE'],
    [{ ...TENCENT, TENCENT_SMS_SECRET_KEY_FILE: '/keys/other' }, 'cannot read TENCENT_SMS_SECRET_KEY_FILE (/keys/other)'],
    [{ SMS_PROVIDER: 'twilio' }, 'SMS_PROVIDER must be aliyun, tencent or local'],
  ])('refuses to start without what it needs (%#)', (env, message) => {
    expect(() => smsProviderFromEnv(env, read)).toThrow(message);
  });
});

import { AppError } from '../../errors';

/** What went wrong at an SMS vendor, in the buyer's terms. */
export type SmsFailureKind = 'rate_limited' | 'bad_number' | 'no_balance' | 'failed';

/** A vendor refused or could not take the message. `vendorCode` is for the log; the buyer sees the kind's message. */
export class SmsSendError extends Error {
  constructor(
    readonly kind: SmsFailureKind,
    readonly vendorCode: string,
  ) {
    super(`SMS not sent: ${vendorCode}`);
    this.name = 'SmsSendError';
  }
}

export const SMS_FAILURE_MESSAGES: Record<SmsFailureKind, string> = {
  rate_limited: '该手机号接收短信过于频繁，请稍后再试',
  bad_number: '手机号码无效或无法接收短信，请检查后重试',
  // The marketplace's own balance or account at the vendor is not the buyer's business: they hear that the service is down.
  no_balance: '短信服务暂时不可用，请稍后再试或联系客服',
  failed: '短信发送失败，请稍后再试',
};

// Aliyun SMS (Dysmsapi SendSms) answer codes.
const ALIYUN: Record<string, SmsFailureKind> = {
  'isv.BUSINESS_LIMIT_CONTROL': 'rate_limited',
  'isv.DAY_LIMIT_CONTROL': 'rate_limited',
  'isv.MOBILE_NUMBER_ILLEGAL': 'bad_number',
  'isv.MOBILE_COUNT_OVER_LIMIT': 'bad_number',
  'isv.BLACK_KEY_CONTROL_LIMIT': 'bad_number',
  'isv.AMOUNT_NOT_ENOUGH': 'no_balance',
  'isv.OUT_OF_SERVICE': 'no_balance',
};

// Tencent Cloud SMS (SendSms) codes, from SendStatusSet[].Code or the error's Code.
const TENCENT: Record<string, SmsFailureKind> = {
  'LimitExceeded.PhoneNumberThirtySecondLimit': 'rate_limited',
  'LimitExceeded.PhoneNumberOneHourLimit': 'rate_limited',
  'LimitExceeded.PhoneNumberDailyLimit': 'rate_limited',
  'LimitExceeded.PhoneNumberSameContentDailyLimit': 'rate_limited',
  'LimitExceeded.DeliveryFrequencyLimit': 'rate_limited',
  'InvalidParameterValue.IncorrectPhoneNumber': 'bad_number',
  'FailedOperation.PhoneNumberInBlacklist': 'bad_number',
  'FailedOperation.InsufficientBalanceInSmsPackage': 'no_balance',
  'FailedOperation.ContainSensitiveWord': 'failed',
};

export const aliyunFailureKind = (code: string): SmsFailureKind => ALIYUN[code] ?? 'failed';
export const tencentFailureKind = (code: string): SmsFailureKind => TENCENT[code] ?? 'failed';

/** The answer to the buyer for a send that failed: a number or rate problem on the phone field (422), the rest as a service outage (503). */
export function smsFailureError(error: unknown): AppError {
  const kind = error instanceof SmsSendError ? error.kind : 'failed';
  const message = SMS_FAILURE_MESSAGES[kind];
  return kind === 'rate_limited' || kind === 'bad_number' ? AppError.field('phone', message) : new AppError(503, message);
}

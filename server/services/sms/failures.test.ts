import { describe, expect, it } from 'vitest';
import { aliyunFailureKind, SmsSendError, smsFailureError, tencentFailureKind } from './failures';

describe('SMS vendor failures', () => {
  it.each([
    ['isv.BUSINESS_LIMIT_CONTROL', 'rate_limited'],
    ['isv.DAY_LIMIT_CONTROL', 'rate_limited'],
    ['isv.MOBILE_NUMBER_ILLEGAL', 'bad_number'],
    ['isv.AMOUNT_NOT_ENOUGH', 'no_balance'],
    ['isv.OUT_OF_SERVICE', 'no_balance'],
    ['isv.SMS_TEMPLATE_ILLEGAL', 'failed'],
    ['', 'failed'],
  ])('Aliyun %s → %s', (code, kind) => {
    expect(aliyunFailureKind(code)).toBe(kind);
  });

  it.each([
    ['LimitExceeded.PhoneNumberDailyLimit', 'rate_limited'],
    ['LimitExceeded.PhoneNumberThirtySecondLimit', 'rate_limited'],
    ['InvalidParameterValue.IncorrectPhoneNumber', 'bad_number'],
    ['FailedOperation.InsufficientBalanceInSmsPackage', 'no_balance'],
    ['AuthFailure.SignatureFailure', 'failed'],
  ])('Tencent %s → %s', (code, kind) => {
    expect(tencentFailureKind(code)).toBe(kind);
  });

  it.each([
    [new SmsSendError('rate_limited', 'x'), 422, '该手机号接收短信过于频繁，请稍后再试', ['phone']],
    [new SmsSendError('bad_number', 'x'), 422, '手机号码无效或无法接收短信，请检查后重试', ['phone']],
    [new SmsSendError('no_balance', 'x'), 503, '短信服务暂时不可用，请稍后再试或联系客服', []],
    [new Error('socket hang up'), 503, '短信发送失败，请稍后再试', []],
  ])('answers the buyer in Chinese (%#)', (error, status, message, fields) => {
    const answer = smsFailureError(error);
    expect([answer.statusCode, answer.message, Object.keys(answer.errors ?? {})]).toEqual([status, message, fields]);
  });
});

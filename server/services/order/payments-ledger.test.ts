import { describe, expect, it } from 'vitest';
import type { PaymentRow } from '../../db/schema';
import { paymentStatusText, refundTimeline, toOrderPayment } from './payments-ledger';

const row = (over: Partial<PaymentRow>): PaymentRow => ({
  id: 1,
  paymentNo: 'PY1',
  orderId: 1,
  userId: 1,
  method: 'online',
  provider: 'sandbox',
  amountFen: 1200,
  status: 'pending',
  providerRef: '',
  detail: {},
  idempotencyKey: null,
  requestHash: null,
  confirmTokenHash: null,
  paidAt: null,
  closedAt: null,
  refundedAt: null,
  refundRef: '',
  refundTo: '',
  createdAt: new Date(1_000_000),
  ...over,
});

describe('payment attempt texts', () => {
  it.each([
    [{ method: 'online', status: 'pending' }, '待支付'],
    [{ method: 'offline', status: 'pending' }, '待财务确认'],
    [{ method: 'wallet', status: 'paid' }, '已支付'],
    [{ method: 'online', status: 'closed' }, '已关闭'],
    [{ method: 'online', status: 'failed' }, '支付失败'],
    [{ method: 'online', status: 'refunded', refundTo: 'origin' }, '已原路退回'],
    [{ method: 'online', status: 'refunded', refundTo: 'wallet' }, '已退回账户余额'],
  ] as const)('%j → %s', (over, text) => {
    expect(paymentStatusText(row(over))).toBe(text);
  });

  it('one line per attempt: method, amount, state; a corporate transfer on an is_hm order', () => {
    expect(toOrderPayment(row({ status: 'refunded', refundTo: 'origin', refundedAt: new Date(5_000) })).text).toBe('在线支付 ¥12.00 已原路退回');
    expect(toOrderPayment(row({ method: 'offline', provider: '' }), true).text).toBe('对公转账 ¥12.00 待财务确认');
  });

  it('puts only refunds on the timeline', () => {
    const list = [toOrderPayment(row({ status: 'closed' })), toOrderPayment(row({ status: 'refunded', refundTo: 'origin', refundedAt: new Date(7_000) }))];
    expect(refundTimeline(list)).toEqual([{ text: '在线支付 ¥12.00 已原路退回', at: 7 }]);
  });
});

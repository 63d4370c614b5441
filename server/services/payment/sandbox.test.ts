import { describe, expect, it } from 'vitest';
import { sandboxProvider } from './sandbox';
import { sandboxPayPage } from './sandbox-page';

describe('sandbox payment provider', () => {
  const provider = sandboxProvider('unit-secret');
  const signed = provider.signNotification({ paymentNo: 'PY1', amountFen: 12_345, tradeNo: 'T1' });

  it('verifies its own signature and reads the payment', () => {
    expect(provider.verifyNotification(signed)).toEqual({ paymentNo: 'PY1', amountFen: 12_345, providerRef: 'T1' });
  });

  it('rejects a changed field, another secret, a missing or malformed sign', () => {
    expect(provider.verifyNotification({ ...signed, amount_fen: '1' })).toBeNull();
    expect(provider.verifyNotification({ ...signed, payment_no: 'PY2' })).toBeNull();
    expect(sandboxProvider('other').verifyNotification(signed)).toBeNull();
    expect(provider.verifyNotification({ ...signed, sign: undefined })).toBeNull();
    expect(provider.verifyNotification({ ...signed, sign: 'zz' })).toBeNull();
    expect(provider.verifyNotification(null)).toBeNull();
    expect(provider.verifyNotification('payment_no=PY1')).toBeNull();
  });

  it('pays on a page of the notify URL’s origin, the payer token in the URL', async () => {
    const { payUrl } = await provider.createPayment({
      paymentNo: 'PY 1',
      amountFen: 1,
      subject: 's',
      notifyUrl: 'https://a.example/api/payment/notify/sandbox',
      returnUrl: 'https://a.example/x',
      payerToken: 'tok_en-1',
    });
    expect(payUrl).toBe('https://a.example/pay/sandbox/PY%201?t=tok_en-1');
  });

  it('journals closes and refunds; the same refund number refunds once', async () => {
    const own = sandboxProvider('journal');
    await own.closePayment('PY9');
    await own.closePayment('PY9');
    const first = await own.refundPayment({ paymentNo: 'PY8', providerRef: 'T8', amountFen: 500, refundNo: 'RFPY8', reason: 'r' });
    const again = await own.refundPayment({ paymentNo: 'PY8', providerRef: 'T8', amountFen: 500, refundNo: 'RFPY8', reason: 'r' });
    expect(again.refundRef).toBe(first.refundRef);
    expect(own.records.map((r) => [r.kind, r.paymentNo, r.amountFen])).toEqual([
      ['close', 'PY9', 0],
      ['refund', 'PY8', 500],
    ]);
  });
});

describe('sandbox page', () => {
  it('escapes every interpolated value', () => {
    const html = sandboxPayPage({ paymentNo: '<b>', orderNo: '"><script>', orderId: 1, amountFen: 1050, status: 'pending' }, '"><i>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<i>');
    expect(html).toContain('¥10.50');
    expect(html).toContain('确认支付');
  });

  it('has no inline script or style (a strict CSP), the token only as a hidden form field', () => {
    const html = sandboxPayPage({ paymentNo: 'PY1', orderNo: 'YP1', orderId: 1, amountFen: 1, status: 'pending' }, 'abc');
    expect(html).not.toMatch(/<script|<style|style=|\son[a-z]+=/i);
    expect(html).toContain('<input type="hidden" name="token" value="abc">');
    expect(sandboxPayPage({ paymentNo: 'PY1', orderNo: 'YP1', orderId: 1, amountFen: 1, status: 'pending' }, '')).not.toContain('name="token"');
  });
});

import { describe, expect, it } from 'vitest';
import { sandboxProvider } from './sandbox';
import { escapeHtml, sandboxPayPage } from './sandbox-page';

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

  it('pays on a page of the notify URL’s origin', async () => {
    const { payUrl } = await provider.createPayment({ paymentNo: 'PY 1', amountFen: 1, subject: 's', notifyUrl: 'https://a.example/api/payment/notify/sandbox', returnUrl: 'https://a.example/x' });
    expect(payUrl).toBe('https://a.example/pay/sandbox/PY%201');
  });
});

describe('sandbox page', () => {
  it('escapes every interpolated value', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const html = sandboxPayPage({ paymentNo: '<b>', orderNo: '"><script>', orderId: 1, amountFen: 1050, status: 'pending' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('¥10.50');
    expect(html).toContain('确认支付');
  });
});

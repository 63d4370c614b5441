import { describe, expect, it } from 'vitest';
import type { OnlinePaymentProvider } from '../payment/provider';
import { refundRouteOf } from './cancel-refund';

const provider = (name: string) => ({ name }) as OnlinePaymentProvider;

describe('refundRouteOf: an approved cancellation sends the money back where it came from', () => {
  it.each([
    ['a wallet payment', { method: 'wallet', provider: '' }, provider('alipay'), 'wallet'],
    ['a bank transfer', { method: 'offline', provider: '' }, provider('alipay'), 'wallet'],
    ['no recorded payment (before the ledger)', null, provider('alipay'), 'wallet'],
    ['an Alipay payment, Alipay configured', { method: 'online', provider: 'alipay' }, provider('alipay'), 'origin'],
    ['a sandbox payment, the sandbox on', { method: 'online', provider: 'sandbox' }, provider('sandbox'), 'origin'],
  ] as const)('%s → %s', (_what, paid, configured, to) => {
    expect(refundRouteOf(paid, configured).to).toBe(to);
  });

  it.each([
    ['no provider configured now', null],
    ['another provider configured now', provider('wechatpay')],
  ] as const)('an online payment with %s is refused (503), never sent to the wallet instead', (_what, configured) => {
    expect(() => refundRouteOf({ method: 'online', provider: 'alipay' }, configured)).toThrow(expect.objectContaining({ code: 503 }) as Error);
  });
});

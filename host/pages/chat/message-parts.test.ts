import { describe, expect, it } from 'vitest';
import { messageParts } from './message-parts';

describe('messageParts', () => {
  it.each([
    ['没有链接', [{ kind: 'text', text: '没有链接' }]],
    [
      '订单详情页（/order/info/34）查看',
      [
        { kind: 'text', text: '订单详情页（' },
        { kind: 'link', path: '/order/info/34' },
        { kind: 'text', text: '）查看' },
      ],
    ],
    [
      '请在（/cart/hm?id=34）支付',
      [
        { kind: 'text', text: '请在（' },
        { kind: 'link', path: '/cart/hm?id=34' },
        { kind: 'text', text: '）支付' },
      ],
    ],
    ['http://evil.example/order/1 不是本站', [{ kind: 'text', text: 'http://evil.example/order/1 不是本站' }]],
    ['/etc/passwd 不是页面', [{ kind: 'text', text: '/etc/passwd 不是页面' }]],
    [
      '<b>/order</b>',
      [
        { kind: 'text', text: '<b>' },
        { kind: 'link', path: '/order' },
        { kind: 'text', text: '</b>' },
      ],
    ],
  ])('%s', (body, parts) => {
    expect(messageParts(body)).toEqual(parts);
  });
});

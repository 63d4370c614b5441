import { describe, expect, it } from 'vitest';
import { canonicalJson, IDEMPOTENCY_KEY_REUSED, isKeyLive, keyVerdict, requestHash } from './idempotency';

describe('canonicalJson', () => {
  it.each([
    [{ b: 1, a: 2 }, '{"a":2,"b":1}'],
    [{ a: { d: 1, c: [3, { f: 1, e: 2 }] } }, '{"a":{"c":[3,{"e":2,"f":1}],"d":1}}'],
    [{ a: undefined, b: null }, '{"b":null}'],
    [[2, 1], '[2,1]'],
    ['x', '"x"'],
  ])('%j → %s', (input, text) => {
    expect(canonicalJson(input)).toBe(text);
  });
});

describe('requestHash', () => {
  const body = { ids: [1, 2], address_id: 3, remark: '' };
  it('is the same for the same call and input in any key order', () => {
    expect(requestHash('orderCreate', body)).toBe(requestHash('orderCreate', { remark: '', address_id: 3, ids: [1, 2] }));
  });
  it.each([
    ['another call', requestHash('orderPay', body)],
    ['another cart', requestHash('orderCreate', { ...body, ids: [1] })],
    ['another order id', requestHash('orderCreate', { ...body, id: 9 })],
  ])('differs for %s', (_, other) => {
    expect(other).not.toBe(requestHash('orderCreate', body));
  });
  it('leaves secrets out: a payment password never reaches the hash', () => {
    expect(requestHash('orderPay', { id: 1, method: 'wallet', pay_password: '123456' })).toBe(requestHash('orderPay', { id: 1, method: 'wallet' }));
  });
});

describe('key lifetime and verdict', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600_000);
  it.each([
    [0, true],
    [23.9, true],
    [24, false],
    [48, false],
  ])('a key %s h old is live: %s', (hours, live) => {
    expect(isKeyLive(hoursAgo(hours), now)).toBe(live);
  });
  it('replays the same request, refuses another body (422 on idempotency_key), frees an old key', () => {
    expect(keyVerdict({ createdAt: hoursAgo(1), hash: 'a' }, 'a', now)).toBe('replay');
    expect(keyVerdict({ createdAt: hoursAgo(1), hash: null }, 'a', now)).toBe('replay');
    expect(keyVerdict({ createdAt: hoursAgo(25), hash: 'b' }, 'a', now)).toBe('expired');
    expect(() => keyVerdict({ createdAt: hoursAgo(1), hash: 'b' }, 'a', now)).toThrow(
      expect.objectContaining({ statusCode: 422, errors: { idempotency_key: [IDEMPOTENCY_KEY_REUSED] } }) as Error,
    );
  });
});

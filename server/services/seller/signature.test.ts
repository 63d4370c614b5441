import { describe, expect, it } from 'vitest';
import { canonicalString, signatureMatches, signRequest, signingKeyOf, timestampFresh } from './signature';

const parts = { method: 'post', path: '/api/seller/v1/orders/YP1/ship', timestamp: '1800000000', nonce: 'abcdefghijklmnop', body: '{"a":1}' };
const key = signingKeyOf('ypsk_secret');

describe('seller request signature', () => {
  it('signs method, path, timestamp, nonce and the body hash, one per line', () => {
    expect(canonicalString({ ...parts, body: '' })).toBe(
      'POST\n/api/seller/v1/orders/YP1/ship\n1800000000\nabcdefghijklmnop\ne3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
  });

  it.each([
    ['the method', { method: 'GET' }],
    ['the path', { path: '/api/seller/v1/orders/YP2/ship' }],
    ['the query', { path: '/api/seller/v1/orders/YP1/ship?x=1' }],
    ['the timestamp', { timestamp: '1800000001' }],
    ['the nonce', { nonce: 'abcdefghijklmnoq' }],
    ['the body', { body: '{"a":2}' }],
  ])('a change of %s breaks the signature', (_, change) => {
    const signature = signRequest(key, parts);
    expect(signatureMatches(key, parts, signature)).toBe(true);
    expect(signatureMatches(key, { ...parts, ...change }, signature)).toBe(false);
  });

  it('refuses another key and malformed signatures', () => {
    const signature = signRequest(key, parts);
    expect(signatureMatches(signingKeyOf('ypsk_other'), parts, signature)).toBe(false);
    expect(signatureMatches(key, parts, 'zz')).toBe(false);
    expect(signatureMatches(key, parts, '')).toBe(false);
  });

  it.each([
    ['now', '1800000000', true],
    ['5 minutes ago', '1799999700', true],
    ['5 minutes and a second ago', '1799999699', false],
    ['5 minutes ahead', '1800000300', true],
    ['more than 5 minutes ahead', '1800000301', false],
    ['not a number', '18e8', false],
    ['empty', '', false],
  ])('a timestamp %s is fresh: %s', (_, timestamp, fresh) => {
    expect(timestampFresh(timestamp, 1_800_000_000_000)).toBe(fresh);
  });
});

import { describe, expect, it } from 'vitest';
import { queryHref, readQuery } from './order-list-query';
import { routeId } from '../../lib/route-id';

describe('order list query in the URL', () => {
  it('reads tab, keyword and page, trimming the keyword', () => {
    expect(readQuery(new URLSearchParams('status=3&keyword=%20阿莫西林%20&page=2'))).toEqual({ status: 3, keyword: '阿莫西林', page: 2 });
  });

  it('falls back to 全部 and page 1 for anything out of range', () => {
    expect(readQuery(new URLSearchParams('status=9&page=0'))).toEqual({ status: 0, keyword: '', page: 1 });
    expect(readQuery(new URLSearchParams('status=abc&page=-2'))).toEqual({ status: 0, keyword: '', page: 1 });
    expect(readQuery(new URLSearchParams('status=6'))).toEqual({ status: 6, keyword: '', page: 1 });
  });

  it('writes the shortest URL: defaults left out', () => {
    expect(queryHref({ status: 0, keyword: '', page: 1 })).toBe('/order');
    expect(queryHref({ status: 1, keyword: '', page: 1 })).toBe('/order?status=1');
    expect(queryHref({ status: 6, keyword: 'YP2026', page: 3 })).toBe('/order?status=6&keyword=YP2026&page=3');
  });

  it('round-trips', () => {
    const query = { status: 4, keyword: '布洛芬 缓释', page: 5 };
    expect(readQuery(new URL(queryHref(query), 'http://x').searchParams)).toEqual(query);
  });
});

describe('routeId', () => {
  it('accepts positive integers only', () => {
    expect(routeId('12')).toBe(12);
    expect(routeId('2147483647')).toBe(2147483647);
    for (const bad of ['0', '-1', '1.5', 'abc', '', null, undefined, '1e3', '9999999999999', '2147483648']) expect(routeId(bad)).toBeNull();
  });
});

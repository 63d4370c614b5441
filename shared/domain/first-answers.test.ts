import { describe, expect, it } from 'vitest';
import { answerKey } from './first-answers';

describe('answerKey', () => {
  it.each([
    ['/api/goods/detail/12', '/api/goods/detail/12'],
    ['/api/goods/list?', '/api/goods/list'],
    ['/api/goods/list?per_page=20&page=1', '/api/goods/list?page=1&per_page=20'],
    ['/api/goods/list?page=1&per_page=20', '/api/goods/list?page=1&per_page=20'],
    // Encoded the same way whichever way it came in.
    ['/api/goods/search?keywords=%E9%98%BF%E8%8E%AB%E8%A5%BF%E6%9E%97&type=1', '/api/goods/search?keywords=%E9%98%BF%E8%8E%AB%E8%A5%BF%E6%9E%97&type=1'],
    ['/api/goods/search?type=1&keywords=阿莫西林', '/api/goods/search?keywords=%E9%98%BF%E8%8E%AB%E8%A5%BF%E6%9E%97&type=1'],
    // Repeated names keep both values, in value order.
    ['/api/x?b=2&a=9&a=1', '/api/x?a=1&a=9&b=2'],
    ['/api/x?a=&b=1', '/api/x?a=&b=1'],
  ])('%s → %s', (url, key) => {
    expect(answerKey(url)).toBe(key);
  });
});

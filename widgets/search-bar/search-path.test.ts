import { describe, expect, it } from 'vitest';
import { searchPath, toSearchType } from './search-path';

describe('searchPath', () => {
  it('goes to /search with the trimmed, encoded keyword and the type', () => {
    expect(searchPath('  阿莫西林 ', 1)).toBe('/search?keywords=%E9%98%BF%E8%8E%AB%E8%A5%BF%E6%9E%97&type=1');
    expect(searchPath('a&b', 2)).toBe('/search?keywords=a%26b&type=2');
  });
});

describe('toSearchType', () => {
  it('reads 2 (either spelling) as manufacturers and anything else as drug names', () => {
    expect(toSearchType(2)).toBe(2);
    expect(toSearchType('2')).toBe(2);
    expect(toSearchType(1)).toBe(1);
    expect(toSearchType(undefined)).toBe(1);
    expect(toSearchType('x')).toBe(1);
  });
});

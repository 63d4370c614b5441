import { describe, expect, it } from 'vitest';
import { cleanDate, ledgerSearch, ledgerTimes, rangeProblem, readLedgerFilters } from './ledger-query';

describe('readLedgerFilters', () => {
  it.each([
    ['', { page: 1, type: 0, start: '', end: '' }],
    ['?type=2&page=3', { page: 3, type: 2, start: '', end: '' }],
    ['?type=9&page=-1', { page: 1, type: 0, start: '', end: '' }],
    ['?start=2026-11-01&end=2026-11-24', { page: 1, type: 0, start: '2026-11-01', end: '2026-11-24' }],
    ['?start=2026-02-30&end=yesterday', { page: 1, type: 0, start: '', end: '' }],
  ])('%s', (search, filters) => {
    expect(readLedgerFilters(new URLSearchParams(search))).toEqual(filters);
  });
});

describe('ledgerSearch', () => {
  it('leaves defaults out and round-trips', () => {
    expect(ledgerSearch({ page: 1, type: 0, start: '', end: '' })).toBe('');
    const filters = { page: 2, type: 1 as const, start: '2026-11-01', end: '2026-11-02' };
    expect(readLedgerFilters(new URLSearchParams(ledgerSearch(filters)))).toEqual(filters);
  });
});

describe('ledgerTimes', () => {
  it('covers whole China days, both ends inclusive', () => {
    // 2026-11-01 00:00 +08:00 = 2026-10-31T16:00:00Z
    expect(ledgerTimes({ start: '2026-11-01', end: '2026-11-01' })).toEqual({ start_time: 1793462400, end_time: 1793462400 + 86_399 });
    expect(ledgerTimes({ start: '', end: '' })).toEqual({});
  });
});

describe('rangeProblem and cleanDate', () => {
  it('refuses a start after the end', () => {
    expect(rangeProblem('2026-11-02', '2026-11-01')).toBe('开始日期不能晚于结束日期');
    expect(rangeProblem('2026-11-01', '2026-11-01')).toBeNull();
    expect(rangeProblem('', '2026-11-01')).toBeNull();
  });
  it('keeps real dates only', () => {
    expect(cleanDate('2028-02-29')).toBe('2028-02-29');
    expect(cleanDate('2026-02-29')).toBe('');
  });
});

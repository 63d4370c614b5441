// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { addSearchHistory, clearSearchHistory, readSearchHistory, SEARCH_HISTORY_KEY, SEARCH_HISTORY_MAX } from './search-history';

const NOW = Date.UTC(2025, 0, 2, 3, 4, 5, 678);

beforeEach(() => sessionStorage.clear());

describe('search history (docs/product/routes.md: cached in session storage with a timestamp)', () => {
  it('stores trimmed entries under yp_search_history with 10-digit second timestamps', () => {
    addSearchHistory('  阿莫西林 ', 1, { now: NOW });
    const stored = JSON.parse(sessionStorage.getItem(SEARCH_HISTORY_KEY) ?? 'null');
    expect(stored).toEqual([{ keyword: '阿莫西林', type: 1, time: Math.floor(NOW / 1000) }]);
    expect(String(stored[0].time)).toHaveLength(10);
  });

  it('lists the newest first and moves a repeated search to the front', () => {
    addSearchHistory('阿莫西林', 1, { now: NOW });
    addSearchHistory('布洛芬', 1, { now: NOW + 1000 });
    addSearchHistory('阿莫西林', 1, { now: NOW + 2000 });
    expect(readSearchHistory()).toEqual([
      { keyword: '阿莫西林', type: 1, time: Math.floor((NOW + 2000) / 1000) },
      { keyword: '布洛芬', type: 1, time: Math.floor((NOW + 1000) / 1000) },
    ]);
  });

  it('keeps the same keyword searched as a drug and as a manufacturer apart', () => {
    addSearchHistory('华北制药', 1, { now: NOW });
    addSearchHistory('华北制药', 2, { now: NOW });
    expect(readSearchHistory().map((entry) => entry.type)).toEqual([2, 1]);
  });

  it(`keeps at most ${SEARCH_HISTORY_MAX} entries, dropping the oldest`, () => {
    for (let i = 1; i <= SEARCH_HISTORY_MAX + 2; i += 1) addSearchHistory(`关键词${i}`, 1, { now: NOW + i * 1000 });
    const history = readSearchHistory();
    expect(history).toHaveLength(SEARCH_HISTORY_MAX);
    expect(history[0]?.keyword).toBe(`关键词${SEARCH_HISTORY_MAX + 2}`);
    expect(history.at(-1)?.keyword).toBe('关键词3');
  });

  it('ignores an empty keyword', () => {
    expect(addSearchHistory('   ', 1)).toEqual([]);
    expect(sessionStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
  });

  it('clears everything (清空)', () => {
    addSearchHistory('布洛芬', 1);
    clearSearchHistory();
    expect(readSearchHistory()).toEqual([]);
  });

  it('treats damaged storage as empty and skips malformed entries', () => {
    sessionStorage.setItem(SEARCH_HISTORY_KEY, '{not json');
    expect(readSearchHistory()).toEqual([]);
    sessionStorage.setItem(
      SEARCH_HISTORY_KEY,
      JSON.stringify([{ keyword: '布洛芬', type: 1, time: 1735787045 }, { keyword: 3 }, { keyword: 'x', type: 9, time: 1 }]),
    );
    expect(readSearchHistory()).toEqual([{ keyword: '布洛芬', type: 1, time: 1735787045 }]);
  });

  it('works without storage (blocked in a sandboxed frame)', () => {
    expect(addSearchHistory('布洛芬', 1, { storage: null })).toEqual([{ keyword: '布洛芬', type: 1, time: expect.any(Number) }]);
    expect(readSearchHistory(null)).toEqual([]);
  });
});

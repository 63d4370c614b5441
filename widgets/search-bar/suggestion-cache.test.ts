import { describe, expect, it, vi } from 'vitest';
import { SUGGESTION_REFRESH_MS } from '../../shared/domain/constants';
import { createSuggestionCache, suggestionKey } from './suggestion-cache';

function setup() {
  let clock = 1_000_000;
  const cache = createSuggestionCache<string[]>({ refreshMs: SUGGESTION_REFRESH_MS, now: () => clock });
  const load = vi.fn(async () => ['阿莫西林胶囊']);
  return {
    cache,
    load,
    advance(ms: number) {
      clock += ms;
    },
  };
}

describe('createSuggestionCache (spec §9: suggestions refresh at most every 5000 ms)', () => {
  it('reuses the answer for the same keyword and type within 5 s', async () => {
    const { cache, load, advance } = setup();
    const key = suggestionKey('amxl', 1);
    await cache.fetch(key, load);
    advance(SUGGESTION_REFRESH_MS - 1);
    await expect(cache.fetch(key, load)).resolves.toEqual(['阿莫西林胶囊']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks the server again once 5 s have passed since the request', async () => {
    const { cache, load, advance } = setup();
    const key = suggestionKey('amxl', 1);
    await cache.fetch(key, load);
    advance(SUGGESTION_REFRESH_MS);
    await cache.fetch(key, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares a request still in flight instead of sending a second one', async () => {
    const { cache, load } = setup();
    const key = suggestionKey('blf', 1);
    const [a, b] = await Promise.all([cache.fetch(key, load), cache.fetch(key, load)]);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps keywords and search types apart', async () => {
    const { cache, load } = setup();
    await cache.fetch(suggestionKey('hbzy', 1), load);
    await cache.fetch(suggestionKey('hbzy', 2), load);
    await cache.fetch(suggestionKey('hbz', 2), load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('forgets a failed request, so the next attempt asks again', async () => {
    const { cache } = setup();
    const key = suggestionKey('amxl', 1);
    const failing = vi.fn(async (): Promise<string[]> => {
      throw new Error('network');
    });
    await expect(cache.fetch(key, failing)).rejects.toThrow('network');
    const load = vi.fn(async () => ['阿莫西林']);
    await expect(cache.fetch(key, load)).resolves.toEqual(['阿莫西林']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('holds at most maxEntries keywords, dropping the oldest', async () => {
    const cache = createSuggestionCache<string>({ refreshMs: SUGGESTION_REFRESH_MS, maxEntries: 2, now: () => 0 });
    const load = vi.fn(async () => 'x');
    await cache.fetch('a', load);
    await cache.fetch('b', load);
    await cache.fetch('c', load);
    await cache.fetch('b', load);
    await cache.fetch('a', load);
    // a, b, c loaded; b still cached; a was dropped for c and loads again.
    expect(load).toHaveBeenCalledTimes(4);
  });
});

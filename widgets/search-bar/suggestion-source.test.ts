import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUGGESTION_REFRESH_MS } from '../../shared/domain/constants';
import { createSuggestionSource, SUGGESTION_DROPPED, suggestionKey } from './suggestion-source';

// The source runs on the page clock, whose default is the global timers looked up at each call: fake ones here.
beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A source; `asked` lists the keys in the order the server was asked. */
function setup() {
  const source = createSuggestionSource<string[]>(SUGGESTION_REFRESH_MS);
  const asked: string[] = [];
  const loader = (key: string) => () => {
    asked.push(key);
    return Promise.resolve([`${key} 的建议`]);
  };
  const fetch = (key: string, signal?: AbortSignal) => source.fetch(key, loader(key), signal);
  return { source, asked, fetch, advance: (ms: number) => vi.advanceTimersByTime(ms) };
}

describe('createSuggestionSource (docs/product/routes.md, docs/product/constants.md: suggestions refresh from the server at most every 5000 ms)', () => {
  it('asks for the first keyword at once', async () => {
    const { fetch, asked } = setup();
    await expect(fetch('amxl')).resolves.toEqual(['amxl 的建议']);
    expect(asked).toEqual(['amxl']);
  });

  it('holds another keyword typed within 5 s until 5 s after the last request, whatever the keyword', async () => {
    const { fetch, asked, advance } = setup();
    await fetch('blf');
    advance(1_000);
    const answer = fetch('amxl');
    expect(asked).toEqual(['blf']);
    advance(SUGGESTION_REFRESH_MS - 1_000 - 1);
    expect(asked).toEqual(['blf']);
    advance(1);
    expect(asked).toEqual(['blf', 'amxl']);
    await expect(answer).resolves.toEqual(['amxl 的建议']);
  });

  it('sends only the newest of the keywords typed while waiting', async () => {
    const { fetch, asked, advance } = setup();
    await fetch('a');
    advance(600);
    const older = fetch('am');
    advance(600);
    const newer = fetch('amx');
    await expect(older).rejects.toBe(SUGGESTION_DROPPED);
    advance(SUGGESTION_REFRESH_MS);
    await expect(newer).resolves.toEqual(['amx 的建议']);
    expect(asked).toEqual(['a', 'amx']);
  });

  it('never sends a waiting request whose caller gave up', async () => {
    const { fetch, asked, advance } = setup();
    await fetch('blf');
    const controller = new AbortController();
    const answer = fetch('hxzq', controller.signal);
    controller.abort();
    await expect(answer).rejects.toBe(SUGGESTION_DROPPED);
    advance(SUGGESTION_REFRESH_MS * 2);
    expect(asked).toEqual(['blf']);
  });

  it('asks again at once when 5 s have passed since the last request', async () => {
    const { fetch, asked, advance } = setup();
    await fetch('blf');
    advance(SUGGESTION_REFRESH_MS);
    await fetch('amxl');
    expect(asked).toEqual(['blf', 'amxl']);
  });

  it('reuses an answer less than 5 s old for the same keyword and type, and refreshes it after', async () => {
    const { fetch, asked, advance } = setup();
    await fetch(suggestionKey('blf', 1));
    advance(SUGGESTION_REFRESH_MS - 1);
    await expect(fetch(suggestionKey('blf', 1))).resolves.toEqual(['1:blf 的建议']);
    expect(asked).toHaveLength(1);
    advance(1);
    await fetch(suggestionKey('blf', 1));
    expect(asked).toHaveLength(2);
  });

  it('keeps search types apart', async () => {
    const { fetch, asked, advance } = setup();
    await fetch(suggestionKey('hbzy', 1));
    const manufacturers = fetch(suggestionKey('hbzy', 2));
    expect(asked).toHaveLength(1);
    advance(SUGGESTION_REFRESH_MS);
    await manufacturers;
    expect(asked).toEqual(['1:hbzy', '2:hbzy']);
  });

  it('forgets a failed request, so the same keyword is asked again once its turn comes', async () => {
    const { source, advance } = setup();
    const failing = vi.fn(async (): Promise<string[]> => {
      throw new Error('network');
    });
    await expect(source.fetch('amxl', failing)).rejects.toThrow('network');
    const load = vi.fn(async () => ['阿莫西林']);
    const again = source.fetch('amxl', load);
    advance(SUGGESTION_REFRESH_MS);
    await expect(again).resolves.toEqual(['阿莫西林']);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

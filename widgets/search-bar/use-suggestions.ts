import { useEffect, useMemo, useState } from 'react';
import type { SearchSuggestion } from '../../shared/contract/goods';
import type { SearchType } from '../../shared/store/search-history';
import { latestOnly } from '../../shared/domain/latest-only';
import { pageClock } from '../../shared/page/clock';
import { suggestionKey, type SuggestionCache } from './suggestion-cache';

export interface SuggestionsState {
  /** idle: nothing asked; pending: waiting for the debounce or the server; ready: `items` answer `keyword`. */
  status: 'idle' | 'pending' | 'ready';
  /** The keyword the items answer (for the highlight); '' when idle. */
  keyword: string;
  items: SearchSuggestion[];
}

const IDLE: SuggestionsState = { status: 'idle', keyword: '', items: [] };

export interface UseSuggestionsOptions {
  debounceMs: number;
  cache: SuggestionCache<SearchSuggestion[]>;
  search: (keywords: string, type: SearchType) => Promise<SearchSuggestion[]>;
}

/**
 * Suggestions for what the buyer is typing (spec §2 search behaviour): the
 * query is trimmed; empty clears them at once; otherwise the server is asked
 * once the query has been still for `debounceMs`, through the refresh cache,
 * and only the newest request's answer is kept. A failed request (silent,
 * spec §8) reads as no suggestions.
 */
export function useSuggestions(query: string, type: SearchType, options: UseSuggestionsOptions): SuggestionsState {
  const { debounceMs, cache, search } = options;
  const [state, setState] = useState<SuggestionsState>(IDLE);
  const fetchLatest = useMemo(
    () => latestOnly((keywords: string, kind: SearchType) => cache.fetch(suggestionKey(keywords, kind), () => search(keywords, kind))),
    [cache, search],
  );
  const keyword = query.trim();

  useEffect(() => {
    if (!keyword) {
      fetchLatest.invalidate();
      setState(IDLE);
      return;
    }
    setState((previous) => ({ ...previous, status: 'pending' }));
    const clock = pageClock();
    const timer = clock.setTimeout(() => {
      fetchLatest(keyword, type).then(
        (outcome) => {
          if (!outcome.stale) setState({ status: 'ready', keyword, items: outcome.value });
        },
        () => setState({ status: 'ready', keyword, items: [] }),
      );
    }, debounceMs);
    return () => {
      clock.clearTimeout(timer);
      // A newer query (or unmounting) makes whatever this one started stale.
      fetchLatest.invalidate();
    };
  }, [keyword, type, debounceMs, fetchLatest]);

  return state;
}

import { useEffect, useMemo, useState } from 'react';
import type { SearchSuggestion } from '../../shared/contract/goods';
import type { SearchType } from '../../shared/store/search-history';
import { latestOnly } from '../../shared/domain/latest-only';
import { pageClock } from '../../shared/page/clock';
import { SUGGESTION_DROPPED, suggestionKey, type SuggestionSource } from './suggestion-source';

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
  source: SuggestionSource<SearchSuggestion[]>;
  search: (keywords: string, type: SearchType) => Promise<SearchSuggestion[]>;
}

/**
 * Suggestions for what the buyer is typing (docs/product/routes.md search behaviour): the
 * query is trimmed; empty clears them at once; otherwise the server is asked
 * once the query has been still for `debounceMs`, through the page's
 * suggestion source (at most one request every 5000 ms, docs/product/constants.md), and only
 * the newest request's answer is kept. A failed request (silent, docs/product/errors.md)
 * reads as no suggestions; one still waiting for its turn when the query
 * changes again is dropped unsent.
 */
export function useSuggestions(query: string, type: SearchType, options: UseSuggestionsOptions): SuggestionsState {
  const { debounceMs, source, search } = options;
  const [state, setState] = useState<SuggestionsState>(IDLE);
  const fetchLatest = useMemo(
    () =>
      latestOnly((keywords: string, kind: SearchType, signal: AbortSignal) =>
        source.fetch(suggestionKey(keywords, kind), () => search(keywords, kind), signal),
      ),
    [source, search],
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
    const waiting = new AbortController();
    const timer = clock.setTimeout(() => {
      fetchLatest(keyword, type, waiting.signal).then(
        (outcome) => {
          if (!outcome.stale) setState({ status: 'ready', keyword, items: outcome.value });
        },
        (error: unknown) => {
          // Another bar's newer keyword took this one's turn: no answer, not an empty one.
          if (error === SUGGESTION_DROPPED) return;
          setState({ status: 'ready', keyword, items: [] });
        },
      );
    }, debounceMs);
    return () => {
      clock.clearTimeout(timer);
      // A newer query (or unmounting) makes whatever this one started stale,
      // and a request still waiting for its turn is not sent at all.
      waiting.abort();
      fetchLatest.invalidate();
    };
  }, [keyword, type, debounceMs, fetchLatest]);

  return state;
}

import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { SearchSuggestion } from '../../shared/contract/goods';
import { SEARCH_DEBOUNCE_MS, SUGGESTION_REFRESH_MS } from '../../shared/domain/constants';
import { clearSearchHistory, readSearchHistory, type SearchHistoryEntry, type SearchType } from '../../shared/store/search-history';
import { SearchIcon } from '../../shared/ui/icon-search';
import { siteHref } from '../../shared/ui/link';
import { HotWords } from './hot-words';
import { searchText } from './search-bar.text';
import { SearchPanel, type PanelOption } from './search-panel';
import { SEARCH_PAGE } from './search-path';
import { createSuggestionSource, type SuggestionSource } from './suggestion-source';
import { useSuggestions } from './use-suggestions';
import { goodsApi } from '../../shared/api/resources/goods';

/** Called with a trimmed, non-empty keyword; `from` is the element the yp-search event starts at. */
export type SubmitSearch = (keywords: string, type: SearchType, from: Element) => void;

export interface SearchBoxProps {
  /** Initial keyword (the current search when the page shows results). */
  keywords: string;
  type: SearchType;
  /** The one-line variant of the sticky bar: toggle inside the box, no hot searches. */
  compact: boolean;
  /** Hot words given by the page; undefined loads them; hidden in the compact variant. */
  hotWords?: string[];
  hideHot: boolean;
  onSubmit: SubmitSearch;
}

// One suggestion source per page, shared by every search bar on it (the
// header's and the sticky one): "at most every 5000 ms" is about the server, not a bar.
let pageSource: SuggestionSource<SearchSuggestion[]> | undefined;
function suggestionSource(): SuggestionSource<SearchSuggestion[]> {
  return (pageSource ??= createSuggestionSource<SearchSuggestion[]>(SUGGESTION_REFRESH_MS));
}

const askServer = (keywords: string, type: SearchType) => goodsApi.goodsSearch({ keywords, type }, { silent: true });

/**
 * The search box with its drug/manufacturer toggle, suggestion dropdown,
 * history and hot searches (docs/product/routes.md header search box, search behaviour).
 * A combobox: the input keeps focus, arrows move the highlighted option
 * (aria-activedescendant), Enter searches, Esc closes.
 */
export function SearchBox({ keywords, type: initialType, compact, hotWords, hideHot, onSubmit }: SearchBoxProps) {
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const composing = useRef(false);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const optionId = useCallback((index: number) => `${baseId}-option-${index}`, [baseId]);

  const [text, setText] = useState(keywords);
  // What suggestions are asked for: the text, except while an IME is still composing it.
  const [query, setQuery] = useState(keywords);
  const [type, setType] = useState<SearchType>(initialType);
  const [open, setOpen] = useState(false);
  const [history, setHistory] = useState<SearchHistoryEntry[]>([]);

  // The page changed the current search (a route change in the host). Only a
  // change counts: on mount this effect runs after paint, and a buyer who
  // already started typing must not see the box reset.
  const shown = useRef({ keywords, type: initialType });
  useEffect(() => {
    if (shown.current.keywords !== keywords) {
      setText(keywords);
      setQuery(keywords);
    }
    if (shown.current.type !== initialType) setType(initialType);
    shown.current = { keywords, type: initialType };
  }, [keywords, initialType]);

  const hasKeyword = query.trim() !== '';
  const suggestions = useSuggestions(open ? query : '', type, {
    debounceMs: SEARCH_DEBOUNCE_MS,
    source: suggestionSource(),
    search: askServer,
  });

  const mode = hasKeyword ? 'suggestions' : 'history';
  const options = useMemo<PanelOption[]>(() => {
    if (mode === 'history') return history.map((entry) => ({ kind: 'history', entry }));
    if (suggestions.status !== 'ready') return [];
    return suggestions.items.map((suggestion) => ({ kind: 'suggestion', suggestion }));
  }, [mode, history, suggestions]);
  const panelShown = open && (mode === 'suggestions' || history.length > 0);

  // The highlight belongs to the list it was made in: a new list starts with
  // nothing highlighted. Derived, not reset in an effect, so an arrow key
  // pressed just as new suggestions paint is not undone by a late reset.
  const [highlight, setHighlight] = useState<{ list: PanelOption[]; index: number }>({ list: [], index: -1 });
  const active = highlight.list === options ? highlight.index : -1;
  const setActive = (next: number | ((current: number) => number)) =>
    setHighlight((previous) => {
      const current = previous.list === options ? previous.index : -1;
      return { list: options, index: typeof next === 'function' ? next(current) : next };
    });

  // History is read each time the panel opens: another bar or bundle may have added to it.
  useEffect(() => {
    if (open) setHistory(readSearchHistory());
  }, [open]);

  // Clicking or tabbing anywhere outside the bar closes the panel.
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      const root = rootRef.current;
      if (root && !event.composedPath().includes(root)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside, true);
    document.addEventListener('focusin', outside, true);
    return () => {
      document.removeEventListener('pointerdown', outside, true);
      document.removeEventListener('focusin', outside, true);
    };
  }, [open]);

  // Composition events are attached by hand: Preact (the embed build) has no
  // camel-cased composition handlers. Pinyin typed into an IME is not a keyword yet.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const start = () => {
      composing.current = true;
    };
    const end = () => {
      composing.current = false;
      setQuery(input.value);
      setOpen(input.value.trim() !== '');
    };
    input.addEventListener('compositionstart', start);
    input.addEventListener('compositionend', end);
    return () => {
      input.removeEventListener('compositionstart', start);
      input.removeEventListener('compositionend', end);
    };
  }, []);

  // The input itself, not the last render's state: Enter or a click can come
  // before the render that follows the latest keystroke (fast typing, autofill).
  const typedText = () => inputRef.current?.value ?? text;

  const submit = (keyword: string, kind: SearchType) => {
    const trimmed = keyword.trim();
    if (!trimmed) {
      inputRef.current?.focus();
      return;
    }
    setText(trimmed);
    setQuery(trimmed);
    setType(kind);
    setOpen(false);
    onSubmit(trimmed, kind, rootRef.current ?? inputRef.current!);
  };

  const choose = (option: PanelOption) => {
    if (option.kind === 'history') submit(option.entry.keyword, option.entry.type);
    else submit(option.suggestion.keyword, type);
  };

  const onInput = (value: string) => {
    setText(value);
    if (composing.current) return;
    setQuery(value);
    // Spec: an empty keyword clears the suggestions and closes the panel.
    setOpen(value.trim() !== '');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter that confirms an IME candidate is not a search.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!panelShown) {
          setOpen(true);
          return;
        }
        if (count === 0) return;
        const down = event.key === 'ArrowDown';
        setActive((current) => (down ? (current + 1) % count : current <= 0 ? count - 1 : current - 1));
        return;
      }
      case 'Enter': {
        event.preventDefault();
        const chosen = panelShown && active >= 0 ? options[active] : undefined;
        if (chosen) choose(chosen);
        else submit(typedText(), type);
        return;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
        }
        return;
      default:
    }
  };

  const changeType = (next: SearchType) => {
    setType(next);
    inputRef.current?.focus();
    if (text.trim()) setOpen(true);
  };

  const clearHistory = () => {
    clearSearchHistory();
    setHistory([]);
    inputRef.current?.focus();
  };

  const toggle = (
    <div className="yp-sb__types" role="group" aria-label={searchText.typeLabel} part="types">
      {([1, 2] as const).map((kind) => (
        <button
          key={kind}
          type="button"
          className={kind === type ? 'yp-sb__type is-active' : 'yp-sb__type'}
          part={kind === type ? 'type type-active' : 'type'}
          aria-pressed={kind === type}
          onClick={() => changeType(kind)}
        >
          {searchText.types[kind]}
        </button>
      ))}
    </div>
  );

  // A real GET form to the search page, its fields named as the page reads them (search-path.ts): Enter or 搜索 before
  // the app has hydrated the page, or without script, lands on the results (host/hold-taps.ts lets it through). With
  // the app, the submission is the bar's own (history, the yp-search event, a route change).
  return (
    <form
      ref={rootRef}
      className={compact ? 'yp-sb yp-sb--compact' : 'yp-sb'}
      role="search"
      aria-label={searchText.label}
      part="search-bar"
      action={siteHref(SEARCH_PAGE)}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        // Pinyin still in the IME is not a keyword yet (Enter is handled on keydown; this is 搜索, or a browser's own submit).
        if (!composing.current) submit(typedText(), type);
      }}
    >
      {compact ? null : toggle}
      <div className={panelShown ? 'yp-sb__box is-open' : 'yp-sb__box'} part="box">
        {compact ? toggle : null}
        <input
          ref={inputRef}
          name="keywords"
          className="yp-sb__input"
          part="input"
          type="text"
          inputMode="search"
          role="combobox"
          aria-label={searchText.placeholder}
          aria-autocomplete="list"
          aria-expanded={panelShown}
          aria-controls={listId}
          aria-activedescendant={panelShown && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          maxLength={50}
          enterKeyHint="search"
          placeholder={searchText.placeholder}
          value={text}
          onChange={(event) => onInput(event.currentTarget.value)}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        <input type="hidden" name="type" value={type} />
        <button type="submit" className="yp-sb__submit" part="submit">
          <SearchIcon className="yp-sb__submit-icon" />
          <span>{searchText.submit}</span>
        </button>
        {panelShown ? (
          <SearchPanel
            listId={listId}
            optionId={optionId}
            mode={mode}
            suggestions={suggestions}
            options={options}
            active={active}
            onHover={setActive}
            onChoose={choose}
            onClearHistory={clearHistory}
          />
        ) : null}
      </div>
      {compact || hideHot ? null : <HotWords words={hotWords} onChoose={(word) => submit(word, 1)} />}
    </form>
  );
}

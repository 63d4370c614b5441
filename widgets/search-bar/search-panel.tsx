import type { SearchSuggestion } from '../../shared/contract/goods';
import type { SearchHistoryEntry } from '../../shared/store/search-history';
import { highlightParts } from './highlight';
import { searchText } from './search-bar.text';
import type { SuggestionsState } from './use-suggestions';

/** One choosable row of the panel: a suggestion or a history entry. */
export type PanelOption = { kind: 'suggestion'; suggestion: SearchSuggestion } | { kind: 'history'; entry: SearchHistoryEntry };

export interface SearchPanelProps {
  listId: string;
  optionId: (index: number) => string;
  mode: 'suggestions' | 'history';
  suggestions: SuggestionsState;
  options: PanelOption[];
  active: number;
  onHover: (index: number) => void;
  onChoose: (option: PanelOption) => void;
  onClearHistory: () => void;
}

function Highlighted({ text, keyword }: { text: string; keyword: string }) {
  return (
    <>
      {highlightParts(text, keyword).map((part, index) =>
        part.match ? (
          <mark key={index} className="yp-sb__mark" part="match">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

/**
 * The dropdown under the box: suggestions (with their searching and empty
 * states) while there is a keyword, the search history when the box is empty.
 * Mouse-down is cancelled so that choosing a row never blurs the input.
 */
export function SearchPanel(props: SearchPanelProps) {
  const { listId, optionId, mode, suggestions, options, active, onHover, onChoose, onClearHistory } = props;
  const pending = mode === 'suggestions' && suggestions.status !== 'ready';
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- only keeps a mouse-down from blurring the search box; the box owns keyboard use (combobox with aria-activedescendant)
    <div className="yp-sb__panel" part="panel" data-mode={mode} onMouseDown={(event) => event.preventDefault()}>
      {mode === 'history' ? (
        <div className="yp-sb__panel-head">
          <span>{searchText.history}</span>
          <button type="button" className="yp-sb__clear" part="clear-history" onClick={onClearHistory}>
            {searchText.clearHistory}
          </button>
        </div>
      ) : null}
      {pending ? (
        <div className="yp-sb__state yp-sb__state--busy" role="status" aria-live="polite" part="searching">
          <span className="yp-sb__dot" aria-hidden="true" />
          {searchText.searching}
        </div>
      ) : mode === 'suggestions' && options.length === 0 ? (
        <div className="yp-sb__state" role="status" aria-live="polite" part="empty">
          {searchText.empty}
        </div>
      ) : null}
      <ul
        id={listId}
        role="listbox"
        aria-label={mode === 'history' ? searchText.history : searchText.suggestions}
        className="yp-sb__list"
        part="listbox"
        hidden={options.length === 0}
      >
        {options.map((option, index) => {
          const selected = index === active;
          const keyword = option.kind === 'suggestion' ? option.suggestion.keyword : option.entry.keyword;
          const hint = option.kind === 'suggestion' ? option.suggestion.hint : searchText.types[option.entry.type];
          return (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- an option of the combobox: arrows and Enter on the search box choose it (aria-activedescendant)
            <li
              key={`${option.kind}:${keyword}:${index}`}
              id={optionId(index)}
              role="option"
              aria-selected={selected}
              className={selected ? 'yp-sb__option is-active' : 'yp-sb__option'}
              part={selected ? 'option option-active' : 'option'}
              data-keyword={keyword}
              onMouseEnter={() => onHover(index)}
              onClick={() => onChoose(option)}
            >
              <span className="yp-sb__option-keyword">
                {option.kind === 'suggestion' ? <Highlighted text={keyword} keyword={suggestions.keyword} /> : keyword}
              </span>
              {hint ? <span className="yp-sb__option-hint">{hint}</span> : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

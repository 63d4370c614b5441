import type { MouseEvent } from 'react';
import { siteHref } from '../../shared/ui/link';
import { useAsync } from '../../shared/ui/use-async';
import { loadHotSearches } from './hot-searches';
import { searchText } from './search-bar.text';
import { searchPath } from './search-path';

/** Hot words shown; the rest would wrap under a 560 px box. */
const HOT_MAX = 8;
/** The first few are the hottest and drawn in the brand colour. */
const HOT_EMPHASISED = 3;

export interface HotWordsProps {
  /** Given by the page (the host already has /api/focus/common); loaded otherwise. */
  words?: string[];
  /** Plain left click: search the word (drug names, type 1). */
  onChoose: (word: string) => void;
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** 热门搜索 under the box, from /api/focus/common `rnss`. Nothing shows until there are words. */
export function HotWords({ words, onChoose }: HotWordsProps) {
  const loaded = useAsync(() => (words ? Promise.resolve(words) : loadHotSearches()), [words]);
  const list = (loaded.data ?? []).slice(0, HOT_MAX);
  if (list.length === 0) return null;
  return (
    <div className="yp-sb__hot" part="hot">
      <span className="yp-sb__hot-label">{searchText.hot}</span>
      <ul className="yp-sb__hot-list">
        {list.map((word, index) => (
          <li key={word}>
            {/* A real link: middle-click and "open in new tab" reach the search page too. */}
            <a
              href={siteHref(searchPath(word, 1))}
              className={index < HOT_EMPHASISED ? 'yp-sb__hot-word is-top' : 'yp-sb__hot-word'}
              part={index < HOT_EMPHASISED ? 'hot-word hot-word-top' : 'hot-word'}
              onClick={(event) => {
                if (!isPlainLeftClick(event)) return;
                event.preventDefault();
                onChoose(word);
              }}
            >
              {word}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

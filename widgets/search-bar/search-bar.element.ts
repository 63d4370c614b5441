import { defineWidget } from '../../shared/elements/register';
import { SearchBar } from './search-bar.component';
import css from './search-bar.css?inline';

/**
 * <yp-search-bar [keywords] [type="1|2"] [sticky] [sticky-offset="205"]
 *                [hot-words='["阿莫西林"]'] [hide-hot] [api-base] [site] [token]>
 *
 * The header search bar. Searching fires a cancelable `yp-search` event
 * ({ detail: { keywords, type } }, bubbling and composed) from the element;
 * unless it is cancelled the page goes to the site's /search page.
 * `sticky` renders the compact bar fixed at the top; `sticky-offset` keeps
 * the full bar in place and adds the fixed compact one once the window is
 * scrolled that far. Parts: search-bar, types, type, type-active, box,
 * input, submit, panel, listbox, option, option-active, match, searching,
 * empty, clear-history, hot, hot-word, hot-word-top, sticky, sticky-logo.
 */
export const SEARCH_BAR_TAG = 'yp-search-bar';

defineWidget(SEARCH_BAR_TAG, SearchBar, {
  props: {
    keywords: 'string',
    type: 'number',
    sticky: 'boolean',
    stickyOffset: 'number',
    hotWords: 'json',
    hideHot: 'boolean',
  },
  css: [css],
});

import { navigate } from '../../shared/bus/navigate';
import { addSearchHistory, type SearchType } from '../../shared/store/search-history';
import { zh } from '../../shared/text/zh.text';
import { Link } from '../../shared/ui/link';
import { Logo } from '../../shared/ui/logo';
import { useStyles } from '../../shared/ui/use-styles';
import css from './search-bar.css?inline';
import { SearchBox, type SubmitSearch } from './search-box';
import { searchPath, toSearchType } from './search-path';
import { useScrolledPast } from './use-scrolled-past';

/** detail of the cancelable `yp-search` DOM event. */
export interface SearchEventDetail {
  keywords: string;
  type: SearchType;
}

export const SEARCH_EVENT = 'yp-search';

export interface SearchBarProps {
  /** Initial keyword, e.g. the current URL's `keywords` on the search page. */
  keywords?: string;
  /** Initial search type: 1 drug names (药品, default), 2 manufacturers (厂家). */
  type?: number | string;
  /** Render the compact sticky variant: a fixed bar across the top of the window. */
  sticky?: boolean;
  /**
   * Also show the sticky variant once the window is scrolled this many px
   * (the host uses 205, STICKY_SEARCH_OFFSET_PX). For pages without a host.
   */
  stickyOffset?: number;
  /** Hot words to show instead of loading them from /api/focus/common. */
  hotWords?: string[];
  /** Hide the 热门搜索 row. */
  hideHot?: boolean;
  /**
   * Called for every search before anything else; return false to cancel it
   * (the page then handles the search itself).
   */
  onSearch?: (keywords: string, type: SearchType) => boolean | void;
}

/**
 * The header search bar (docs/product/routes.md header search box and search behaviour).
 *
 * A search is recorded in the history, then offered to `onSearch` and as a
 * cancelable, bubbling, composed `yp-search` event; if nobody cancels it the
 * bar navigates to /search?keywords=…&type=… (a route change in the host, the
 * configured site's search page on a partner's page).
 */
export function SearchBar({ keywords = '', type, sticky = false, stickyOffset, hotWords, hideHot = false, onSearch }: SearchBarProps) {
  const ref = useStyles<HTMLDivElement>(css);
  const offset = stickyOffset === undefined || stickyOffset === null || !Number.isFinite(Number(stickyOffset)) ? undefined : Number(stickyOffset);
  const scrolled = useScrolledPast(sticky ? undefined : offset);
  const initialType = toSearchType(type);

  const submit: SubmitSearch = (words, kind, from) => {
    addSearchHistory(words, kind);
    if (onSearch?.(words, kind) === false) return;
    const event = new CustomEvent<SearchEventDetail>(SEARCH_EVENT, {
      detail: { keywords: words, type: kind },
      bubbles: true,
      composed: true,
      cancelable: true,
    });
    if (!from.dispatchEvent(event)) return;
    navigate(searchPath(words, kind));
  };

  const box = (compact: boolean) => (
    <SearchBox keywords={keywords} type={initialType} compact={compact} hotWords={hotWords} hideHot={hideHot} onSubmit={submit} />
  );
  const stickyBar = (
    <div className="yp-sb-sticky yp-surface" part="sticky">
      <div className="yp-sb-sticky__inner">
        <Link to="/" className="yp-sb-sticky__logo" aria-label={zh.site.home} part="sticky-logo">
          <Logo height={36} tagline={false} />
        </Link>
        {box(true)}
      </div>
    </div>
  );

  if (sticky)
    return (
      <div ref={ref} className="yp-sb-root yp-sb-root--sticky">
        {stickyBar}
      </div>
    );
  return (
    <div ref={ref} className="yp-sb-root yp-surface">
      {box(false)}
      {scrolled ? stickyBar : null}
    </div>
  );
}

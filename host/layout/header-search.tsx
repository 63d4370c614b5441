import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { STICKY_SEARCH_OFFSET_PX } from '../../shared/domain/constants';
import { useAsync } from '../../shared/ui';
import { SearchBar } from '../../widgets/search-bar/search-bar.component';
import { loadFocusCommon } from '../data/focus-common';

/** The search type in a URL: 2 searches manufacturers, anything else drug names. */
export function searchTypeOf(value: string | null): 1 | 2 {
  return value === '2' ? 2 : 1;
}

/** The search page for a keyword, keeping the table view when the buyer is already on it. */
export function searchUrl(keywords: string, type: 1 | 2, currentPath: string): string {
  const path = currentPath === '/search/table' ? '/search/table' : '/search';
  const params = new URLSearchParams({ keywords: keywords.trim(), type: String(type) });
  return `${path}?${params.toString()}`;
}

const NO_WORDS: string[] = [];

/**
 * The search bar in the header's search slot. On the search pages it starts
 * from the URL's keywords and type, so the box shows what the results are
 * for; a search becomes a route change to /search (keeping the table view).
 * docs/product/routes.md header: once the page has scrolled STICKY_SEARCH_OFFSET_PX (205 px)
 * the bar also shows its compact sticky variant pinned to the top.
 */
export function HeaderSearch() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // The host has /api/focus/common already; the bar must not fetch it again
  // (a second call to the path would cancel the category menu's, docs/product/calls.md).
  const common = useAsync(loadFocusCommon, []);
  const onSearchPage = pathname === '/search' || pathname === '/search/table';
  const keywords = onSearchPage ? (params.get('keywords') ?? '') : '';
  const type = onSearchPage ? searchTypeOf(params.get('type')) : 1;

  return (
    <SearchBar
      keywords={keywords}
      type={type}
      stickyOffset={STICKY_SEARCH_OFFSET_PX}
      hotWords={common.data?.rnss ?? NO_WORDS}
      onSearch={(words, kind) => {
        void navigate(searchUrl(words, kind, pathname));
        // Handled here: the bar must not also navigate to plain /search.
        return false;
      }}
    />
  );
}

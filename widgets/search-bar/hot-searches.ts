import { contentApi } from '../../shared/api/resources/content';

/**
 * The hot search words (热门搜索), from GET /api/focus/common, which other
 * widgets on the page (the category menu) read too: a per-page call
 * (shared/api/query), so every search bar shares their one request and none
 * cancels another's. A failure is silent (docs/product/errors.md) and
 * forgotten, so the next bar to mount asks again.
 */
export function loadHotSearches(): Promise<string[]> {
  return contentApi.focusCommon().then((common) => common.rnss.filter((word) => word.trim() !== ''));
}

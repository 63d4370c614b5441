import { contentApi } from '../../shared/api/resources/content';
import { isApiError } from '../../shared/api/errors';
import { serverMemo } from '../../shared/page/render-pass';

// Hot searches come from GET /api/focus/common, which other widgets on the
// page (the category menu) call too. One request per page for every search
// bar; a call cancelled by another widget's call to the same path (docs/product/calls.md
// cancel-previous) is simply made again; a failure is silent (docs/product/errors.md) and
// forgotten, so the next bar to mount asks again.
const RETRIES_AFTER_CANCEL = 2;
let pending: Promise<string[]> | null = null;

async function load(): Promise<string[]> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const common = await contentApi.focusCommon();
      return common.rnss.filter((word) => word.trim() !== '');
    } catch (error) {
      if (!(isApiError(error) && error.kind === 'aborted') || attempt >= RETRIES_AFTER_CANCEL) throw error;
    }
  }
}

/** The hot search words (热门搜索), loaded once per page. */
export function loadHotSearches(): Promise<string[]> {
  // A server render's own answer (the embed build, never rendered on a server, leaves this out).
  const rendering = import.meta.env?.MODE === 'embed' ? undefined : serverMemo('hot-searches', load);
  if (rendering) return rendering;
  pending ??= load().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

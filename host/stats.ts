import { getBus } from '../shared/bus';
import { contentApi } from '../shared/api/resources/content';

/** One page view as the statistics service records it. */
export interface PageView {
  path: string;
  title: string;
  /** The page the buyer came from: the previous route, or the document referrer for the first view. */
  referrer: string;
}

/**
 * Where page views go (docs/product/routes.md "a page view is sent to a statistics
 * service"). The default posts to our own API; a deployment that uses an
 * analytics vendor supplies its own adapter instead.
 */
export interface StatsAdapter {
  pageView(view: PageView): void;
}

/** Posts to /api/stats/pageview. A lost page view must never disturb the buyer, so failures are dropped. */
export const apiStatsAdapter: StatsAdapter = {
  pageView(view) {
    contentApi.pageView(view).catch(() => undefined);
  },
};

/**
 * Feeds the bus's 'stats:pageview' events to an adapter, adding the
 * referrer. Returns the unsubscribe function.
 */
export function connectStats(adapter: StatsAdapter = apiStatsAdapter): () => void {
  let previous: string | null = null;
  return getBus().on('stats:pageview', ({ path, title }) => {
    const referrer = previous === null ? document.referrer : `${window.location.origin}${previous}`;
    previous = path;
    adapter.pageView({ path, title, referrer });
  });
}

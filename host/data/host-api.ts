import { createApi } from '../../shared/api';

/**
 * The host's own API client for its once-per-page data. docs/product/calls.md makes a
 * repeated call to a path cancel the previous one on a client; the widgets
 * on the same page (category menu, search bar, header) fetch some of the same
 * paths (/api/focus/common, /api/site/info) on the default client, and the
 * host's request must not abort theirs, nor theirs the host's.
 */
export const hostApi = createApi();

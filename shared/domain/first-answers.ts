/**
 * API answers written into a server-rendered page (server/render/) so the
 * browser does not ask again right after loading: a
 * `<script type="application/json">` with this id holding
 * `{ [answerKey(url)]: data }` for GET calls the app makes once it runs
 * (the session's user base call).
 */
export const FIRST_ANSWERS_ELEMENT_ID = 'yp-first-answers';

/**
 * One spelling per GET call: the path and its query parameters sorted by
 * name (then value), so the server and the client agree whatever order each
 * built the query in. Repeated and empty parameters are kept as given.
 */
export function answerKey(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = [...new URLSearchParams(url.slice(at + 1))].sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  return params.length > 0 ? `${url.slice(0, at)}?${new URLSearchParams(params).toString()}` : url.slice(0, at);
}

/**
 * The app's script files on a server-rendered page, written into the page
 * as `<script type="application/json">` with this id holding
 * {@link AppFiles}: host/start-after-paint.ts starts them once the page has
 * loaded.
 */
export const APP_FILES_ELEMENT_ID = 'yp-app-files';

export interface AppFiles {
  /** The site's entry module (index.html's script), imported last. */
  entry: string;
  /** Every module the entry and the page's chunk import statically: preloaded together, so they do not load in a waterfall. */
  preload: string[];
}

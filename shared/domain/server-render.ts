/**
 * What the server's render of a page (host/entry-server.tsx, built to
 * dist/ssr/) and the server that writes the document (server/render/) say to
 * each other, and what the page carries to the browser's hydration
 * (host/main.tsx). Types and names only: the two sides are built apart.
 */

/** `<script type="application/json">` holding {@link HydrationPayload}. */
export const HYDRATION_ELEMENT_ID = 'yp-hydration';

export interface HydrationPayload {
  /** react-router's state on the server (loader data, errors): the browser router starts from it. */
  router: {
    loaderData: Record<string, unknown>;
    actionData: Record<string, unknown> | null;
    /** The id of the page's route (its path): the browser's first route table is that route alone. */
    routeId: string;
  };
  /** `useAsync` answers by the component's `useId`; `{}` for a value of undefined. */
  async: Record<string, { v?: unknown }>;
  /** The session the page was drawn for (the header, 登录可见): absent on a page that does not load it. */
  session?: { user: unknown };
}

/** What the server knows of the request it renders. */
export interface RenderRequest {
  /** Path and query, as requested. */
  url: string;
  /** The request's headers the page's calls pass on (cookie, user agent). */
  headers: Record<string, string>;
  /** Makes one GET call of the site's API as this visitor, in process; resolves to its status and body. */
  get(url: string): Promise<{ status: number; body: string }>;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The document title. */
      title: string;
      /** The app's markup, to go inside `#root`. */
      html: string;
      /** The CSS the rendered components adopt, in cascade order. */
      styles: string[];
      /** The page's own module, as the build manifest names it (relative to host/), for its preloads. */
      pageModule: string | null;
      hydration: HydrationPayload;
    };

export type RenderPage = (request: RenderRequest) => Promise<RenderResult>;

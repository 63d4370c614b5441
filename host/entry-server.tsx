import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { createApi } from '../shared/api/client';
import { clearPageMemo } from '../shared/api/query';
import type { HydrationPayload, RenderPage, RenderRequest, RenderResult } from '../shared/domain/server-render';
import { beginRenderPass, endRenderPass } from '../shared/page/render-pass';
import { session, setUser } from '../shared/store/session';
import { setCartCount } from '../shared/store/cart';
import { routes, type PageModule, type RouteFlags } from './routes';
import { siteRouteObjects } from './route-objects';
import { authApi } from '../shared/api/resources/auth';

/**
 * The server's render of a page (docs/decisions.md ADR-009): the
 * host's own React tree for a URL, with react-router's static handler, the
 * visitor's session and the answers of the calls its components make while
 * rendering (useAsync suspends on them here; shared/page/render-pass.ts).
 * Built by `vite build --mode ssr` to dist/ssr/entry-server.js, which
 * server/render/ loads; nothing here knows Fastify.
 *
 * The page-wide state (the session model, the page memo, the render pass)
 * is module state, one copy per process, so renders run one at a time
 * (`queue`): each starts from a clean state and its answers cannot reach
 * another visitor's page.
 */

/** Past this a render gives up on calls still out: their components are drawn loading, the browser loads them. */
const RENDER_TIMEOUT_MS = 5000;

const handler = createStaticHandler(siteRouteObjects());

/** Each page module (as the build manifest names it, relative to host/) by its module object. */
const pageModules = import.meta.glob<PageModule>('./pages/**/*.tsx');
let moduleNames: Promise<Map<unknown, string>> | undefined;
function pageModuleNames(): Promise<Map<unknown, string>> {
  moduleNames ??= (async () => {
    const names = new Map<unknown, string>();
    const pages = new Set(routes.flatMap((route) => ('page' in route ? [route.page] : [])));
    const loaded = await Promise.all([...pages].map((page) => page()));
    const known = new Set<unknown>(loaded);
    await Promise.all(
      Object.entries(pageModules).map(async ([path, load]) => {
        const module = await load();
        if (known.has(module)) names.set(module, path.replace(/^\.\//, ''));
      }),
    );
    return names;
  })();
  return moduleNames;
}

/** The server's API client: GET only, answered in process as the visitor. */
function serverApi(request: RenderRequest) {
  return createApi({
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
      const method = (init?.method ?? 'GET').toUpperCase();
      if (method !== 'GET') return new Response(null, { status: 405 });
      const answer = await request.get(url);
      return new Response(answer.body, { status: answer.status, headers: { 'content-type': 'application/json' } });
    },
  });
}

function flagsOf(context: StaticHandlerContext): (RouteFlags & { page?: () => Promise<PageModule> }) | null {
  for (let i = context.matches.length - 1; i >= 0; i -= 1) {
    const handle = context.matches[i]?.route.handle as (RouteFlags & { page?: () => Promise<PageModule> }) | undefined;
    if (handle && typeof handle === 'object' && 'title' in handle) return handle;
  }
  return null;
}

function renderToString(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    let failed: unknown;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
      final(done) {
        done();
        resolve(html);
      },
    });
    const timer = setTimeout(() => stream.abort(new Error('render timed out')), RENDER_TIMEOUT_MS);
    const stream = renderToPipeableStream(element, {
      // Every boundary written in place: React moves a large finished one (the goods list) out of line
      // and shows it with an inline script, which the page's policy (script-src 'self') refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(timer);
        stream.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        failed = error;
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        // A component that throws is drawn by the browser instead (React renders it again there).
        if (!failed) console.error('[yaopi] server render', error);
      },
    });
  });
}

/** The session model as a page finds it before anything loaded it: no user, not asked yet ('idle'). */
function resetSession(): void {
  setUser(null);
  setCartCount(0);
  session.status.value = 'idle';
}

async function renderOnce(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url, 'http://site.invalid');
  const context = await handler.query(new Request(url, { headers: request.headers }));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  // A route that failed to load (its code, a loader) is left to the browser's router, which shows the error page.
  if (context.errors) throw new Error('route error');
  const flags = flagsOf(context);
  clearPageMemo();
  resetSession();
  const pass = beginRenderPass({ phase: 'server', async: new Map(), api: serverApi(request) });
  try {
    // The header loads the session before anything else shows; the server knows it from the cookie.
    // On the routes where the header skips the call (docs/product/roles.md) the page makes it, and needs the
    // visitor as much: this is that one call, its answer handed to the page in the browser.
    let sessionLoaded = false;
    if (flags && (flags.header || flags.right)) {
      const user = await authApi.userBase({}, { silent: true }).catch(() => null);
      setUser(user);
      sessionLoaded = true;
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = await renderToString(
      <StrictMode>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </StrictMode>,
    );
    const answers: HydrationPayload['async'] = {};
    for (const [id, entry] of pass.async) if (entry.status === 'ready') answers[id] = { v: entry.value };
    const page = flags?.page ? ((await pageModuleNames()).get(await flags.page()) ?? null) : null;
    return {
      kind: 'page',
      status: context.statusCode,
      title: flags ? `${flags.title} - 药批` : '药批',
      html,
      styles: [...pass.styles],
      pageModule: page,
      hydration: {
        router: { loaderData: context.loaderData, actionData: context.actionData, routeId: context.matches.at(-1)?.route.id ?? '' },
        async: answers,
        ...(sessionLoaded ? { session: { user: session.user.value } } : {}),
      },
    };
  } finally {
    endRenderPass();
    resetSession();
  }
}

let queue: Promise<unknown> = Promise.resolve();

export const renderPage: RenderPage = (request) => {
  const result = queue.then(() => renderOnce(request));
  queue = result.catch(() => undefined);
  return result;
};

/** The CSS files components adopt (`?inline`), so the server can serve any page's sheet by its parts' content. */
const componentCss = import.meta.glob<string>(['../shared/**/*.css', '../widgets/**/*.css'], { query: '?inline', import: 'default', eager: true });

export function stylesheets(): string[] {
  return Object.values(componentCss);
}
